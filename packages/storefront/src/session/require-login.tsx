// The route guard of spec §6: without a stored user, remember the page and go to /login.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAppSelector } from "../state/hooks";
import { selectIsLoggedIn } from "../state/session-slice";
import { rememberReturnPath } from "../storage/return-path";

export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  rememberReturnPath(`${location.pathname}${location.search}`);
  return <Navigate to="/login" replace />;
}
