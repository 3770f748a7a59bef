// Dashboard and reports over HTTP: who may call them, bad months and ranges, the dashboard's figures,
// the sales CSV, and GSTR-1 whose every table adds up to the month's issued invoices to the paisa, on
// orders inside and outside Maharashtra, with coupons, delivery charges, a buyer's GSTIN, a sale above
// ₹1 lakh across states and an order cancelled with its refund (its credit note takes the invoice back).
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pincodes, products } from "../../../db/schema.js";
import {
  FORT,
  insertAddress,
  insertCoupon,
  insertProduct,
  orderBody,
  payThroughSandbox,
} from "../../../test-support/checkout-kit.js";
import {
  startTestApp,
  TEST_SECRETS,
  type TestApp,
  testDatabaseKinds,
} from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser, type TestUser } from "../../../test-support/users.js";

const BENGALURU = "560001";
const IST_MS = 330 * 60_000;
const paise = (rupees: number) => Math.round(rupees * 100);
const istDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

type Row = Record<string, string>;

interface InvoiceLine {
  kind: string;
  hsn_code: string | null;
  quantity: number | null;
  gst_rate: number;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
}
interface Invoice {
  invoice_number: string;
  invoice_date: string;
  supply_type: string;
  totals: { total: number; taxable_value: number; cgst: number; sgst: number; igst: number };
  lines: InvoiceLine[];
}

