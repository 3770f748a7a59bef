// Stock in cached catalogue answers: an order leaves the store's catalogue cache (and its version)
// alone, yet the product page and the listings that show the product serve its new stock; a failed
// payment's released stock shows the same way. Keeping stock fresh costs one query per look, not one
// per cached answer. applyFreshStock's rules are checked case by case.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogCache, STOCK_RECHECK_MS } from "../../cache/catalog-cache.js";
import { applyFreshStock, type FreshStock, productsIn } from "../../cache/catalog-stock.js";
import { products, stores } from "../../db/schema.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  postOrder,
  sandboxPay,
  verify,
} from "../../test-support/checkout-kit.js";
import { countedDb } from "../../test-support/counted-db.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

const pastRecheck = () => new Promise((r) => setTimeout(r, STOCK_RECHECK_MS + 50));

describe.each(await testDatabaseKinds())("fresh stock in cached catalogue answers on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const version = async () =>
    (
      await t.ctx.db.select({ v: stores.catalogVersion }).from(stores).where(eq(stores.main_id, "demo-store"))
    )[0]?.v;

  it("an order keeps the catalogue cache and version; the product and its listing show the new stock", async () => {
    const title = `Fresh Stock Tea ${Date.now()}`;
    const product = await insertProduct(t, { price: 100, stock: 5, title });
    const page = `/api/grouped-product/single/${product}`;
    const listing = `/api/grouped-product/search-all-products/demo-store?search=${encodeURIComponent(title)}&page=1&limit=10`;
    const before = await t.request({ method: "GET", url: page });
    expect(before.json().data).toMatchObject({ stock: 5, totalSold: 0 });
    const listed = await t.request({ method: "GET", url: listing });
    expect(listed.json().data[0]).toMatchObject({ product_id: product, stock: 5 });
    const cached = t.ctx.cache.size();
    const versionBefore = await version();

    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const created = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await version()).toBe(versionBefore);
    expect(t.ctx.cache.size()).toBe(cached);

    await pastRecheck();
    const after = await t.request({
      method: "GET",
      url: page,
      headers: { "if-none-match": before.headers.etag as string },
    });
    // The old copy is not current any more: a full answer with the new stock and a new ETag.
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ stock: 3, totalSold: 2, title });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.request({ method: "GET", url: listing })).json().data[0]).toMatchObject({ stock: 3 });
    // Unchanged stock: the same bytes and ETag, so the browser's copy is still good.
    await pastRecheck();
    const again = await t.request({
      method: "GET",
      url: page,
      headers: { "if-none-match": after.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // A declined payment gives the units back, and the page shows them.
    const paid = await sandboxPay(t, created.json().razorpay_order.id, "failure");
    await verify(t, user, paid.json());
    await pastRecheck();
    expect((await t.request({ method: "GET", url: page })).json().data).toMatchObject({
      stock: 5,
      totalSold: 0,
    });
    expect(await version()).toBe(versionBefore);
  });

  it("costs one query per look, however many cached answers show the products", async () => {
    const stamp = Date.now();
    const ids = await Promise.all(
      [0, 1, 2].map((i) => insertProduct(t, { price: 10, stock: 5, title: `Watched ${i} ${stamp}` })),
    );
    // The stock watch's queries (the catalogue version is read by select, not execute).
    const { db: counted, calls: looks } = countedDb(t.ctx.db, "execute");
    let clock = 1_000_000;
    const cache = createCatalogCache(counted, () => clock);
    const PAGES = 300;
    const page = (i: number) => `/watched/${stamp}/${i}`;
    const id = (i: number) => ids[i % ids.length] as number;
    const serveAll = async () => {
      const shown: number[] = [];
      for (let i = 0; i < PAGES; i++) {
        const { body } = await cache.get("demo-store", page(i), async () => {
          throw new Error(`${page(i)} was produced again instead of served from the cache`);
        });
        shown.push(JSON.parse(body.toString()).data[0].stock);
      }
      return shown;
    };
    for (let i = 0; i < PAGES; i++) {
      await cache.get("demo-store", page(i), async () => ({
        data: [{ product_id: id(i), title: "Watched", stock: 5, totalSold: 0 }],
      }));
    }
    const afterFill = looks();
    expect(afterFill).toBeLessThanOrEqual(1);
    // Within one look's interval no hit asks the database.
    expect(await serveAll()).toEqual(Array(PAGES).fill(5));
    expect(looks()).toBe(afterFill);

    await t.ctx.db
      .update(products)
      .set({ stock: 2 })
      .where(eq(products.product_id, id(0)));
    clock += STOCK_RECHECK_MS;
    // One look for all the answers; those showing the product carry its new stock, the rest as they were.
    expect(await serveAll()).toEqual(Array.from({ length: PAGES }, (_, i) => (i % 3 === 0 ? 2 : 5)));
    expect(looks()).toBe(afterFill + 1);
    clock += STOCK_RECHECK_MS;
    expect(await serveAll()).toEqual(Array.from({ length: PAGES }, (_, i) => (i % 3 === 0 ? 2 : 5)));
    expect(looks()).toBe(afterFill + 2);
  });
});

