// A chrome link that shows which page is open: a router NavLink inside the running app, a plain link
// (full page load) to a path of the other app, which can never be the page open here.
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { isOtherAppPath } from "../navigation/use-app-navigate";

export interface AppNavLinkProps {
  to: string;
  className?: string | undefined;
  children: ReactNode;
  onClick?: () => void;
}

export function AppNavLink({ to, className, children, onClick }: AppNavLinkProps) {
  if (isOtherAppPath(to)) {
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={to} end className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
