// Pay on delivery with the store's advance (spec §4 Payment method, §9 advance formula: the demo store
// asks 20 % online) and one order for a double click (contract: one Idempotency-Key per attempt). The
// shopper sees what is paid now and what on delivery before placing, pays the advance in the sandbox
// dialog, and the success page shows 'Advance Paid' and 'Remaining Amount'. A double click on Place
// order, then closing the dialog and placing again, leaves exactly one order (GET /payment/{user_id}).
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { type Account, checkoutData, expectToast, registerThroughApi } from "./account-steps.js";
import {
  addAddressThroughApi,
  expectPath,
  fillCart,
  logIn,
  ordersOf,
  placeOrderButton,
  proceedToCheckout,
  resultFact,
  someProducts,
  summaryAmount,
} from "./checkout-steps.js";

journey("checkout-pay-on-delivery", (j) => {
  let account: Account;

  beforeAll(async () => {
    account = await registerThroughApi(j, "checkout-pod", "Tara");
  });

  it("shows the advance and the remaining amount before placing", async () => {
    const page = j.page;
    await logIn(j, account);
    await addAddressThroughApi(j);
    await fillCart(j, await someProducts(j, 2));
    await j.goto("/cart");
    await proceedToCheckout(page);
    await page.getByRole("radio", { name: /Pay on delivery/ }).check();
    await page.getByText(/^Pay ₹[\d,]+ now \(20% advance\), ₹[\d,]+ on delivery\.$/).waitFor();
    const payNow = await summaryAmount(page, "To pay now");
    const remaining = await summaryAmount(page, "Remaining (on delivery)");
    expect(payNow).toMatch(/^₹[\d,]+$/);
    expect(remaining).toMatch(/^₹[\d,]+$/);
    expect(await placeOrderButton(page).textContent()).toBe(`Place order and pay ${payNow}`);
    await j.shot("advance", { fullPage: true });
    await j.expectAccessible();
  });

  it("pays the advance in the sandbox dialog; the success page shows the split", async () => {
    const page = j.page;
    const payNow = await summaryAmount(page, "To pay now");
    const remaining = await summaryAmount(page, "Remaining (on delivery)");
    await placeOrderButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
    await dialog.getByRole("button", { name: `Pay ${payNow}`, exact: true }).waitFor();
    await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
    await expectPath(page, /^\/payment-success\/[\w-]+$/);
    await page.getByRole("heading", { level: 1, name: "Payment Successful" }).waitFor();
    expect(await resultFact(page, "Payment Method")).toBe("Pay on delivery");
    expect(await resultFact(page, "Advance Paid")).toBe(payNow);
    expect(await resultFact(page, "Remaining Amount")).toBe(remaining);
    await j.shot("success-advance");
    const [order] = await ordersOf(j);
    expect(order).toMatchObject({ payment_mode: "Pay on delivery" });
    expect(order?.advance_amount).toBeGreaterThan(0);
    expect(order?.remaining_amount).toBeGreaterThan(0);
    await expectPath(page, "/my-account");
  });
});

journey("checkout-double-click", (j) => {
  let account: Account;

  beforeAll(async () => {
    account = await registerThroughApi(j, "checkout-dbl", "Nila");
  });

  it("a double click on Place order, a closed dialog and a second try make one order", async () => {
    const page = j.page;
    await logIn(j, account);
    await addAddressThroughApi(j);
    await fillCart(j, await someProducts(j, 1));
    await j.goto("/cart");
    await proceedToCheckout(page);
    await placeOrderButton(page).dblclick();
    const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
    await dialog.waitFor();
    expect(await ordersOf(j)).toHaveLength(1);
    await expectToast(
      page,
      "Payment not completed. Your order is saved: place it again to pay.",
      () => dialog.getByRole("button", { name: "Close" }).click(),
      "info",
    );
    expect(await checkoutData(page)).not.toBeNull();
    await j.shot("dialog-closed");
    await placeOrderButton(page).click();
    await dialog.waitFor();
    const orders = await ordersOf(j);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe("Pending");
    await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
    await expectPath(page, /^\/payment-success\/[\w-]+$/);
    expect((await ordersOf(j)).map((o) => o.status)).toEqual(["Success"]);
  });

  it("with the order paid, /checkout has nothing left: 'Your cart is empty!'", async () => {
    const page = j.page;
    // The success page empties the cart and checkout_data before its redirect to My Account.
    await expectPath(page, /^\/my-account/);
    await j.goto("/checkout");
    await page.getByText("Your cart is empty!").waitFor();
    await j.shot("empty");
    await j.expectAccessible();
  });
});