describe.each(await testDatabaseKinds())("dashboard and reports on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  let staff: TestStaff;
  let customer: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    staff = await createTestStaff(t, "staff");
    customer = await createTestUser(t);
    await t.ctx.db
      .insert(pincodes)
      .values({ main_id: "demo-store", pincode: BENGALURU, status: "Active" })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.request({ method: "GET", url, token: token ?? owner.accessToken });
  const getAs = (url: string, token: string | undefined) => t.request({ method: "GET", url, token });
  const month = () => istDay(t.now()).slice(0, 7);
  const today = () => istDay(t.now());

  async function product(price: number, gstRate: number, hsn: string, stock = 50) {
    const id = await insertProduct(t, { price, sale: price, stock, hsn });
    await t.ctx.db.update(products).set({ gst_rate: gstRate }).where(eq(products.product_id, id));
    return id;
  }

  async function paidOrder(options: {
    lines: { product_id: number; quantity: number }[];
    pincode?: string;
    coupon?: string;
    gstin?: string;
  }) {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user, options.pincode);
    return payThroughSandbox(
      t,
      user,
      orderBody({
        lines: options.lines,
        address,
        ...(options.coupon ? { coupon: options.coupon } : {}),
        ...(options.gstin ? { extra: { user_gstNo: options.gstin } } : {}),
      }),
    );
  }

  describe("who may call what", () => {
    const urls = () => ({
      dashboard: "/api/admin/dashboard",
      sales: `/api/admin/reports/sales?from=${today()}&to=${today()}`,
      gstr1: `/api/admin/reports/gstr1?month=${month()}`,
      sheet: `/api/admin/reports/gstr1/b2cs?month=${month()}`,
    });
    it.each([
      ["dashboard", "no token", (): string | undefined => undefined, 401],
      ["dashboard", "a customer's token", (): string | undefined => customer.accessToken, 401],
      ["dashboard", "the automation token", (): string | undefined => TEST_SECRETS.adminToken, 401],
      ["dashboard", "a staff token", (): string | undefined => staff.accessToken, 200],
      ["sales", "no token", (): string | undefined => undefined, 401],
      ["sales", "a customer's token", (): string | undefined => customer.accessToken, 401],
      ["sales", "a staff token", (): string | undefined => staff.accessToken, 403],
      ["sales", "an owner's token", (): string | undefined => owner.accessToken, 200],
      ["gstr1", "no token", (): string | undefined => undefined, 401],
      ["gstr1", "a customer's token", (): string | undefined => customer.accessToken, 401],
      ["gstr1", "a staff token", (): string | undefined => staff.accessToken, 403],
      ["gstr1", "an owner's token", (): string | undefined => owner.accessToken, 200],
      ["sheet", "a staff token", (): string | undefined => staff.accessToken, 403],
      ["sheet", "an owner's token", (): string | undefined => owner.accessToken, 200],
    ] as const)("%s with %s", async (which, _name, token, status) => {
      const res = await getAs(urls()[which], token());
      expect(res.statusCode, res.body).toBe(status);
      if (status === 403) expect(res.json().message).toMatch(/Only the store owner/);
    });
  });

  it.each([
    ["an unknown month", "/api/admin/reports/gstr1?month=2026-13", /YYYY-MM/],
    ["a month as words", "/api/admin/reports/gstr1?month=November", /YYYY-MM/],
    ["a month before GST", "/api/admin/reports/gstr1?month=2017-06", /July 2017/],
    ["a month to come", "/api/admin/reports/gstr1/hsn?month=2999-01", /not begun/],
    ["no month", "/api/admin/reports/gstr1", /required/],
    ["an unknown sheet", "/api/admin/reports/gstr1/gstr3b?month=2026-11", /one of/],
    ["a range the wrong way round", "/api/admin/reports/sales?from=2026-11-20&to=2026-11-01", /on or before/],
    ["a date that is not one", "/api/admin/reports/sales?from=yesterday&to=2026-11-01", /not valid/],
    ["a range without its end", "/api/admin/reports/sales?from=2026-11-01", /required/],
  ])("%s -> 400 with a clear message", async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it("a store with no paid orders: zeros, every waiting status, 30 empty days", async () => {
    const res = await get("/api/admin/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.hasOrders).toBe(false);
    expect(data.today).toBe(today());
    expect(data.periods.map((p: { key: string }) => p.key)).toEqual(["today", "7d", "30d"]);
    for (const period of data.periods) {
      expect(period.current).toEqual({ revenue: 0, refunds: 0, orders: 0, averageOrderValue: 0 });
      expect(period.previous).toEqual({ revenue: 0, refunds: 0, orders: 0, averageOrderValue: 0 });
    }
    expect(data.waiting.map((w: { status: string }) => w.status)).toEqual([
      "Pending",
      "Processing",
      "Packed",
      "Shipped",
      "Out for delivery",
    ]);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)).toEqual({ day: today(), revenue: 0, refunds: 0, orders: 0 });
    expect(data.topProducts).toEqual([]);
  });

  it("the dashboard counts paid orders today, then as the period before; waiting, top products, low stock", async () => {
    const tea = await product(250, 5, "0902", 7);
    const first = await paidOrder({ lines: [{ product_id: tea, quantity: 2 }] });
    const second = await paidOrder({ lines: [{ product_id: tea, quantity: 1 }] });
    const orders = await Promise.all(
      [first, second].map(async (id) => (await get(`/api/admin/orders/${id}`)).json().data.order),
    );
    const revenue = orders.reduce((sum, order) => sum + paise(order.totalAmountbeforePay), 0);

    const data = (await get("/api/admin/dashboard", staff.accessToken)).json().data;
    expect(data.hasOrders).toBe(true);
    const todayFigures = data.periods.find((p: { key: string }) => p.key === "today");
    expect(todayFigures.current).toEqual({
      revenue: revenue / 100,
      refunds: 0,
      orders: 2,
      averageOrderValue: Math.round(revenue / 2) / 100,
    });
    expect(data.daily.at(-1)).toEqual({ day: today(), revenue: revenue / 100, refunds: 0, orders: 2 });
    expect(data.waiting.find((w: { status: string }) => w.status === "Pending").count).toBe(2);
    expect(data.topProducts[0]).toMatchObject({ product_id: tea, quantity: 3, revenue: 750 });
    // 7 − 3 = 4 left: low.
    expect(data.lowStock.items.map((p: { product_id: number }) => p.product_id)).toContain(tea);
    expect(data.lowStock.total).toBeGreaterThanOrEqual(1);

    // A cancelled order leaves the figures and the waiting list.
    // A paid order is cancelled only with its refund.
    const cancel = await t.request({
      method: "POST",
      url: `/api/admin/orders/${second}/cancel-and-refund`,
      headers: { "idempotency-key": `report-cancel-${second}` },
      payload: { reason: "The customer asked to cancel" },
      token: staff.accessToken,
    });
    expect(cancel.statusCode, cancel.body).toBe(201);
    const after = (await get("/api/admin/dashboard")).json().data;
    expect(after.periods[0].current.orders).toBe(1);
    // Its refund is not taken off again: the cancelled order already left the revenue.
    expect(after.periods[0].current).toMatchObject({
      revenue: paise(orders[0].totalAmountbeforePay) / 100,
      refunds: 0,
    });
    expect(after.waiting.find((w: { status: string }) => w.status === "Pending").count).toBe(1);
    // A partial refund of a kept order: its own figure, taken off the revenue of the day it was made.
    const partial = await t.request({
      method: "POST",
      url: `/api/admin/orders/${first}/refunds`,
      headers: { "idempotency-key": `report-partial-${first}` },
      payload: { amount: 12.34, method: "gateway", reason: "A dented tin" },
      token: owner.accessToken,
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const refunded = (await get("/api/admin/dashboard")).json().data;
    const kept = paise(orders[0].totalAmountbeforePay);
    expect(refunded.periods[0].current).toEqual({
      revenue: (kept - 1234) / 100,
      refunds: 12.34,
      orders: 1,
      averageOrderValue: kept / 100,
    });
    expect(refunded.daily.at(-1)).toMatchObject({ revenue: (kept - 1234) / 100, refunds: 12.34 });
    const sales = await get(`/api/admin/reports/sales?from=${today()}&to=${today()}`);
    const saleRows = parse(sales.body, { columns: true }) as Row[];
    expect(saleRows.find((row) => row.order_id === first)).toMatchObject({
      total: (kept / 100).toFixed(2),
      refunds: "12.34",
      net_total: ((kept - 1234) / 100).toFixed(2),
    });
    expect(saleRows.find((row) => row.order_id === second)).toMatchObject({
      order_status: "Cancelled",
      refunds: orders[1].totalAmountbeforePay.toFixed(2),
      net_total: "0.00",
    });

    // The next day, today's sales are the period before (net of the refund made that day).
    t.advance(24 * 3600_000);
    const owner2 = await createTestStaff(t, "owner");
    const next = (await get("/api/admin/dashboard", owner2.accessToken)).json().data;
    const nextToday = next.periods.find((p: { key: string }) => p.key === "today");
    expect(nextToday.current.orders).toBe(0);
    expect(nextToday.previous.orders).toBe(1);
    expect(nextToday.previous).toMatchObject({ revenue: (kept - 1234) / 100, refunds: 12.34 });
    const week = next.periods.find((p: { key: string }) => p.key === "7d");
    expect(week.current.orders).toBe(1);
    owner = owner2;
  });

  it("the sales report lists the orders paid in the range, oldest first, and none outside it", async () => {
    const cone = await product(120, 5, "3305");
    const orderId = await paidOrder({ lines: [{ product_id: cone, quantity: 3 }], pincode: BENGALURU });
    const res = await get(`/api/admin/reports/sales?from=${today()}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="sales-demo-store-/);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.order_id === orderId);
    expect(row).toMatchObject({
      kind: "product",
      payment_mode: "Pay now",
      order_status: "Pending",
      items: "1",
      amount_before_discount: "360.00",
      shipping_pincode: BENGALURU,
      place_of_supply: "29-Karnataka",
    });
    expect(row?.invoice_number).toMatch(/^INV\//);
    expect(row?.paid_at?.slice(0, 10)).toBe(today());
    const before = await get("/api/admin/reports/sales?from=2020-01-01&to=2020-01-31");
    expect(parse(before.body)).toEqual([parse(res.body)[0]]);
  });

  it("GSTR-1 adds up to the month's issued invoices to the paisa, in the offline tool's sheets", async () => {
    const cone = await product(105, 5, "3305");
    const oil = await product(333.33, 18, "3301");
    const gold = await product(60_000, 3, "7113", 10);
    const coupon = await insertCoupon(t, { percentage_offer: 10 });
    const flat = await insertCoupon(t, { price_offer: 100, min_amount: 499 });
    const ids = [
      // Inside Maharashtra, delivery charged (Fort's band is never free).
      await paidOrder({ lines: [{ product_id: cone, quantity: 2 }], pincode: FORT }),
      // Inside, a coupon over two rates.
      await paidOrder({
        lines: [
          { product_id: cone, quantity: 3 },
          { product_id: oil, quantity: 1 },
        ],
        coupon,
      }),
      // Outside (Karnataka), a flat coupon, delivery.
      await paidOrder({
        lines: [
          { product_id: oil, quantity: 2 },
          { product_id: cone, quantity: 1 },
        ],
        pincode: BENGALURU,
        coupon: flat,
      }),
      // A registered buyer: B2B.
      await paidOrder({
        lines: [{ product_id: cone, quantity: 4 }],
        pincode: BENGALURU,
        gstin: "29ABCDE1234F1Z5",
      }),
      // Across states above ₹1 lakh: B2C large.
      await paidOrder({ lines: [{ product_id: gold, quantity: 2 }], pincode: BENGALURU }),
    ];
    const cancelled = await paidOrder({ lines: [{ product_id: cone, quantity: 1 }], pincode: BENGALURU });
    // A paid order is cancelled only with its refund.
    const cancel = await t.request({
      method: "POST",
      url: `/api/admin/orders/${cancelled}/cancel-and-refund`,
      headers: { "idempotency-key": `report-cancel-${cancelled}` },
      payload: { reason: "The customer asked to cancel" },
      token: owner.accessToken,
    });
    expect(cancel.statusCode, cancel.body).toBe(201);

    // Every invoice of the month (this suite's earlier orders too), as the customers' invoices say.
    const listed = (await get("/api/admin/orders?limit=200")).json().data as { order_id: string }[];
    // An order cancelled with its refund has a credit note: its invoice stands and the note takes it back.
    const invoices: (Invoice & { cancelled: boolean })[] = [];
    const notes: (Invoice & { number: string; issued_at: string })[] = [];
    for (const { order_id } of listed) {
      const res = await get(`/api/admin/orders/${order_id}/invoice`);
      if (res.statusCode !== 200) continue;
      const invoice = res.json().data as Invoice & { orderStatus: string };
      const itsNotes = (await get(`/api/admin/orders/${order_id}/credit-notes`)).json().data as typeof notes;
      notes.push(...itsNotes.filter((note) => istDay(new Date(note.issued_at)).slice(0, 7) === month()));
      if (istDay(new Date(invoice.invoice_date)).slice(0, 7) !== month()) continue;
      invoices.push({ ...invoice, cancelled: invoice.orderStatus === "Cancelled" && itsNotes.length === 0 });
    }
    expect(notes.length).toBeGreaterThan(0);
    for (const id of [...ids, cancelled]) {
      expect(invoices.map((invoice) => invoice.invoice_number)).toContain(
        (await get(`/api/admin/orders/${id}/invoice`)).json().data.invoice_number,
      );
    }
    const issued = invoices.filter((invoice) => !invoice.cancelled);
    const sum = (pick: (invoice: Invoice) => number) =>
      issued.reduce((s, invoice) => s + paise(pick(invoice)), 0) -
      notes.reduce((s, note) => s + paise(pick(note)), 0);
    expect(issued.some((invoice) => invoice.supply_type === "intra-state")).toBe(true);
    expect(issued.some((invoice) => invoice.supply_type === "inter-state")).toBe(true);

    const res = await get(`/api/admin/reports/gstr1?month=${month()}`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary.supplier).toMatchObject({ gstin: "27ABCDE1234F1Z5", state: { code: "27" } });
    expect(summary.cancelled).toBe(invoices.length - issued.length);
    const totals = {
      invoices: summary.totals.invoices,
      value: paise(summary.totals.value),
      taxable: paise(summary.totals.taxable),
      cgst: paise(summary.totals.cgst),
      sgst: paise(summary.totals.sgst),
      igst: paise(summary.totals.igst),
    };
    expect(totals).toEqual({
      invoices: issued.length,
      value: sum((invoice) => invoice.totals.total),
      taxable: sum((invoice) => invoice.totals.taxable_value),
      cgst: sum((invoice) => invoice.totals.cgst),
      sgst: sum((invoice) => invoice.totals.sgst),
      igst: sum((invoice) => invoice.totals.igst),
    });
    expect(summary.sections.b2b.invoices).toBe(1);
    expect(summary.sections.b2cl.invoices).toBe(1);

    const sheet = async (name: string) => {
      const one = await get(`/api/admin/reports/gstr1/${name}?month=${month()}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.headers["content-disposition"]).toContain(`gstr1-${month()}-${name}.csv`);
      return parse(one.body, { columns: true }) as Record<string, string>[];
    };
    const cents = (rows: Record<string, string>[], column: string) =>
      rows.reduce((s, row) => s + paise(Number(row[column])), 0);
    const [b2b, b2cl, b2cs, cdnr, cdnur, hsn, hsnB2b, hsnB2c, docs] = (await Promise.all(
      ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "hsn_b2b", "hsn_b2c", "docs"].map(sheet),
    )) as [Row[], Row[], Row[], Row[], Row[], Row[], Row[], Row[], Row[]];

    // Taxable value: the invoice tables less the note tables, and the HSN summary, each equal to the
    // invoices less the credit notes.
    expect(
      cents(b2b, "Taxable Value") +
        cents(b2cl, "Taxable Value") +
        cents(b2cs, "Taxable Value") -
        cents(cdnr, "Taxable Value") -
        cents(cdnur, "Taxable Value"),
    ).toBe(totals.taxable);
    expect(cents(hsn, "Taxable Value")).toBe(totals.taxable);
    expect(cents(hsn, "Integrated Tax Amount")).toBe(totals.igst);
    expect(cents(hsn, "Central Tax Amount")).toBe(totals.cgst);
    expect(cents(hsn, "State/UT Tax Amount")).toBe(totals.sgst);
    expect(cents(hsn, "Total Value")).toBe(totals.value);
    // The HSN table's B2B and B2C tabs split it: B2B holds the registered buyer's invoice only.
    expect(cents(hsnB2b, "Taxable Value") + cents(hsnB2c, "Taxable Value")).toBe(totals.taxable);
    expect(cents(hsnB2b, "Integrated Tax Amount") + cents(hsnB2c, "Integrated Tax Amount")).toBe(totals.igst);
    expect(cents(hsnB2b, "Taxable Value")).toBe(cents(b2b, "Taxable Value") - cents(cdnr, "Taxable Value"));

    const b2bInvoice = (await get(`/api/admin/orders/${ids[3]}/invoice`)).json().data as Invoice;
    expect(b2b[0]).toMatchObject({
      "GSTIN/UIN of Recipient": "29ABCDE1234F1Z5",
      "Invoice Number": b2bInvoice.invoice_number,
      "Invoice Value": b2bInvoice.totals.total.toFixed(2),
      "Place Of Supply": "29-Karnataka",
      "Reverse Charge": "N",
      "Invoice Type": "Regular B2B",
      Rate: "5",
    });
    const large = (await get(`/api/admin/orders/${ids[4]}/invoice`)).json().data as Invoice;
    expect(b2cl.map((row) => row["Invoice Number"])).toEqual([large.invoice_number]);
    expect(b2cs.every((row) => row.Type === "OE")).toBe(true);
    expect(b2cs.map((row) => row["Place Of Supply"])).toEqual(
      expect.arrayContaining(["27-Maharashtra", "29-Karnataka"]),
    );
    const cones = hsn.find((row) => row.HSN === "3305" && row.Rate === "5");
    expect(cones?.UQC).toBe("NOS-NUMBERS");

    const numbers = invoices.map((invoice) => invoice.invoice_number).sort();
    const noteNumbers = notes.map((note) => note.number).sort();
    expect(docs).toEqual([
      {
        "Nature of Document": "Invoices for outward supply",
        "Sr. No. From": numbers[0],
        "Sr. No. To": numbers.at(-1),
        "Total Number": String(invoices.length),
        Cancelled: String(invoices.length - issued.length),
      },
      {
        "Nature of Document": "Credit Note",
        "Sr. No. From": noteNumbers[0],
        "Sr. No. To": noteNumbers.at(-1),
        "Total Number": String(notes.length),
        Cancelled: "0",
      },
    ]);
    expect(summary.docs[0]).toMatchObject({
      nature: "invoices",
      total: invoices.length,
      cancelled: invoices.length - issued.length,
    });
    expect(summary.credited.invoices).toBe(notes.length);
    expect(summary.sheets).toEqual([
      { sheet: "b2b", rows: b2b.length },
      { sheet: "b2cl", rows: b2cl.length },
      { sheet: "b2cs", rows: b2cs.length },
      { sheet: "cdnr", rows: cdnr.length },
      { sheet: "cdnur", rows: cdnur.length },
      { sheet: "hsn", rows: hsn.length },
      { sheet: "hsn_b2b", rows: hsnB2b.length },
      { sheet: "hsn_b2c", rows: hsnB2c.length },
      { sheet: "docs", rows: 2 },
    ]);
  });

  it("a month without invoices: headers only, zero totals", async () => {
    const summary = (await get("/api/admin/reports/gstr1?month=2020-02")).json().data;
    expect(summary.totals).toEqual({ invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(summary.docs).toEqual([]);
    const docs = await get("/api/admin/reports/gstr1/docs?month=2020-02");
    expect(docs.body.trim()).toBe("Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled");
  });
});
