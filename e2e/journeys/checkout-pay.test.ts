// Checkout with Pay now (spec §2 Checkout, Payment result pages; §4; §8; design §2 sandbox payments):
// (a) a guest fills a cart, applies WELCOME10, is sent to login and comes back to /checkout, adds a
// Mumbai address (geocoded by the server: a delivery band applies), pays in the sandbox dialog, sees
// 'Payment Successful' and lands on /my-account with the cart emptied; the summary shows the GST
// inside the total (CGST + SGST: Malad is in the store's state), no fixed tax line; (b) /checkout
// opened directly (a bookmark, a new tab) checks out the server cart, and a failed payment shows
// 'Payment failed' and goes back to /cart, the cart still full.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  checkoutData,
  expectCartCount,
  logInThroughForm,
  registerThroughApi,
  serverCartOf,
} from "./account-steps.js";
import {
  addAddressThroughApi,
  addAddressThroughForm,
  checkoutReady,
  expectPath,
  fillCart,
  logIn,
  ordersOf,
  placeOrder,
  resultFact,
  someProducts,
  summary,
  summaryAmount,
} from "./checkout-steps.js";

journey("checkout-pay-now", (j) => {
  let account: Account;
  let products: ApiProduct[];

  beforeAll(async () => {
    account = await registerThroughApi(j, "checkout-pay", "Kavya");
    products = await someProducts(j, 2);
  });

  it("fills a cart as a guest, applies WELCOME10, and is sent to log in first", async () => {
    const page = j.page;
    await fillCart(j, products);
    await j.goto("/cart");
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply Coupon" });
    await dialog.getByLabel("Coupon code").fill("WELCOME10");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("WELCOME10").first().waitFor();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expectPath(page, "/login");
    expect((await checkoutData(page))?.coupon).toBe("WELCOME10");
  });

  it("comes back to /checkout after login, with 'No Address Found'", async () => {
    const page = j.page;
    await logInThroughForm(page, account, "/checkout");
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
    await page.getByText("No Address Found").waitFor();
    await j.shot("no-address", { fullPage: true });
  });

  it("adds a Mumbai address: it becomes the billing and shipping address and a delivery band applies", async () => {
    const page = j.page;
    await addAddressThroughForm(page, async () => {
      await j.shot("address-form");
      await j.expectAccessible();
    });
    const slots = page.getByRole("region", { name: "Addresses" });
    await expect.poll(() => slots.getByText("Malad West").count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => summaryAmount(page, "Delivery Charge")).toMatch(/^(₹\d+|Free)$/);
    expect(
      await summary(page)
        .getByText(/Coupon Discount \(WELCOME10\)/)
        .count(),
    ).toBe(1);
    expect(
      await summary(page)
        .getByText(/Gst Tax/)
        .count(),
    ).toBe(0);
    expect(await summaryAmount(page, "Fee")).toBe("₹0");
    // The server's quote: the GST inside the total, split CGST + SGST within Maharashtra.
    await expect.poll(() => summaryAmount(page, "Includes GST")).toMatch(/^₹[\d,]+(\.\d{2})?$/);
    const cgst = await summaryAmount(page, "CGST");
    expect(cgst).toMatch(/^₹[\d,]+(\.\d{2})?$/);
    expect(await summaryAmount(page, "SGST")).toBe(cgst);
    expect(await summary(page).getByText("IGST").count()).toBe(0);
    await j.shot("ready", { fullPage: true });
    await j.expectAccessible();
  });

  it("pays in the sandbox dialog and sees 'Payment Successful', then My Account", async () => {
    const page = j.page;
    const total = await summaryAmount(page, "Total");
    const dialog = await placeOrder(page);
    await dialog.getByRole("button", { name: `Pay ${total}`, exact: true }).waitFor();
    await j.shot("sandbox-dialog");
    await j.expectAccessible();
    await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
    await expectPath(page, /^\/payment-success\/[\w-]+$/);
    await page.getByRole("heading", { level: 1, name: "Payment Successful" }).waitFor();
    await page.getByText("Thank you for your order!").waitFor();
    expect(await resultFact(page, "Reference Number")).toMatch(/^pay_/);
    expect(await resultFact(page, "Payment Method")).toBe("Pay now");
    expect(await resultFact(page, "Date & Time")).toMatch(/^\d{2}\/\d{2}\/\d{2} - \d{2}:\d{2}$/);
    await j.shot("success");
    await j.expectAccessible();
    await expectPath(page, "/my-account");

    const orders = await ordersOf(j);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "Success", payment_mode: "Pay now", coupon_code: "WELCOME10" });
    // Charged what the summary showed: no tax line on top.
    expect(Number(total.replace(/[₹,]/g, ""))).toBe(orders[0]?.totalAmountbeforePay);
    expect(await serverCartOf(j)).toEqual([]);
    expect(await checkoutData(page)).toBeNull();
    await expectCartCount(page, 0);
  });
});

journey("checkout-payment-failed", (j) => {
  let account: Account;

  beforeAll(async () => {
    account = await registerThroughApi(j, "checkout-fail", "Ira");
  });

  it("opened directly (a bookmark, a new tab), /checkout checks out the cart, not 'Your cart is empty!'", async () => {
    const page = j.page;
    await logIn(j, account);
    await addAddressThroughApi(j);
    const [product] = await someProducts(j, 1);
    await fillCart(j, product ? [product] : []);
    expect(await checkoutData(page)).toBeNull();
    await j.goto("/checkout");
    await checkoutReady(page);
    expect(await page.getByText("Your cart is empty!").count()).toBe(0);
    await summary(page)
      .getByText(product?.title ?? "")
      .first()
      .waitFor();
    await expect.poll(() => summaryAmount(page, "Includes GST")).toMatch(/^₹/);
    await j.shot("direct", { fullPage: true });
    await j.expectAccessible();
  });

  it("a failed payment lands on 'Payment failed', then the cart, still full", async () => {
    const page = j.page;
    // The refused verification is the point: its 400 and the log line are expected.
    j.problems.allow(/status of 400/);
    j.problems.allow(/Payment verification failed/);
    const dialog = await placeOrder(page);
    await dialog.getByRole("button", { name: "Fail" }).click();
    await expectPath(page, /^\/payment-failed\/[\w-]+$/);
    await page.getByRole("heading", { level: 1, name: "Payment failed" }).waitFor();
    await page.getByText("Your payment could not be processed.").waitFor();
    await j.shot("failed");
    await j.expectAccessible();
    await expectPath(page, "/cart");
    await page.getByRole("heading", { level: 1, name: /^Your Cart/ }).waitFor();
    expect(await serverCartOf(j)).toHaveLength(1);
    const orders = await ordersOf(j);
    expect(orders.map((o) => o.status)).toEqual(["Failed"]);
    await j.shot("back-to-cart");
  });
});
