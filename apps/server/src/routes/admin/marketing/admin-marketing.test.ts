// The back office's marketing over HTTP on PGlite and PostgreSQL: slides, offers, New Arrivals groups
// and categories added, changed, reordered, made Inactive and deleted, each seen by the shop's own
// reads on the next call (the catalogue cache is invalidated), each write in the audit log; tokens
// that are not staff refused, bad input answered with field errors.
import {
  CATEGORY_KEY_INVALID,
  PICTURE_REQUIRED,
  REORDER_MISMATCH,
  TITLE_REQUIRED,
} from "@henna/domain/marketing";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.js";
import { insertProduct } from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

const PICTURE = "/media/0123456789abcdef-320-640/640.webp";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("back-office marketing on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
    owner = await createTestStaff(t, "owner");
  });
  afterAll(() => t.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    token = staff.accessToken,
  ) => t.request({ method, url: `/api/admin/marketing/${url}`, ...(payload ? { payload } : {}), token });
  const shop = async (url: string) => {
    const res = await t.request({ method: "GET", url: `/api/${url}/demo-store` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, unknown>[];
  };
  const lastAudit = async (entity: string, id: number | string) => {
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };

  it("refuses no token and a customer's token", async () => {
    const customer = await createTestUser(t);
    for (const path of ["sliders", "offers", "new-arrivals", "categories"]) {
      expect((await call("GET", path, undefined, "")).statusCode).toBe(401);
      const res = await call("POST", `${path}/reorder`, { ids: [] }, customer.accessToken);
      expect([401, 403]).toContain(res.statusCode);
    }
  });

  it("adds a slide the shop's home shows on its next load, then hides it when Inactive", async () => {
    const before = await shop("slider/all");
    const product = await insertProduct(t, { price: 499, stock: 5 });
    const res = await call("POST", "sliders", {
      offer_name: "Festive offer",
      slider_name: "  Diwali cones  ",
      description: "Dark stain in 6 hours",
      image: PICTURE,
      price: 399,
      cutOffPrice: 499,
      product,
      status: "Active",
    });
    expect(res.statusCode, res.body).toBe(201);
    const slide = res.json().data;
    expect(slide).toMatchObject({ slider_name: "Diwali cones", product, position: before.length + 1 });

    const shown = await shop("slider/all");
    expect(shown).toHaveLength(before.length + 1);
    expect(shown.at(-1)).toMatchObject({
      slider_name: "Diwali cones",
      price: 399,
      cutOffPrice: 499,
      product,
    });
    expect(await lastAudit("slider", slide.id)).toMatchObject({
      action: "slider.create",
      actor: staff.email,
    });

    const off = await call("PUT", `sliders/${slide.id}`, {
      slider_name: "Diwali cones",
      image: PICTURE,
      status: "Inactive",
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await shop("slider/all")).map((s) => s.slider_name)).not.toContain("Diwali cones");
    const entry = await lastAudit("slider", slide.id);
    expect(entry).toMatchObject({ action: "slider.update" });
    expect(entry?.before).toMatchObject({ status: "Active" });
    expect(entry?.after).toMatchObject({ status: "Inactive" });
    // The back office still lists it.
    expect((await call("GET", "sliders")).json().data.map((s: { id: number }) => s.id)).toContain(slide.id);
  });

  it("answers bad input with 400 and the fields' messages", async () => {
    const blank = await call("POST", "sliders", { slider_name: " ", image: "", status: "Active" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([
        { field: "body.slider_name", message: TITLE_REQUIRED },
        { field: "body.image", message: PICTURE_REQUIRED },
      ]),
    );
    const noProduct = await call("POST", "sliders", {
      slider_name: "A",
      image: PICTURE,
      product: 99999999,
      status: "Active",
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().errors[0]).toMatchObject({ field: "body.product" });
    const extra = await call("POST", "offers", {
      title: "A",
      image: PICTURE,
      status: "Active",
      colour: "red",
    });
    expect(extra.statusCode).toBe(400);
    const link = await call("POST", "offers", {
      title: "A",
      image: PICTURE,
      link: "javascript:alert(1)",
      status: "Active",
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().errors[0]).toMatchObject({ field: "body.link" });
    const status = await call("POST", "offers", { title: "A", image: PICTURE, status: "Maybe" });
    expect(status.statusCode).toBe(400);
    expect(
      (await call("PUT", "offers/99999999", { title: "A", image: PICTURE, status: "Active" })).statusCode,
    ).toBe(404);
  });

  it("reorders offers for the shop, and refuses a list that leaves one out", async () => {
    for (const title of ["First offer", "Second offer"])
      expect(
        (
          await call(
            "POST",
            "offers",
            { title, image: PICTURE, link: "/products", status: "Active" },
            owner.accessToken,
          )
        ).statusCode,
      ).toBe(201);
    const listed = (await call("GET", "offers")).json().data as { id: number; title: string }[];
    const reversed = listed.map((offer) => offer.id).reverse();
    const res = await call("POST", "offers/reorder", { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((offer: { id: number }) => offer.id)).toEqual(reversed);
    const titles = (await shop("offer/all")).map((offer) => offer.title);
    expect(titles.indexOf("Second offer")).toBeLessThan(titles.indexOf("First offer"));
    expect(await lastAudit("offer", "order")).toMatchObject({
      action: "offer.reorder",
      after: { ids: reversed },
    });

    const partial = await call("POST", "offers/reorder", { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual([{ field: "body.ids", message: REORDER_MISMATCH }]);
  });

  it("keeps New Arrivals groups of the store's products, shown while Active", async () => {
    const first = await insertProduct(t, { title: "Arrival tea", price: 250, stock: 3 });
    const missing = await call("POST", "new-arrivals", {
      category_name: "Fresh teas",
      product_ids: [first, 99999998],
      status: "Active",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      field: "body.product_ids",
      message: "This product is not in the store: 99999998.",
    });

    const made = await call("POST", "new-arrivals", {
      category_name: "Fresh teas",
      description: "Just in",
      product_ids: [first],
      status: "Active",
    });
    expect(made.statusCode, made.body).toBe(201);
    const group = (await shop("newarrival/all")).find((g) => g.category_name === "Fresh teas");
    expect(((group?.product ?? []) as { product_id: number }[]).map((p) => p.product_id)).toEqual([first]);

    const id = made.json().data.id;
    expect(
      (
        await call("PUT", `new-arrivals/${id}`, {
          category_name: "Fresh teas",
          product_ids: [first],
          status: "Inactive",
        })
      ).statusCode,
    ).toBe(200);
    expect((await shop("newarrival/all")).some((g) => g.category_name === "Fresh teas")).toBe(false);
    expect((await call("DELETE", `new-arrivals/${id}`)).statusCode).toBe(200);
    expect(await lastAudit("new-arrivals", id)).toMatchObject({ action: "new-arrivals.delete" });
  });

  it("adds categories with a unique key and keeps one products still use", async () => {
    const made = await call("POST", "categories", {
      category: "Gift Boxes",
      name: "Gift boxes",
      icon: PICTURE,
      status: "Active",
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ category: "Gift Boxes", products: 0 });
    const shown = await shop("category/getdata/category");
    expect(shown.at(-1)).toMatchObject({ category: "Gift Boxes", name: "Gift boxes", status: "Active" });

    const twice = await call("POST", "categories", {
      category: "Gift Boxes",
      name: "Again",
      status: "Active",
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toMatchObject({
      code: "CATEGORY_TAKEN",
      message: "There is already a category Gift Boxes.",
    });
    const bad = await call("POST", "categories", { category: "a/b", name: "", status: "Active" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([{ field: "body.category", message: CATEGORY_KEY_INVALID }]),
    );

    const id = made.json().data.id;
    await insertProduct(t, { price: 100, stock: 1, category: "Gift Boxes" });
    const used = await call("DELETE", `categories/${id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      code: "CATEGORY_IN_USE",
      message: expect.stringMatching(/^1 product is in this category/),
    });
    const renamed = await call("PUT", `categories/${id}`, {
      category: "Gifts",
      name: "Gift boxes",
      status: "Active",
    });
    expect(renamed.statusCode).toBe(409);
    // Inactive instead: the shop's home leaves it out.
    const off = await call("PUT", `categories/${id}`, {
      category: "Gift Boxes",
      name: "Gift boxes",
      status: "Inactive",
    });
    expect(off.statusCode).toBe(200);
    expect((await shop("category/getdata/category")).some((c) => c.category === "Gift Boxes")).toBe(false);

    const spare = (
      await call("POST", "categories", { category: "Spare", name: "Spare", status: "Active" })
    ).json().data;
    expect((await call("DELETE", `categories/${spare.id}`)).statusCode).toBe(200);
    expect(await lastAudit("category", spare.id)).toMatchObject({
      action: "category.delete",
      before: { category: "Spare" },
    });
  });
});
