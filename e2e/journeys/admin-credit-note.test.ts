// A GST credit note from both sides (issue 33): the owner refunds a unit of a paid order and prints its
// credit note from the order page; the shopper opens it from the invoice, and it prints on one A4 page
// like the invoice.
import { expect, it } from "vitest";
import { type Account, logInThroughForm, registerThroughApi } from "./account-steps.js";
import { adminJourney, OWNER } from "./admin-steps.js";
import { type PaidOrder, placePaidOrder } from "./order-steps.js";

adminJourney("admin-credit-note", (j) => {
  let order: PaidOrder | undefined;
  let account: Account | undefined;

  it("the owner refunds a unit, and prints the order's credit note", async () => {
    account = await registerThroughApi(j, "credited");
    order = await placePaidOrder(j, account);
    await j.signIn(OWNER);
    await j.goto(`/admin/orders/${order.orderId}`);
    await j.page.getByRole("heading", { name: `Order ${order.orderId}` }).waitFor();
    await j.page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = j.page.getByRole("dialog");
    await dialog.getByLabel(order.productTitle).fill("1");
    await dialog.getByLabel("Reason").fill("Leaked in transit");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    const link = j.page.getByRole("link", { name: /^Print credit note CN\// });
    await link.waitFor();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/admin\/orders\/.+\/credit-notes\?number=CN/);
    await j.goto(href ?? "");
    await j.page.getByRole("heading", { level: 1, name: "Credit Note" }).waitFor();
    const sheet = j.page.locator("[data-invoice-sheet]");
    expect(await sheet.getByText(/^INV\/\d{4}-\d{2}\/\d{6}$/).count()).toBe(1);
    expect(await sheet.getByText("Reason: Leaked in transit").count()).toBe(1);
    await j.shot("admin-credit-note", { fullPage: true });
    await j.expectAccessible();
  });

  it("the shopper opens it from the invoice; it prints on one A4 page", async () => {
    if (!order || !account) throw new Error("the order was not placed");
    await j.freshPage();
    const path = `/invoice?order=${order.orderId}`;
    await j.goto(path);
    await logInThroughForm(j.page, account, "/invoice");
    const notes = j.page.getByRole("navigation", { name: "Credit notes" });
    await notes.getByRole("link").first().click();
    await j.page.getByRole("heading", { level: 1, name: "Credit Note" }).waitFor();
    const sheet = j.page.locator("[data-invoice-sheet]");
    const headers = await sheet.getByRole("columnheader").allTextContents();
    expect(headers).toEqual(expect.arrayContaining(["HSN", "Taxable value", "GST rate"]));
    expect(await sheet.getByText(/^Rupees .* Only$/).count()).toBe(1);
    await j.shot("shop-credit-note", { fullPage: true });
    await j.expectAccessible();
    await j.page.emulateMedia({ media: "print" });
    try {
      const pdf = await j.page.pdf({ format: "A4", preferCSSPageSize: true });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    } finally {
      await j.page.emulateMedia({ media: "screen" });
    }
  });
});
