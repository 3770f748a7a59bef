// A link that stays in the running app when it can, and is a plain link (full page load) to the other.
import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { isOtherAppPath } from "./use-app-navigate";

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
}

export function AppLink({ to, ...rest }: AppLinkProps) {
  if (isOtherAppPath(to)) return <a href={to} {...rest} />;
  return <Link to={to} {...rest} />;
}
