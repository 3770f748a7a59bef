// The routes of the back office, one per row of the screen table (screens.ts): a public screen as it
// is, a print screen for a signed-in member alone, every other inside the frame (owner-only ones for
// owners); each sets the document's title.
import { PageFallback } from "@henna/storefront/ui/page-fallback.tsx";
import { Suspense, useEffect } from "react";
import { Route, Routes, useParams } from "react-router";
import { AdminLayout } from "../features/layout/admin-layout";
import { RequireOwner, RequireStaff } from "../session/require-staff";
import { SCREENS, type Screen, screenTitle } from "./screens";

function ScreenPage({ screen }: { screen: Screen }) {
  const params = useParams();
  const title = screenTitle(screen, params);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Page = screen.page;
  if (screen.ownerOnly) {
    return (
      <RequireOwner>
        <Page />
      </RequireOwner>
    );
  }
  return <Page />;
}

const route = (screen: Screen, wrap: (page: React.ReactNode) => React.ReactNode = (page) => page) => (
  <Route key={screen.path} path={screen.path} element={wrap(<ScreenPage screen={screen} />)} />
);

export function AdminRoutes() {
  const framed = SCREENS.filter((screen) => (screen.frame ?? "frame") === "frame");
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {SCREENS.filter((screen) => screen.frame === "public").map((screen) => route(screen))}
        {SCREENS.filter((screen) => screen.frame === "print").map((screen) =>
          route(screen, (page) => <RequireStaff>{page}</RequireStaff>),
        )}
        <Route
          element={
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          }
        >
          {framed.map((screen) => route(screen))}
        </Route>
      </Routes>
    </Suspense>
  );
}
