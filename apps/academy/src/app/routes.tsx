// The academy's routes of spec §2; the server hands these paths to this app and every other to the shop.
import { AppLayout } from "@henna/storefront/chrome/app-layout.tsx";
import { Route, Routes } from "react-router";

export function AcademyRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Our Courses</h1>} />
      </Route>
    </Routes>
  );
}
