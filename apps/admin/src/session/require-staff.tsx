// Routes for a signed-in member (else sign-in, coming back here afterwards) and for owners only.
import { PageFallback } from "@henna/storefront/ui/page-fallback.tsx";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ErrorState, Forbidden } from "../ui/states";
import { isOwner, useStaffSession } from "./staff-session";

export function RequireStaff({ children }: { children: ReactNode }) {
  const { signedIn, staff, error, retry } = useStaffSession();
  const location = useLocation();
  if (!signedIn) {
    const next = `${location.pathname}${location.search}`;
    const query = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`/login${query}`} replace />;
  }
  if (error) {
    return (
      <main className="page">
        <ErrorState failure={error} onRetry={retry} title="The back office could not be opened" />
      </main>
    );
  }
  if (!staff) return <PageFallback />;
  return children;
}

export function RequireOwner({ children }: { children: ReactNode }) {
  const { staff } = useStaffSession();
  return isOwner(staff) ? children : <Forbidden />;
}
