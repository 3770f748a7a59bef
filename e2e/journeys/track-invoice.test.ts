// Tracking and the GST invoice (spec §2 Order tracking, /invoice): the shop owner moves a paid order to
// Out for delivery; its tracking page shows that step and Download Invoice; the invoice splits the GST
// into CGST + SGST for a Maharashtra address (the tracking bill shows the same GST inside the total, no
// fixed tax line), adds up to what was charged and prints on a clean A4 page.
// Someone else's order reads as not found.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { type Account, logInThroughForm, registerThroughApi } from "./account-steps.js";
import { moveOrderTo, type PaidOrder, placePaidOrder } from "./order-steps.js";

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(amount);

journey("track-invoice", (j) => {
  let account: Account;
  let order: PaidOrder;
  let strangersOrder: PaidOrder;

  beforeAll(async () => {
    account = await registerThroughApi(j, "invoice", "Neha");
    order = await placePaidOrder(j, account);
    await moveOrderTo(j, order.orderId, ["Processing", "Packed", "Shipped", "Out for delivery"]);
    strangersOrder = await placePaidOrder(j, await registerThroughApi(j, "stranger", "Irfan"));
  });

  it("shows Out for delivery as the current step, and Download Invoice", async () => {
    const page = j.page;
    // The customer's own order answers at every step: no request of the page is refused.
    const refused: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
    });
    await j.goto(`/track/${order.orderId}`);
    await logInThroughForm(page, account, `/track/${order.orderId}`);
    await page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }).waitFor();
    expect((await page.locator('[aria-current="step"]').textContent())?.trim()).toMatch(
      /Out for delivery \(current step\)$/,
    );
    await page.getByRole("link", { name: "Download Invoice" }).waitFor();
    // The bill: the GST inside the total, CGST + SGST within Maharashtra, no fixed tax line.
    const bill = page.getByRole("region", { name: "Bill details" });
    await bill.getByText("Includes GST").waitFor();
    expect(await bill.getByText("CGST").count()).toBe(1);
    expect(await bill.getByText(/Gst Tax/).count()).toBe(0);
    await j.shot("track-out-for-delivery", { fullPage: true });
    await j.expectAccessible();
    expect(refused).toEqual([]);
  });

  it("opens the invoice: CGST + SGST within Maharashtra, totals equal to the charge", async () => {
    const page = j.page;
    await page.getByRole("link", { name: "Download Invoice" }).click();
    await page.waitForURL((url) => url.pathname === "/invoice");
    expect(new URL(page.url()).searchParams.get("order")).toBe(order.orderId);
    await page.getByRole("heading", { level: 1, name: "Tax Invoice" }).waitFor();
    const sheet = page.locator("[data-invoice-sheet]");
    expect(await sheet.getByText("GSTIN: 27ABCDE1234F1Z5").count()).toBe(1);
    expect(await sheet.getByText("Maharashtra (27)").count()).toBeGreaterThanOrEqual(2);
    const headers = await sheet.getByRole("columnheader").allTextContents();
    expect(headers).toEqual(expect.arrayContaining(["HSN", "Taxable value", "GST rate", "CGST", "SGST"]));
    expect(headers).not.toContain("IGST");
    expect(await sheet.getByText(/^INV\/\d{4}-\d{2}\/\d{6}$/).count()).toBe(1);
    const grand = sheet.locator("dt", { hasText: "Invoice total" }).locator("xpath=following-sibling::dd");
    expect((await grand.textContent())?.trim()).toBe(rupees(order.total));
    expect(await sheet.getByText(/^Rupees .* Only$/).count()).toBe(1);
    expect(await sheet.getByText(/Gst Tax/).count()).toBe(0);
    await j.shot("invoice", { fullPage: true });
    await j.expectAccessible();
  });

  it("prints only the invoice on an A4 page", async () => {
    const page = j.page;
    await page.emulateMedia({ media: "print" });
    try {
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
      expect(await page.locator("[data-invoice-sheet]").isVisible()).toBe(true);
      await j.shot("invoice-print", { fullPage: true });
      const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
      // One page: a PDF names each page object with /Type /Page.
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });

  it("reads someone else's order as not found, on tracking and invoice", async () => {
    const page = j.page;
    // The browser reports the API's 404 answers in its console; they are the point of this test.
    j.problems.allow(/status of 404/);
    await j.goto(`/track/${strangersOrder.orderId}`);
    await page.getByRole("heading", { level: 1, name: "Order not found" }).waitFor();
    expect(await page.getByText(strangersOrder.productTitle).count()).toBe(0);
    await j.shot("track-not-found");
    await j.expectAccessible();
    await j.goto(`/invoice?order=${strangersOrder.orderId}`);
    await page.getByRole("heading", { level: 1, name: "Invoice not found" }).waitFor();
  });
});
