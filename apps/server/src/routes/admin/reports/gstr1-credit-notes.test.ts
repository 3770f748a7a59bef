// GSTR-1 over a month of orders and refunds (issue 33), through HTTP on PGlite and PostgreSQL: goods and
// delivery refunded, in part and whole, inside Maharashtra (CGST + SGST) and outside it (IGST), for a
// registered buyer (cdnr) and a B2C large sale (cdnur). The return's net taxable value and tax equal the
// month's invoices minus its credit notes to the paisa, per kind of supply; a note issued the next month
// is reported in that month.
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pincodes, products } from "../../../db/schema.js";
import {
  FORT,
  insertAddress,
  insertCoupon,
  insertProduct,
  newKey,
  orderBody,
  payThroughSandbox,
} from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

const BENGALURU = "560001";
const IST_MS = 330 * 60_000;
const paise = (rupees: number) => Math.round(rupees * 100);
const istMonth = (at: string | Date) => new Date(new Date(at).getTime() + IST_MS).toISOString().slice(0, 7);

type Row = Record<string, string>;
interface Amounts {
  supply_type: "intra-state" | "inter-state";
  totals: { total: number; taxable_value: number; cgst: number; sgst: number; igst: number };
}
interface Invoice extends Amounts {
  invoice_number: string;
  invoice_date: string;
  orderStatus: string;
}
interface Note extends Amounts {
  number: string;
  issued_at: string;
}

