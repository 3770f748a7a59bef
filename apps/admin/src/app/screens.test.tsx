import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, OWNER, renderAdmin, STAFF } from "../test-support/admin-harness";
import { adminOrder } from "../test-support/order-fixture";
import { MENU, SCREENS, screenTitle } from "./screens";

describe("the screen table", () => {
  it("has one row per path", () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    { path: "/orders/:orderId", params: { orderId: "ORD7" }, title: "Order ORD7 · Back office" },
    { path: "/orders/:orderId/invoice", params: { orderId: "ORD7" }, title: "Invoice of order ORD7" },
    { path: "/audit", params: {}, title: "Audit log · Back office" },
    { path: "/login", params: {}, title: "Sign in · Back office" },
  ])("titles $path as '$title'", ({ path, params, title }) => {
    const row = SCREENS.find((screen) => screen.path === path);
    expect(row && screenTitle(row, params)).toBe(title);
  });

  it("sets the document's title from the row of the route shown", async () => {
    renderAdmin("/orders/ORD1001", {
      answers: { "GET /admin/orders/ORD1001": json({ data: adminOrder() }) },
    });
    await waitFor(() => expect(document.title).toBe("Order ORD1001 · Back office"));
  });

  it.each([
    { who: "an owner", as: OWNER, menu: MENU.map((row) => row.menu) },
    { who: "a staff member", as: STAFF, menu: MENU.filter((row) => !row.ownerOnly).map((row) => row.menu) },
  ])("shows $who the menu rows in the table's order", async ({ as, menu }) => {
    renderAdmin("/customers", {
      as,
      answers: { "GET /admin/customers": json({ data: [], page: 1, limit: 20, total: 0 }) },
    });
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.replace(/\d+ new$/, "").trim());
    expect(labels).toEqual(menu);
    expect(menu).toContain("Dashboard");
  });

  it("keeps an owner-only screen from a staff member who types its address", async () => {
    renderAdmin("/staff", { as: STAFF });
    expect(await screen.findByText("Only the store owner can open this page.")).toBeInTheDocument();
  });
});
