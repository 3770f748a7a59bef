// Every screen of the back office, as the owner sees it on a phone and on a desktop: each one is
// photographed, and the photograph is a layout check (admin-steps' shot: no sideways page, no cell or
// button cut). Detail screens are opened from their lists' first rows.
import { it } from "vitest";
import { adminJourney, OWNER } from "./admin-steps.js";

const LISTS = [
  ["/", "dashboard"],
  ["/orders", "orders"],
  // A list that finds nothing: its empty state in the visible part of a table wider than a phone.
  ["/orders?q=no-such-order", "orders-none-match"],
  ["/products", "products"],
  ["/products/new", "product-new"],
  ["/catalogue", "import-export"],
  ["/admissions", "admissions"],
  ["/admissions/payments", "fee-payments"],
  ["/admissions/class-levels", "class-levels"],
  ["/returns", "returns"],
  ["/inbox", "inbox"],
  ["/customers", "customers"],
  ["/marketing", "marketing"],
  ["/coupons", "coupons"],
  ["/staff", "staff"],
  ["/reports", "reports"],
  ["/store-setup", "store-setup"],
  ["/delivery", "delivery"],
  ["/audit", "audit"],
  ["/no-such-screen", "not-found"],
] as const;

/** The first row's link of a list page, to open its detail screen (none when the list is empty). */
const DETAILS = [
  ["/products?type=Variable%20Product", /^\/admin\/products\/\d+$/, "product-variable"],
  ["/products?type=Simple", /^\/admin\/products\/\d+$/, "product-simple"],
  ["/orders", /^\/admin\/orders\/[^/]+$/, "order"],
  ["/customers", /^\/admin\/customers\/\d+$/, "customer"],
  ["/admissions", /^\/admin\/admissions\/\d+$/, "admission"],
] as const;

adminJourney("admin-screens", (j) => {
  const open = async (path: string) => {
    await j.goto(`/admin${path === "/" ? "/" : path}`);
    await j.page.locator("h1").first().waitFor();
    // The screen's reads have answered (skeletons gone) before it is measured.
    await j.page.locator("[role=status][aria-label^=Loading]").first().waitFor({ state: "detached" });
  };

  it("the owner signs in", async () => {
    await j.signIn(OWNER, { stay: true });
  });

  it.each(LISTS)("%s is laid out whole", async (path, step) => {
    await open(path);
    await j.shot(step, { fullPage: true });
  });

  it.each(DETAILS)("the first row of %s opens a screen laid out whole", async (path, href, step) => {
    await open(path);
    const hrefs = await j.page
      .locator(`main a[href^="/admin/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const first = hrefs.find((value) => href.test(value));
    if (!first) return;
    await open(first.replace(/^\/admin/, ""));
    await j.shot(step, { fullPage: true });
  });

  it("an order's invoice and packing slip are laid out whole", async () => {
    await open("/orders");
    const hrefs = await j.page
      .locator(`main a[href^="/admin/orders/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const order = hrefs.find((value) => /^\/admin\/orders\/[^/]+$/.test(value));
    if (!order) return;
    for (const [page, step] of [
      ["invoice", "invoice"],
      ["packing-slip", "packing-slip"],
    ] as const) {
      await j.goto(`${order}/${page}`);
      await j.page.locator("h1, h2").first().waitFor();
      await j.shot(step, { fullPage: true });
    }
  });
});