describe.each(await testDatabaseKinds())("GSTR-1 net of credit notes on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    await t.ctx.db
      .insert(pincodes)
      .values({ main_id: "demo-store", pincode: BENGALURU, status: "Active" })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: "GET", url, token: owner.accessToken });

  async function product(price: number, gstRate: number, hsn: string) {
    const id = await insertProduct(t, { price, sale: price, stock: 100, hsn });
    await t.ctx.db.update(products).set({ gst_rate: gstRate }).where(eq(products.product_id, id));
    return id;
  }

  async function paidOrder(options: {
    lines: { product_id: number; quantity: number }[];
    pincode: string;
    coupon?: string;
    gstin?: string;
  }) {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user, options.pincode);
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({
        lines: options.lines,
        address,
        ...(options.coupon ? { coupon: options.coupon } : {}),
        ...(options.gstin ? { extra: { user_gstNo: options.gstin } } : {}),
      }),
    );
    const facts = (await get(`/api/admin/orders/${orderId}/refunds`)).json().data;
    // The order's lines, in the order they were bought.
    const items = (facts.lines as { item_id: number }[]).map((line) => line.item_id);
    const item = (productId: number) =>
      items[options.lines.findIndex((line) => line.product_id === productId)] ?? -1;
    return { orderId, item };
  }

  async function refund(orderId: string, body: Record<string, unknown>) {
    const res = await t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      token: owner.accessToken,
      headers: { "idempotency-key": newKey() },
      payload: { method: "gateway", reason: "Returned", ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  async function cancelAndRefund(orderId: string) {
    const res = await t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/cancel-and-refund`,
      token: owner.accessToken,
      headers: { "idempotency-key": newKey() },
      payload: { reason: "The customer asked to cancel" },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  /** Every invoice issued and credit note of the month, as the back office prints them. */
  async function monthDocuments(month: string) {
    const listed = (await get("/api/admin/orders?limit=200")).json().data as { order_id: string }[];
    const invoices: (Invoice & { cancelled: boolean })[] = [];
    const notes: Note[] = [];
    for (const { order_id } of listed) {
      const res = await get(`/api/admin/orders/${order_id}/invoice`);
      if (res.statusCode !== 200) continue;
      const invoice = res.json().data as Invoice;
      const itsNotes = (await get(`/api/admin/orders/${order_id}/credit-notes`)).json().data as Note[];
      notes.push(...itsNotes.filter((note) => istMonth(note.issued_at) === month));
      if (istMonth(invoice.invoice_date) !== month) continue;
      invoices.push({ ...invoice, cancelled: invoice.orderStatus === "Cancelled" && itsNotes.length === 0 });
    }
    return { invoices: invoices.filter((invoice) => !invoice.cancelled), notes };
  }

  /** Invoices minus notes, in paise, for one kind of supply. */
  function net(docs: { invoices: Amounts[]; notes: Amounts[] }, supply: Amounts["supply_type"]) {
    const sum = (list: Amounts[], pick: (one: Amounts["totals"]) => number) =>
      list.filter((one) => one.supply_type === supply).reduce((s, one) => s + paise(pick(one.totals)), 0);
    const of = (pick: (one: Amounts["totals"]) => number) => sum(docs.invoices, pick) - sum(docs.notes, pick);
    return {
      taxable: of((x) => x.taxable_value),
      cgst: of((x) => x.cgst),
      sgst: of((x) => x.sgst),
      igst: of((x) => x.igst),
    };
  }

  async function sheet(name: string, month: string) {
    const res = await get(`/api/admin/reports/gstr1/${name}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body, { columns: true }) as Row[];
  }
  const cents = (rows: Row[], column: string) => rows.reduce((s, row) => s + paise(Number(row[column])), 0);

  it("a month of sales and refunds: net taxable value and tax = invoices − credit notes, in and out of state", async () => {
    const cone = await product(105, 5, "3305");
    const oil = await product(333.33, 18, "3301");
    const gold = await product(60_000, 3, "7113");
    const coupon = await insertCoupon(t, { percentage_offer: 10 });

    // Inside Maharashtra: a unit of a couponed line, then the delivery fee.
    const inside = await paidOrder({
      lines: [
        { product_id: cone, quantity: 3 },
        { product_id: oil, quantity: 1 },
      ],
      pincode: FORT,
      coupon,
    });
    await refund(inside.orderId, { lines: [{ item_id: inside.item(cone), quantity: 1 }] });
    await refund(inside.orderId, { delivery: true });
    // Inside, cancelled whole with its refund.
    const insideWhole = await paidOrder({ lines: [{ product_id: oil, quantity: 2 }], pincode: FORT });
    await cancelAndRefund(insideWhole.orderId);
    // Outside (Karnataka): the oil and the delivery in one refund.
    const outside = await paidOrder({
      lines: [
        { product_id: oil, quantity: 2 },
        { product_id: cone, quantity: 1 },
      ],
      pincode: BENGALURU,
    });
    await refund(outside.orderId, { lines: [{ item_id: outside.item(oil), quantity: 2 }], delivery: true });
    // Outside, cancelled whole.
    const outsideWhole = await paidOrder({ lines: [{ product_id: cone, quantity: 4 }], pincode: BENGALURU });
    await cancelAndRefund(outsideWhole.orderId);
    // A registered buyer inside the state (cdnr) and a large sale across states (cdnur).
    const registered = await paidOrder({
      lines: [{ product_id: cone, quantity: 5 }],
      pincode: FORT,
      gstin: "27AAACM1234F1Z2",
    });
    await refund(registered.orderId, { lines: [{ item_id: registered.item(cone), quantity: 2 }] });
    const large = await paidOrder({ lines: [{ product_id: gold, quantity: 2 }], pincode: BENGALURU });
    await refund(large.orderId, { lines: [{ item_id: large.item(gold), quantity: 1 }] });

    const month = istMonth(t.now());
    const docs = await monthDocuments(month);
    expect(docs.notes).toHaveLength(7);
    expect(docs.notes.some((note) => note.supply_type === "intra-state")).toBe(true);
    expect(docs.notes.some((note) => note.supply_type === "inter-state")).toBe(true);
    const inState = net(docs, "intra-state");
    const outOfState = net(docs, "inter-state");
    expect(inState.igst).toBe(0);
    expect(outOfState.cgst + outOfState.sgst).toBe(0);

    const summary = (await get(`/api/admin/reports/gstr1?month=${month}`)).json().data;
    const totals = (one: { taxable: number; cgst: number; sgst: number; igst: number }) => ({
      taxable: paise(one.taxable),
      cgst: paise(one.cgst),
      sgst: paise(one.sgst),
      igst: paise(one.igst),
    });
    expect(totals(summary.totals)).toEqual({
      taxable: inState.taxable + outOfState.taxable,
      cgst: inState.cgst,
      sgst: inState.sgst,
      igst: outOfState.igst,
    });
    expect(summary.credited.invoices).toBe(7);
    expect(summary.cancelled).toBe(0);
    expect(summary.sections.cdnr.invoices).toBe(1);
    expect(summary.sections.cdnur.invoices).toBe(1);

    // The sheets say the same: HSN's tax columns per kind of supply, the tables' taxable values.
    const hsn = await sheet("hsn", month);
    expect(cents(hsn, "Central Tax Amount")).toBe(inState.cgst);
    expect(cents(hsn, "State/UT Tax Amount")).toBe(inState.sgst);
    expect(cents(hsn, "Integrated Tax Amount")).toBe(outOfState.igst);
    expect(cents(hsn, "Taxable Value")).toBe(inState.taxable + outOfState.taxable);
    const [b2b, b2cl, b2cs, cdnr, cdnur] = await Promise.all(
      ["b2b", "b2cl", "b2cs", "cdnr", "cdnur"].map((name) => sheet(name, month)),
    );
    const taxableIn = (rows: Row[] | undefined, place: string) =>
      cents(
        (rows ?? []).filter((row) => row["Place Of Supply"] === place),
        "Taxable Value",
      );
    for (const [place, want] of [
      ["27-Maharashtra", inState.taxable],
      ["29-Karnataka", outOfState.taxable],
    ] as const) {
      expect(
        taxableIn(b2b, place) +
          taxableIn(b2cl, place) +
          taxableIn(b2cs, place) -
          taxableIn(cdnr, place) -
          taxableIn(cdnur, place),
      ).toBe(want);
    }
    expect(cdnr?.[0]).toMatchObject({ "GSTIN/UIN of Recipient": "27AAACM1234F1Z2", "Note Type": "C" });
    expect(cdnur?.[0]).toMatchObject({ "UR Type": "B2CL", "Place Of Supply": "29-Karnataka", Rate: "3" });
    const quantity = hsn.find((row) => row.HSN === "3305")?.["Total Quantity"];
    // Cones sold 3 + 1 + 4 + 5, credited 1 + 4 (cancelled) + 2.
    expect(quantity).toBe(String(13 - 7));

    // Next month: a refund of this month's sale is reported there, not here.
    t.advance(32 * 86_400_000);
    owner = await createTestStaff(t, "owner");
    await refund(inside.orderId, { lines: [{ item_id: inside.item(oil), quantity: 1 }] });
    const later = istMonth(t.now());
    const nextRes = await get(`/api/admin/reports/gstr1?month=${later}`);
    expect(nextRes.statusCode, nextRes.body).toBe(200);
    const next = nextRes.json().data;
    const again = (await get(`/api/admin/reports/gstr1?month=${month}`)).json().data;
    expect(again.totals).toEqual(summary.totals);
    expect(next.totals.invoices).toBe(0);
    expect(next.credited.invoices).toBe(1);
    const laterDocs = await monthDocuments(later);
    expect(totals(next.totals)).toEqual({
      taxable: net(laterDocs, "intra-state").taxable,
      cgst: net(laterDocs, "intra-state").cgst,
      sgst: net(laterDocs, "intra-state").sgst,
      igst: 0,
    });
    expect(next.totals.taxable).toBeLessThan(0);
    expect(next.docs).toEqual([expect.objectContaining({ nature: "credit-notes", total: 1 })]);
  });
});
