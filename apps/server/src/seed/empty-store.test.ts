// A shop started with SEED_DEMO=false: the store named by MAIN_ID exists with nothing in it, health is
// 200, and every public read the shop and the academy make answers 200 with empty data, never 404/500.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buttons, payButtons, products, stores } from "../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { openTestDatabase } from "../test-support/test-database.js";
import { seedDemoStore } from "./demo-store.js";
import { seedEmptyStore } from "./empty-store.js";

const STORE = "new-shop";

describe.each(await testDatabaseKinds())("an empty store on %s", (kind) => {
  let t: TestApp;
  const get = (url: string) => t.request({ method: "GET", url: `/api${url}` });

  beforeAll(async () => {
    t = await startTestApp(kind, { store: "empty", env: { MAIN_ID: STORE, SEED_DEMO: "false" } });
  });
  afterAll(() => t.close());

  it("answers health 200", async () => {
    const res = await get("/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it.each([
    [`/category/getdata/category/${STORE}`, { isError: false, data: [] }],
    [`/newarrival/all/${STORE}`, { data: [] }],
    [`/offer/all/${STORE}`, { data: [] }],
    [`/slider/all/${STORE}`, { data: [] }],
    [`/marquee/all/${STORE}`, { data: [] }],
    [`/pincode/getall/${STORE}`, { pincodesData: [] }],
    [`/delivery-price/${STORE}`, { data: [] }],
    [`/freedelivery/${STORE}`, { data: [] }],
  ])("GET %s answers 200 with an empty list", async (url, body) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(body);
  });

  it("product search answers an empty page, with or without a category or words", async () => {
    for (const query of ["", "?category=courses", "?search=henna&sort=price_asc", "?page=3"]) {
      const res = await get(`/grouped-product/search-all-products/${STORE}${query}`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.data, query).toEqual([]);
    }
  });

  it("the academy's class levels answer an empty list", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/class-level/all",
      headers: { "x-main-id": STORE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it("the store profile, office, help and page metadata answer with empty fields", async () => {
    const profile = await get(`/register/single/${STORE}`);
    expect(profile.statusCode).toBe(200);
    const office = await get(`/register/officesingle/${STORE}`);
    expect(office.statusCode).toBe(200);
    const help = await get(`/help/single/${STORE}`);
    expect(help.statusCode).toBe(200);
    const meta = await get(`/meta/${STORE}`);
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data).toMatchObject({ title: "", description: "", scripts: [] });
  });

  it("checkout settings answer: Add to Cart by default, Pay now only, no advance, the gateway", async () => {
    expect((await get(`/button/${STORE}`)).json().data).toEqual([
      { button_id: "getquote", default: false },
      { button_id: "addtocart", default: true },
      { button_id: "buynow", default: false },
    ]);
    expect((await get(`/paybutton/${STORE}`)).json().data).toEqual([
      { button_id: "paynow", payment_mode: "Pay now", default: true },
    ]);
    const payBefore = await get(`/deliverypaybefore/single/${STORE}`);
    expect(payBefore.statusCode).toBe(200);
    expect(payBefore.json().help.delivery_percentage).toBe(0);
    const payment = await get(`/pay-razorpay/${STORE}`);
    expect(payment.statusCode).toBe(200);
  });

  it("a coupon check is a clear 4xx, not a 500", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/coupon/check/WELCOME10",
      headers: { "x-main-id": STORE },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("an unknown product is a 404, not a 500", async () => {
    const res = await get(`/grouped-product/single/1?main_id=${STORE}`);
    expect(res.statusCode).toBe(404);
  });

  it("a store that does not exist is still 404", async () => {
    expect((await get("/offer/all/demo-store")).statusCode).toBe(404);
  });
});

describe.each(await testDatabaseKinds())("seeding an empty store on %s", (kind) => {
  it("happens once, is safe when two instances start together, and never touches an existing store", async () => {
    const database = await openTestDatabase(kind);
    try {
      const results = await Promise.all([
        seedEmptyStore(database.db, { mainId: STORE }),
        seedEmptyStore(database.db, { mainId: STORE }),
      ]);
      expect(results.map((r) => r.created).sort()).toEqual([false, true]);
      const [buttonRows] = await database.db
        .select({ n: count() })
        .from(buttons)
        .where(eq(buttons.main_id, STORE));
      expect(buttonRows?.n).toBe(3);
      const [payRows] = await database.db
        .select({ n: count() })
        .from(payButtons)
        .where(eq(payButtons.main_id, STORE));
      expect(payRows?.n).toBe(2);

      // A demo store that exists keeps its profile and products when the server restarts with SEED_DEMO=false.
      await seedDemoStore(database.db, { mainId: "demo-store" });
      expect(await seedEmptyStore(database.db, { mainId: "demo-store" })).toEqual({
        mainId: "demo-store",
        created: false,
      });
      const [demo] = await database.db.select().from(stores).where(eq(stores.main_id, "demo-store"));
      expect(demo?.orignal_logoname).toBe("Mehendi & Chai");
      const [demoProducts] = await database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.main_id, "demo-store"));
      expect(demoProducts?.n).toBeGreaterThan(40);
    } finally {
      await database.close();
    }
  });
});
