// A shopper pays for an order in the shop; the owner finds it on the dashboard (today's paid orders and
// revenue, its product among the top products), then exports GSTR-1 for the month of the order's
// invoice: the page's summary names the invoice, and the downloaded docs and HSN sheets hold it.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { type Account, registerThroughApi, storedAccessToken } from "./account-steps.js";
import { adminJourney, OWNER } from "./admin-steps.js";
import {
  addAddressThroughApi,
  expectPath,
  fillCart,
  logIn,
  ordersOf,
  placeOrder,
  proceedToCheckout,
  someProducts,
} from "./checkout-steps.js";

interface Invoice {
  invoice_number: string;
  invoice_date: string;
  totals: { total: number; taxable_value: number };
  lines: { hsn_code: string | null; kind: string; quantity: number | null }[];
}

const IST_MS = 330 * 60_000;
// Paid orders placed by this file so far (one per viewport, phone first, on the same store).
let paidOrders = 0;

/** Clicks a download button and reads the file the browser saved. */
async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** A CSV without quoted commas (the sheets' cells are codes, numbers and invoice numbers) as records. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const names = (header ?? "").split(",");
  return rows.map((row) => Object.fromEntries(row.split(",").map((cell, index) => [names[index], cell])));
}

adminJourney("admin-reports", (j) => {
  let account: Account;
  let invoice: Invoice;
  let productTitle = "";

  beforeAll(async () => {
    account = await registerThroughApi(j, "reports", "Nisha");
  });

  it("a shopper pays for an order in the shop", async () => {
    const page = j.page;
    await logIn(j, account);
    await addAddressThroughApi(j);
    const [product] = await someProducts(j, 1);
    if (!product) throw new Error("no product to buy");
    productTitle = product.title;
    await fillCart(j, [product]);
    await j.goto("/cart");
    await proceedToCheckout(page);
    const dialog = await placeOrder(page);
    await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
    await expectPath(page, /^\/payment-success\/[\w-]+$/);
    paidOrders += 1;
    const [order] = await ordersOf(j);
    expect(order?.status).toBe("Success");
    const res = await fetch(j.url(`/api/payment/order/${order?.order_id}/invoice`), {
      headers: { authorization: `Bearer ${await storedAccessToken(page)}`, "x-main-id": "demo-store" },
    });
    expect(res.status).toBe(200);
    invoice = ((await res.json()) as { data: Invoice }).data;
    expect(invoice.invoice_number).toMatch(/^INV\//);
  });

  it("the owner lands on the dashboard and finds the order in today's figures", async () => {
    await j.freshPage();
    await j.signIn(OWNER, { stay: true });
    const page = j.page;
    const today = page.getByRole("region", { name: /^Today/ });
    const orders = today.locator("dt", { hasText: "Paid orders" }).locator("xpath=following-sibling::dd[1]");
    await expect
      .poll(async () => (await orders.textContent())?.trim())
      .toMatch(new RegExp(`^${paidOrders}\\D`));
    // Revenue (net of refunds: none yet, so the refunds figure alone reads ₹0.00) is the order's.
    const revenue = today
      .locator("dt", { hasText: "Revenue, net of refunds" })
      .locator("xpath=following-sibling::dd[1]");
    expect((await revenue.textContent())?.trim()).not.toMatch(/^₹0\.00/);
    const refunds = today.locator("dt", { hasText: /^Refunds$/ }).locator("xpath=following-sibling::dd[1]");
    expect((await refunds.textContent())?.trim()).toMatch(/^₹0\.00/);
    await page
      .getByRole("region", { name: "Top products" })
      .getByRole("link", { name: productTitle })
      .waitFor();
    // The chart loads after the figures: its canvas appears in the chart's panel.
    await page.locator("section[aria-labelledby='chart-title'] canvas").first().waitFor();
    await j.shot("dashboard", { fullPage: true });
    await j.expectAccessible();
  });

  it("the owner exports GSTR-1 for the month of the order: the summary and the files hold its invoice", async () => {
    const page = j.page;
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Reports" })
      .click();
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    const month = new Date(new Date(invoice.invoice_date).getTime() + IST_MS).toISOString().slice(0, 7);
    await page.getByLabel("Month").fill(month);
    const summary = page.getByText(/invoices? issued in/);
    await expect
      .poll(async () => (await summary.textContent()) ?? "")
      .toContain(`to ${invoice.invoice_number}`);
    await j.shot("gstr1", { fullPage: true });
    await j.expectAccessible();

    const docs = await downloaded(page, "Download docs.csv");
    expect(docs.name).toBe(`gstr1-${month}-docs.csv`);
    const [series] = records(docs.text);
    expect(series).toMatchObject({
      "Nature of Document": "Invoices for outward supply",
      "Sr. No. To": invoice.invoice_number,
      "Total Number": String(paidOrders),
    });

    const hsn = records((await downloaded(page, "Download hsn.csv")).text);
    const code = invoice.lines.find((line) => line.kind === "goods")?.hsn_code ?? "";
    const row = hsn.find((one) => one.HSN === code);
    expect(row, `an HSN row for ${code}`).toBeDefined();
    expect(Number(row?.["Total Quantity"])).toBeGreaterThanOrEqual(
      invoice.lines.reduce((sum, line) => sum + (line.kind === "goods" ? (line.quantity ?? 0) : 0), 0),
    );
    const taxable = hsn.reduce((sum, one) => sum + Math.round(Number(one["Taxable Value"]) * 100), 0);
    expect(taxable).toBeGreaterThanOrEqual(Math.round(invoice.totals.taxable_value * 100));
    await j.shot("gstr1-downloaded");
  });
});
