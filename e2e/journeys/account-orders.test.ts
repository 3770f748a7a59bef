// My Account, Orders (spec §2, §4): a customer with a paid order (placed through the store's API) logs
// in from /my-account, sees the order with Track Order and View Product, and opens its tracking page.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { type Account, logInThroughForm, registerThroughApi } from "./account-steps.js";
import { type PaidOrder, placePaidOrder } from "./order-steps.js";

journey("account-orders", (j) => {
  let account: Account;
  let order: PaidOrder;

  beforeAll(async () => {
    account = await registerThroughApi(j, "orders", "Ritu");
    order = await placePaidOrder(j, account);
  });

  it("shows the paid order with Track Order, View Product and the delivery window", async () => {
    const page = j.page;
    await j.goto("/my-account");
    // The guard sends a guest to /login once the app has started (slow on a busy machine).
    await page.waitForURL((url) => url.pathname === "/login");
    await logInThroughForm(page, account, "/my-account");

    const card = page.getByRole("article", { name: `Order ${order.orderId}` });
    await card.waitFor();
    await expect.poll(() => card.getByRole("link", { name: "Track Order" }).count()).toBe(1);
    expect(await card.getByRole("link", { name: `View Product: ${order.productTitle}` }).count()).toBe(1);
    expect(await card.getByText(/^Estimated delivery: /).count()).toBe(1);
    expect(await page.getByRole("tab").allTextContents()).toEqual(["Orders", "Address", "Help"]);
    await j.shot("orders");
    await j.expectAccessible();
  });

  it("opens the order's tracking page from Track Order, at its first step", async () => {
    const page = j.page;
    await page
      .getByRole("article", { name: `Order ${order.orderId}` })
      .getByRole("link", { name: "Track Order" })
      .click();
    await page.waitForURL((url) => url.pathname === `/track/${order.orderId}`);
    await page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }).waitFor();
    const current = page.locator('[aria-current="step"]');
    expect((await current.textContent())?.trim()).toMatch(/Order Placed \(current step\)$/);
    expect(await page.getByRole("link", { name: "Download Invoice" }).count()).toBe(0);
    await j.shot("track-placed", { fullPage: true });
    await j.expectAccessible();
  });

  it("shows the Address tab's book", async () => {
    const page = j.page;
    await j.goto("/my-account?tab=address");
    await page.getByRole("tab", { name: "Address", selected: true }).waitFor();
    await page
      .getByRole("tabpanel")
      .getByText(/Flat 4, Rose Villa/)
      .first()
      .waitFor();
    await j.shot("address");
    await j.expectAccessible();
  });
});
