// The page frame every route renders in: persistent chrome around the routed page.
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ScrollToTop } from "../session/scroll-to-top";
import { ErrorBoundary } from "../ui/error-boundary";
import { PageFallback } from "../ui/page-fallback";
import { ToastHost } from "../ui/toast-host";

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <main id="main">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ToastHost />
    </>
  );
}
