// The page frame every route renders in: skip link, header, the routed page, footer, the phone's
// bottom bar and the floating cart; plus the app-start sync, the page title on in-app moves, the
// session watch, push messages and the offline notices (with the service worker, registered once the
// page is idle).
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { OfflineGate } from "../offline/offline-gate";
import { PushGate } from "../push/push-gate";
import { ScrollToTop } from "../session/scroll-to-top";
import { SessionSync } from "../session/session-sync";
import { RouteMeta } from "../settings/route-meta";
import { PageLiveMark } from "../ssr/page-live-mark";
import { ErrorBoundary } from "../ui/error-boundary";
import { PageFallback } from "../ui/page-fallback";
import { ToastHost } from "../ui/toast-host";
import styles from "./app-layout.module.css";
import { BottomBar } from "./bottom-bar";
import { type ChromeConfig, SHOP_CHROME } from "./chrome-config";
import { FloatingCart } from "./floating-cart";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function AppLayout({ chrome = SHOP_CHROME }: { chrome?: ChromeConfig }) {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteMeta />
      <SessionSync />
      <PushGate />
      <a href="#main" className={styles.skipLink}>
        {t("Skip to content")}
      </a>
      <OfflineGate />
      <SiteHeader config={chrome} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <PageLiveMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter config={chrome} />
      <BottomBar links={chrome.bottomBar} loginPath={chrome.loginPath} />
      <FloatingCart to={chrome.cartPath} />
      <ToastHost />
    </>
  );
}
