// A staff member moves a paid order to Shipped with the courier's AWB number in the note, and the
// customer's tracking page shows it.
import { expect, it } from "vitest";
import { logInThroughForm, registerThroughApi } from "./account-steps.js";
import { adminJourney, STAFF } from "./admin-steps.js";
import { moveOrderTo, type PaidOrder, placePaidOrder } from "./order-steps.js";

adminJourney("admin-orders", (j) => {
  let order: PaidOrder | undefined;
  let account: Awaited<ReturnType<typeof registerThroughApi>> | undefined;
  const awb = () => `Delhivery AWB 40${j.viewport === "phone" ? "1" : "2"}2345678`;

  it("a staff member finds the paid order and moves it to Shipped with the AWB note", async () => {
    account = await registerThroughApi(j, "tracked");
    order = await placePaidOrder(j, account);
    // The day's earlier steps (taken through the automation token): the parcel is packed.
    await moveOrderTo(j, order.orderId, ["Processing", "Packed"]);
    await j.signIn(STAFF);
    await j.page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
    const link = j.page.getByRole("link", { name: order.orderId });
    await link.waitFor();
    await j.shot("orders-found");
    await j.expectAccessible();
    await link.click();
    await j.page.getByRole("heading", { name: `Order ${order.orderId}` }).waitFor();
    await j.page.getByLabel("Move to").selectOption("Shipped");
    await j.page.getByLabel("Note for the customer").fill(awb());
    await j.shot("moving-to-shipped");
    await j.expectAccessible();
    await j.page.getByRole("button", { name: "Move to Shipped" }).click();
    // The reloaded order: Shipped, with the note in its history.
    await j.page.locator(".pill", { hasText: "Shipped" }).first().waitFor();
    await j.page.getByRole("listitem").filter({ hasText: awb() }).waitFor();
    expect(await j.page.getByLabel("Move to").locator("option").allTextContents()).toEqual([
      "Out for delivery",
    ]);
    await j.shot("shipped");
  });

  it("the customer's tracking page shows the note", async () => {
    if (!order || !account) throw new Error("the order was not placed");
    await j.freshPage();
    await j.goto(`/track/${order.orderId}`);
    await logInThroughForm(j.page, account, `/track/${order.orderId}`);
    await j.page.getByText(awb()).first().waitFor();
    await j.shot("tracking-note");
  });
});
