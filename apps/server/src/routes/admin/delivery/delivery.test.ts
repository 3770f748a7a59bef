// Delivery over HTTP on PGlite and PostgreSQL: bands saved whole and refused with the domain rule's
// message when Active ones overlap or leave a gap, the office placed by its pincode, the pincode list
// (one, many pasted, search, Active/Inactive), the warning for Active pincodes outside every Active
// band, and the shop's own reads answering each change. (Who may call these: store-setup.test.ts.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.js";
import { insertAddress, insertProduct, orderBody, postOrder } from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";
import { OFFICE_NOT_FOUND } from "./handlers.js";

const STORE = "demo-store";
const band = (min: number, max: number, price: number, status = "Active") => ({
  min_kilometer: min,
  max_kilometer: max,
  delivery_price: price,
  status,
});
const free = (min: number, max: number, threshold: number, status = "Active") => ({
  min_kilometer: min,
  max_kilometer: max,
  freedelivery_price: threshold,
  status,
});

describe.each(await testDatabaseKinds())("delivery setup on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, token: owner.accessToken, ...(payload ? { payload } : {}) });
  const shop = async (url: string) => (await t.request({ method: "GET", url: `/api${url}` })).json();

  it("warns of the demo's Active pincodes no Active band holds (Delhi and Bengaluru, over 50 km)", async () => {
    const res = await call("GET", "/admin/delivery");
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.office.latitude).not.toBeNull();
    expect(data.bands).toHaveLength(4);
    expect(data.free_bands).toEqual([free(0, 15, 999)]);
    const outside = data.outside_bands as Array<{ pincode: string; distance_km: number }>;
    expect(outside.map((p) => p.pincode)).toEqual(expect.arrayContaining(["110016", "560034"]));
    expect(outside.find((p) => p.pincode === "110016")?.distance_km).toBeGreaterThan(1000);
    expect(data.outside_count).toBe(outside.length);
  });

  it("refuses overlapping or gapped Active bands with the rule's message, each problem on its list", async () => {
    const res = await call("PUT", "/admin/delivery/bands", {
      bands: [band(0, 10, 40), band(5, 15, 80), band(20, 50, 150)],
      free_bands: [free(0, 15, 999), free(10, 30, 1999)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message:
        "Distance bands 1 (0 km-10 km) and 2 (5 km-15 km) overlap: an Active band must start where the one before it ends.",
    });
    expect(res.json().errors).toEqual([
      {
        field: "bands",
        message:
          "Distance bands 1 (0 km-10 km) and 2 (5 km-15 km) overlap: an Active band must start where the one before it ends.",
      },
      {
        field: "bands",
        message:
          "Distance bands 2 (5 km-15 km) and 3 (20 km-50 km) leave a gap: no Active band covers 16-19 km.",
      },
      {
        field: "free_bands",
        message:
          "Free-delivery bands 1 (0 km-15 km) and 2 (10 km-30 km) overlap: an Active band must start where the one before it ends.",
      },
    ]);
    expect((await shop(`/delivery-price/${STORE}`)).data).toHaveLength(4);
  });

  it("saves both lists whole; the shop reads the new prices and only the Active free bands; audited", async () => {
    const res = await call("PUT", "/admin/delivery/bands", {
      bands: [band(0, 5, 40), band(5, 50, 100), band(50, 2500, 300)],
      free_bands: [free(0, 15, 999), free(15, 60, 5000, "Inactive")],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    // Delhi is now inside the 50-2500 km band.
    expect(data.outside_bands).toEqual([]);
    expect((await shop(`/delivery-price/${STORE}`)).data).toEqual([
      band(0, 5, 40),
      band(5, 50, 100),
      band(50, 2500, 300),
    ]);
    expect((await shop(`/freedelivery/${STORE}`)).data).toEqual([
      { min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 },
    ]);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "delivery.bands"));
    expect(entry).toMatchObject({ actor: owner.email, entity: "delivery" });
  });

  it("places the office by the pincode in its address, or refuses an address it cannot place", async () => {
    const res = await call("PUT", "/admin/delivery/office", {
      address: "Shop 2, Fort, Mumbai 400001",
      city: "Mumbai",
    });
    expect(res.statusCode, res.body).toBe(200);
    const office = (await shop(`/register/officesingle/${STORE}`)).users;
    expect(office).toMatchObject({ google_address: "Shop 2, Fort, Mumbai 400001", city: "Mumbai" });
    expect(office.latitude).toBeCloseTo(18.93, 1);

    const nowhere = await call("PUT", "/admin/delivery/office", { address: "Somewhere", city: "" });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([{ field: "address", message: OFFICE_NOT_FOUND }]);
    const half = await call("PUT", "/admin/delivery/office", { address: "x", city: "", latitude: 19 });
    expect(half.statusCode).toBe(400);

    const exact = await call("PUT", "/admin/delivery/office", {
      address: "Malad East",
      city: "Mumbai",
      latitude: 19.1872,
      longitude: 72.8484,
    });
    expect(exact.json().data.office).toEqual({
      address: "Malad East",
      city: "Mumbai",
      latitude: 19.1872,
      longitude: 72.8484,
    });
  });

  it("adds one pincode; the shop's pincode list serves it Active", async () => {
    const res = await call("POST", "/admin/pincodes", { pincodes: ["110001"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: ["110001"], existing: [] });
    const list = (await shop(`/pincode/getall/${STORE}`)).pincodesData as Array<{
      pincode: string;
      status: string;
    }>;
    expect(list).toContainEqual({ pincode: "110001", status: "Active" });
  });

  it("adds many pasted at once, leaves known ones, and adds nothing when one is not a pincode", async () => {
    const bad = await call("POST", "/admin/pincodes", { pincodes: ["411002", "12345", "abcdef", "411002"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Not 6-digit pincodes: "12345", "abcdef". Nothing was added.');
    const many = await call("POST", "/admin/pincodes", {
      pincodes: ["411002", " 411 003", "400097", "411002"],
      status: "Inactive",
    });
    expect(many.json()).toEqual({ added: ["411002", "411003"], existing: ["400097"] });
  });

  it("lists a page at a time with search and status, each with its distance and band", async () => {
    const res = await call("GET", "/admin/pincodes?q=4110&limit=2");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 2, total: 4 });
    expect(body.data.map((row: { pincode: string }) => row.pincode)).toEqual(["411001", "411002"]);
    expect(body.data[0]).toMatchObject({ status: "Active", in_band: true });
    expect(body.data[0].distance_km).toBeGreaterThan(100);
    const inactive = (await call("GET", "/admin/pincodes?q=4110&status=Inactive")).json();
    expect(inactive.data.map((row: { pincode: string }) => row.pincode)).toEqual(["411002", "411003"]);
    const page2 = (await call("GET", "/admin/pincodes?q=4110&limit=2&page=2")).json();
    expect(page2.data.map((row: { pincode: string }) => row.pincode)).toEqual(["411003", "411038"]);
  });

  it("switches a pincode Inactive; the shop serves it so; an unknown id is 404", async () => {
    const [row] = (await call("GET", "/admin/pincodes?q=110001")).json().data;
    const res = await call("PATCH", `/admin/pincodes/${row.id}`, { status: "Inactive" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pincode: "110001", status: "Inactive" });
    const list = (await shop(`/pincode/getall/${STORE}`)).pincodesData as Array<{
      pincode: string;
      status: string;
    }>;
    expect(list).toContainEqual({ pincode: "110001", status: "Inactive" });
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "pincode.status"));
    expect(entry).toMatchObject({
      entity_id: "110001",
      before: { status: "Active" },
      after: { status: "Inactive" },
    });
    const missing = await call("PATCH", "/admin/pincodes/999999", { status: "Active" });
    expect(missing.statusCode).toBe(404);
  });

  it("an Inactive free-delivery band gives nothing away at checkout; made Active, it does", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const cone = await insertProduct(t, { price: 1500, sale: 1200, stock: 10 });
    const charged = async () => {
      const res = await postOrder(
        t,
        user,
        orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { razorpay_order: { amount: number } }).razorpay_order.amount;
    };
    const save = async (status: string) => {
      const res = await call("PUT", "/admin/delivery/bands", {
        bands: [band(0, 5, 40), band(5, 50, 100)],
        free_bands: [free(0, 15, 999, status)],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save("Inactive");
    const withDelivery = await charged();
    await save("Active");
    // The address is about 1 km from the office: the ₹40 band, free from ₹999 once the band is Active.
    expect(withDelivery - (await charged())).toBe(40 * 100);
  });
});
