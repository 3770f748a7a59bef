import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marquees, offers, sliders, stores } from "../../db/schema.js";
import { DEMO_OFFICE } from "../../seed/demo-store.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const STORE = "demo-store";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("content on %s", (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("getHelp answers the WhatsApp and phone numbers", async () => {
    const res = await get(`/help/single/${STORE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ help: { whatsapp_number: "919820012345", mobile: "9820012345" } });
  });

  it("listMarquees answers the headings in position order", async () => {
    const res = await get(`/marquee/all/${STORE}`);
    const want = await t.ctx.db
      .select({ heading: marquees.heading })
      .from(marquees)
      .where(eq(marquees.main_id, STORE))
      .orderBy(asc(marquees.position));
    expect(res.json()).toEqual({ isError: false, data: want });
    expect(want).toHaveLength(5);
  });

  it("listOffers answers the offers in server order", async () => {
    const body = (await get(`/offer/all/${STORE}`)).json();
    expect(body.isError).toBe(false);
    expect(body.data.map((o: { title: string }) => o.title)).toEqual([
      "Bridal Season Savings",
      "Flat ₹100 Off",
      "Early Bird Course Fees",
    ]);
    expect(body.data[0]).toEqual({
      image: "/images/offers/bridal-season.svg",
      title: "Bridal Season Savings",
      description: expect.any(String),
      link: "/bridal-henna",
    });
  });

  it("getOfficeLocation answers the office address and coordinates", async () => {
    const res = await get(`/register/officesingle/${STORE}`);
    expect(res.json()).toEqual({
      users: {
        google_address: DEMO_OFFICE.address,
        latitude: DEMO_OFFICE.latitude,
        longitude: DEMO_OFFICE.longitude,
        city: DEMO_OFFICE.city,
      },
    });
  });

  it("getStoreProfile answers logo, name, tagline and invoice details", async () => {
    const res = await get(`/register/single/${STORE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toMatchObject({
      profilePic: "/images/logo.svg",
      orignal_logoname: "Mehendi & Chai",
      tag_line: expect.any(String),
      gstin: "27ABCDE1234F1Z5",
      email: "hello@mehendiandchai.in",
    });
  });

  it("listSliders answers the slides in order with their product ids", async () => {
    const body = (await get(`/slider/all/${STORE}`)).json();
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      offer_name: "Wedding Season Offer",
      slider_name: "Bridal Henna Kit",
      price: 1499,
      cutOffPrice: 1999,
      background_image: "/images/sliders/background-paisley.svg",
      product: expect.any(Number),
    });
  });

  it("blank optional values are answered as null", async () => {
    await t.ctx.db
      .update(stores)
      .set({ whatsapp_number: " ", mobile: null, gstin: "" })
      .where(eq(stores.main_id, STORE));
    const [slide] = await t.ctx.db
      .select()
      .from(sliders)
      .where(eq(sliders.main_id, STORE))
      .orderBy(sliders.position);
    await t.ctx.db
      .update(sliders)
      .set({ background_image: "", price: null })
      .where(eq(sliders.id, slide?.id ?? 0));
    await t.ctx.db.update(offers).set({ link: "" }).where(eq(offers.main_id, STORE));
    await t.ctx.cache.invalidate(STORE);
    expect((await get(`/help/single/${STORE}`)).json()).toEqual({
      help: { whatsapp_number: null, mobile: null },
    });
    expect((await get(`/register/single/${STORE}`)).json().users.gstin).toBeNull();
    expect((await get(`/slider/all/${STORE}`)).json().data[0]).toMatchObject({
      background_image: null,
      price: null,
    });
    expect(
      (await get(`/offer/all/${STORE}`)).json().data.every((o: { link: unknown }) => o.link === null),
    ).toBe(true);
  });

  it("a second read with the ETag gets 304, and a change shows after invalidation", async () => {
    const url = `/marquee/all/${STORE}`;
    const first = await get(url);
    expect(first.headers["cache-control"]).toMatch(/public/);
    expect((await get(url, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    await t.ctx.db
      .insert(marquees)
      .values({ main_id: STORE, heading: "Monsoon sale this weekend", position: 99 });
    await t.ctx.cache.invalidate(STORE);
    const changed = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.at(-1)).toEqual({ heading: "Monsoon sale this weekend" });
  });

  it.each([
    "/help/single/no-such-store",
    "/marquee/all/no-such-store",
    "/offer/all/no-such-store",
    "/register/officesingle/no-such-store",
    "/register/single/no-such-store",
    "/slider/all/no-such-store",
  ])("%s -> 404", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isError: true, message: "Store not found" });
  });

  it.each(["/help/single/bad%20id", "/marquee/all/-x", `/offer/all/${"a".repeat(65)}`])(
    "malformed store id %s -> 400",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    },
  );
});
