// The academy's routes of spec §2; the server hands these paths to this app and every other to the shop
// (@henna/domain/app-routes). Pages load on demand, one chunk each, so the first render carries only the
// chrome and the page being opened. A path of the shop's (a guard's /login, a link the router follows)
// is opened with a full page load.
import { AppLayout } from "@henna/storefront/chrome/app-layout.tsx";
import { ACADEMY_CHROME } from "@henna/storefront/chrome/chrome-config.ts";
import { RequireLogin } from "@henna/storefront/session/require-login.tsx";
import { type LazyPage, lazyPage } from "@henna/storefront/ui/lazy-page.tsx";
import { routePages } from "@henna/storefront/ui/route-pages.ts";
import { Navigate, Route, Routes } from "react-router";
import { NavigationClearing } from "./navigation-clearing";

const Courses = lazyPage(
  () => import("../features/courses/course-page"),
  () => import("../features/courses/hi"),
);
const CourseStep = lazyPage(
  () => import("../features/courses/course-step-page"),
  () => import("../features/courses/hi"),
);
const Admission = lazyPage(
  () => import("../features/admission/admission-page"),
  () => import("../features/admission/hi"),
);
const PaymentSuccess = lazyPage(
  () => import("@henna/storefront/payment-result/admission-success-page.tsx"),
  () => import("@henna/storefront/payment-result/hi.ts"),
);
const PaymentFailed = lazyPage(
  () => import("@henna/storefront/payment-result/admission-failed-page.tsx"),
  () => import("@henna/storefront/payment-result/hi.ts"),
);
const CrossAppPage = lazyPage(() => import("@henna/storefront/academy/cross-app-page.tsx"));

/** Spec §6: the admission payment results need a login (the guard remembers the page and opens /login). */
function guarded(Page: LazyPage) {
  return (
    <RequireLogin>
      <Page />
    </RequireLogin>
  );
}

const ROUTES = (
  <Route
    element={
      <>
        <NavigationClearing />
        <AppLayout chrome={ACADEMY_CHROME} />
      </>
    }
  >
    <Route path="/course" element={<Courses />} />
    <Route path="/admission-form" element={<Admission />} />
    <Route path="/admission-form-step-2" element={<CourseStep />} />
    <Route path="/payment-successad/:receiptId" element={guarded(PaymentSuccess)} />
    <Route path="/payment-failedad/:receiptId" element={guarded(PaymentFailed)} />
    {/* The academy's own address (its assets' folder) opens the course list. */}
    <Route path="/academy/*" element={<Navigate to="/course" replace />} />
    <Route path="*" element={<CrossAppPage />} />
  </Route>
);

export function AcademyRoutes() {
  return <Routes>{ROUTES}</Routes>;
}

/**
 * The page at a path (guarded pages excepted: they may not render): its code, so the first render shows
 * it without a loading fallback, and its own Hindi texts, so a Hindi page's first render is in Hindi.
 */
export const { preload: preloadPage, pageTexts } = routePages(ROUTES);
