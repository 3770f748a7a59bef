import { applyCoupon } from "@henna/domain/checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "../../db/schema.js";
import { ACTIVE_PINCODES, INACTIVE_PINCODES, seedDemoStore } from "../../seed/demo-store.js";
import { SANDBOX_KEY_ID } from "../../services/payments/payment-keys.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const STORE = "demo-store";
const DAY_MS = 86_400_000;
// Inside MONSOON25's window (1 Jun - 30 Sep 2024, India time).
const START = new Date("2024-07-01T12:00:00+05:30");

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("checkout settings on %s", (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url: `/api${url}`, headers });
  const check = (code: string, store: string | null = STORE) =>
    get(
      `/coupon/check/${encodeURIComponent(code)}${store === null ? "" : `?user_id=${encodeURIComponent(store)}`}`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { start: START });
    await seedDemoStore(t.ctx.db, { mainId: "other-store" });
    await t.ctx.db.insert(coupons).values([
      { main_id: STORE, code: "USEDUP", price_offer: 50, usage_limit: 2, used_count: 2 },
      { main_id: STORE, code: "ALMOST", price_offer: 50, usage_limit: 2, used_count: 1 },
      {
        main_id: STORE,
        code: "DIWALI24",
        percentage_offer: 20,
        valid_from: new Date("2024-10-25T00:00:00+05:30"),
      },
      { main_id: "other-store", code: "ELSEWHERE", percentage_offer: 5 },
    ]);
  });
  afterAll(() => t.close());

  describe("checkCoupon", () => {
    it.each([
      {
        name: "percentage coupon",
        code: "WELCOME10",
        couponData: {
          code: "WELCOME10",
          percentage_offer: 10,
          price_offer: null,
          min_amount: 0,
          valid_from: null,
          valid_to: null,
        },
        discountOn1000: 100,
      },
      {
        name: "flat coupon with a minimum amount",
        code: "FLAT100",
        couponData: {
          code: "FLAT100",
          percentage_offer: null,
          price_offer: 100,
          min_amount: 499,
          valid_from: null,
          valid_to: null,
        },
        discountOn1000: 100,
      },
      {
        name: "typed in lower case with spaces",
        code: " welcome10 ",
        couponData: expect.objectContaining({ code: "WELCOME10" }),
        discountOn1000: 100,
      },
      {
        name: "dated coupon inside its window",
        code: "MONSOON25",
        couponData: {
          code: "MONSOON25",
          percentage_offer: 25,
          price_offer: null,
          min_amount: 999,
          valid_from: "2024-06-01",
          valid_to: "2024-09-30",
        },
        discountOn1000: 250,
      },
      {
        name: "one use left",
        code: "ALMOST",
        couponData: expect.objectContaining({ code: "ALMOST", price_offer: 50 }),
        discountOn1000: 50,
      },
    ])("$name -> 200 with couponData", async ({ code, couponData, discountOn1000 }) => {
      const res = await check(code);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ message: "Coupon applied successfully", couponData });
      // The apps apply it with the domain rule (§9: percentage wins, else flat).
      expect(applyCoupon(1000, body.couponData).discountAmount).toBe(discountOn1000);
    });

    it("a flat coupon never takes more than the amount", async () => {
      const body = (await check("FLAT100")).json();
      expect(applyCoupon(60, body.couponData)).toEqual({ discountAmount: 60, total: 0 });
    });

    it.each([
      {
        name: "blank",
        code: "   ",
        status: 400,
        code_: "VALIDATION_FAILED",
        message: "Please enter a coupon code",
      },
      { name: "unknown", code: "NOPE", status: 404, code_: "INVALID_COUPON", message: "Invalid coupon" },
      { name: "inactive", code: "DIWALI15", status: 404, code_: "INVALID_COUPON", message: "Invalid coupon" },
      {
        name: "not yet valid",
        code: "DIWALI24",
        status: 404,
        code_: "INVALID_COUPON",
        message: "Invalid coupon",
      },
      {
        name: "another store's",
        code: "ELSEWHERE",
        status: 404,
        code_: "INVALID_COUPON",
        message: "Invalid coupon",
      },
      {
        name: "usage limit reached",
        code: "USEDUP",
        status: 404,
        code_: "COUPON_LIMIT_REACHED",
        message: "This coupon has reached its usage limit.",
      },
    ])("$name -> $status '$message'", async ({ code, status, code_, message }) => {
      const res = await check(code);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ isError: true, success: false, code: code_, message, msg: message });
    });

    it("the store comes from user_id, else the X-Main-Id header", async () => {
      expect((await check("ELSEWHERE", "other-store")).statusCode).toBe(200);
      expect((await check("ELSEWHERE", null)).statusCode).toBe(404);
      const viaHeader = await get("/coupon/check/ELSEWHERE", { "x-main-id": "other-store" });
      expect(viaHeader.statusCode).toBe(200);
    });

    it.each([
      { name: "unknown store", url: "/coupon/check/WELCOME10?user_id=no-such-store", status: 404 },
      { name: "malformed store id", url: "/coupon/check/WELCOME10?user_id=bad%20id", status: 400 },
      { name: "code too long", url: `/coupon/check/${"A".repeat(51)}?user_id=${STORE}`, status: 400 },
    ])("$name -> $status", async ({ url, status }) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expect(res.json().isError).toBe(true);
    });

    it("answers 'Invalid coupon' once a dated coupon has expired, and is never cached", async () => {
      const first = await check("MONSOON25");
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      t.advance(117 * DAY_MS); // 26 Oct 2024
      try {
        const res = await check("MONSOON25");
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: "INVALID_COUPON", message: "Invalid coupon" });
        // The October coupon has started meanwhile.
        expect((await check("DIWALI24")).statusCode).toBe(200);
      } finally {
        t.advance(-117 * DAY_MS);
      }
    });
  });

  it("listDeliveryPrices answers every band with its status, nearest first", async () => {
    expect((await get(`/delivery-price/${STORE}`)).json()).toEqual({
      data: [
        { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
        { min_kilometer: 5, max_kilometer: 15, delivery_price: 80, status: "Active" },
        { min_kilometer: 15, max_kilometer: 50, delivery_price: 150, status: "Active" },
        { min_kilometer: 50, max_kilometer: 2500, delivery_price: 250, status: "Inactive" },
      ],
    });
  });

  it("getDeliveryPayBefore answers the advance percentage under help", async () => {
    expect((await get(`/deliverypaybefore/single/${STORE}`)).json()).toEqual({
      help: { delivery_percentage: 20 },
    });
  });

  it("listFreeDeliveryBands answers the bands", async () => {
    expect((await get(`/freedelivery/${STORE}`)).json()).toEqual({
      data: [{ min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 }],
    });
  });

  it("listPincodes answers every pincode with its status", async () => {
    const body = (await get(`/pincode/getall/${STORE}`)).json();
    expect(body.pincodesData).toHaveLength(ACTIVE_PINCODES.length + INACTIVE_PINCODES.length);
    expect(body.pincodesData).toContainEqual({ pincode: "400097", status: "Active" });
    expect(body.pincodesData).toContainEqual({ pincode: INACTIVE_PINCODES[0], status: "Inactive" });
  });

  it("getPaymentSettings in the sandbox answers the sandbox key id and no secret", async () => {
    const res = await get(`/pay-razorpay/${STORE}`);
    expect(res.json()).toEqual({
      data: {
        key_id: SANDBOX_KEY_ID,
        company_name: "Mehendi & Chai",
        company_color: "#8B3A1E",
        gateway: "sandbox",
      },
    });
    expect(res.body).not.toContain("secret");
  });

  it.each([
    "/delivery-price/no-such-store",
    "/deliverypaybefore/single/no-such-store",
    "/freedelivery/no-such-store",
    "/pincode/getall/no-such-store",
    "/pay-razorpay/no-such-store",
  ])("%s -> 404", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Store not found");
  });
});

describe("getPaymentSettings with Razorpay", () => {
  it("answers the configured key id, never the key secret", async () => {
    const t = await startTestApp("pglite", {
      env: {
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_Abc123",
        RAZORPAY_KEY_SECRET: "very-secret-key-value",
        RAZORPAY_WEBHOOK_SECRET: "webhook-secret-value",
      },
    });
    try {
      const res = await t.request({ method: "GET", url: `/api/pay-razorpay/${STORE}` });
      expect(res.json().data).toMatchObject({ key_id: "rzp_test_Abc123", gateway: "razorpay" });
      expect(res.body).not.toContain("very-secret-key-value");
      expect(res.body).not.toContain("webhook-secret-value");
    } finally {
      await t.close();
    }
  });
});