describe("applyFreshStock", () => {
  const fresh = (entries: [number, Partial<FreshStock>][]) =>
    new Map(
      entries.map(([id, stock]) => [
        id,
        {
          product_type: "Simple Product",
          stock: 0,
          totalSold: 0,
          totalStock: 0,
          variations: new Map<string, number>(),
          ...stock,
        },
      ]),
    );
  const cases: {
    name: string;
    answer: unknown;
    stock: Map<number, FreshStock>;
    want: unknown;
    changed: boolean;
  }[] = [
    {
      name: "a simple product's stock and units sold",
      answer: { data: { product_id: 1, stock: 5, totalSold: 0, totalStock: 5 } },
      stock: fresh([[1, { stock: 3, totalSold: 2, totalStock: 5 }]]),
      want: { data: { product_id: 1, stock: 3, totalSold: 2, totalStock: 5 } },
      changed: true,
    },
    {
      name: "a variable product: each variation by sku, totalStock their sum",
      answer: {
        data: [
          {
            product_id: 2,
            stock: 10,
            totalSold: 0,
            totalStock: 10,
            variation: [
              { sku: "A", stock: 4 },
              { sku: "B", stock: 6 },
            ],
          },
        ],
      },
      stock: fresh([
        [
          2,
          {
            product_type: "Variable Product",
            stock: 9,
            totalSold: 1,
            variations: new Map([
              ["A", 3],
              ["B", 6],
            ]),
          },
        ],
      ]),
      want: {
        data: [
          {
            product_id: 2,
            stock: 9,
            totalSold: 1,
            totalStock: 9,
            variation: [
              { sku: "A", stock: 3 },
              { sku: "B", stock: 6 },
            ],
          },
        ],
      },
      changed: true,
    },
    {
      name: "nothing moved: unchanged",
      answer: { data: { product_id: 3, stock: 2, totalSold: 1 } },
      stock: fresh([[3, { stock: 2, totalSold: 1 }]]),
      want: { data: { product_id: 3, stock: 2, totalSold: 1 } },
      changed: false,
    },
    {
      name: "a product gone from the database keeps its cached figures; negative stock shows as 0",
      answer: {
        data: [
          { product_id: 4, stock: 2 },
          { product_id: 5, stock: 1 },
        ],
      },
      stock: fresh([[5, { stock: -1 }]]),
      want: {
        data: [
          { product_id: 4, stock: 2 },
          { product_id: 5, stock: 0 },
        ],
      },
      changed: true,
    },
  ];
  it.each(cases)("$name", ({ answer, stock, want, changed }) => {
    expect(applyFreshStock(productsIn(answer), stock)).toBe(changed);
    expect(answer).toEqual(want);
  });
});
