// Two BUILT server processes on one PostgreSQL schema, as two instances behind a load balancer would
// run: checkouts for one product with stock 10 alternate between them (each Idempotency-Key sent to
// both at once), login failures count against one shared limit, a catalogue change made through one
// is served by the other within 2 s (a direct write, a product edited through the back office's API,
// and a setting changed through its store setup), stock sold through either shows in both instances' cached answers within 1 s, and the
// expire-unpaid-orders job, due every 300 ms here, runs on exactly one instance at a time. Each instance
// has its own DATA_DIR (as on two machines), so a picture uploaded through one is served by the other
// from the database (MEDIA_STORE=postgres, the default with DATABASE_URL).
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/database.js";
import { jobs, orderEvents, orders, products, stores } from "../db/schema.js";
import { createStaffMember } from "../services/staff/staff-accounts.js";
import { simpleInput } from "../test-support/admin-products.js";
import { type BuiltServer, requireBuild, startBuiltServer } from "../test-support/built-server.js";
import { createShopperRow } from "../test-support/shopper-rows.js";
import { postgresAvailable, testDatabaseUrl } from "../test-support/test-database.js";

const postgresUp = await postgresAvailable();
const title = postgresUp
  ? "two server instances on one PostgreSQL"
  : `two server instances on one PostgreSQL (skipped: ${testDatabaseUrl()} is unreachable)`;

const JWT_SECRET = `two-instances-jwt-${randomBytes(16).toString("hex")}`;
const STOCK = 10;
const KEYS = 16;

describe.skipIf(!postgresUp)(title, () => {
  const schema = `scale_${randomBytes(5).toString("hex")}`;
  let database: Database;
  let a: BuiltServer;
  let b: BuiltServer;
  const env = {
    JWT_SECRET,
    SANDBOX_KEY_SECRET: `two-sandbox-${randomBytes(8).toString("hex")}`,
    JOBS_EXPIRE_EVERY_MS: "300",
    JOBS_POLL_MS: "100",
  };

  beforeAll(async () => {
    requireBuild();
    // The first start migrates and seeds; the second finds it done.
    a = await startBuiltServer(schema, env);
    b = await startBuiltServer(schema, env);
    database = await createDatabase({ databaseUrl: testDatabaseUrl(), dataDir: "memory://", schema });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (database) {
      await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await database.close();
    }
  });

  const shopper = (i: number) =>
    createShopperRow(database.db, JWT_SECRET, `two${i}-${schema}@example.com`, `Shopper ${i}`);

  it("sells exactly the stock once per Idempotency-Key, whichever instance answers", async () => {
    const [product] = await database.db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: "Two Instances Cone",
        sku: `TWO-${schema}`,
        originalPrice: 120,
        stock: STOCK,
        totalStock: STOCK,
        category: "cones",
      })
      .returning();
    if (!product) throw new Error("no product");
    const shoppers = await Promise.all(Array.from({ length: KEYS }, (_, i) => shopper(i)));
    const checkout = (server: BuiltServer, who: (typeof shoppers)[number], key: string) =>
      fetch(`${server.base}/payment`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${who.token}`,
          "idempotency-key": key,
        },
        body: JSON.stringify({
          products: [{ product_id: product.product_id, quantity: 1 }],
          billing_address_id: who.address,
          shipping_address_id: who.address,
          mobile: "9876543210",
          payment_mode: "Pay now",
        }),
      }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { order_id?: string; code?: string },
      }));
    // Every key goes to both instances at the same moment, first to A for even keys, to B for odd ones.
    const answers = await Promise.all(
      shoppers.map(async (who, i) => {
        const key = `two-${i}-${randomBytes(6).toString("hex")}`;
        const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
        return Promise.all([checkout(first, who, key), checkout(second, who, key)]);
      }),
    );
    for (const [one, other] of answers) {
      expect([201, 409]).toContain(one.status);
      // Both instances give the key the same answer: one order, or the same refusal.
      expect(other.status).toBe(one.status);
      if (one.status === 201) expect(other.body.order_id).toBe(one.body.order_id);
      else expect(one.body.code).toBe("OUT_OF_STOCK");
    }
    const sold = new Set(answers.filter(([one]) => one.status === 201).map(([one]) => one.body.order_id));
    expect(sold.size).toBe(STOCK);

    const placed = await database.db.execute<{ order_id: string; keys: number; quantity: number }>(sql`
      SELECT o.order_id,
        (SELECT count(*)::int FROM idempotency_keys k WHERE k.order_ref = o.id) AS keys,
        (SELECT sum(i.quantity)::int FROM order_items i WHERE i.order_ref = o.id) AS quantity
      FROM orders o JOIN order_items i ON i.order_ref = o.id
      WHERE i.product_id = ${product.product_id}`);
    expect(placed.rows.map((row) => row.order_id).sort()).toEqual([...sold].sort());
    for (const row of placed.rows) expect(row).toMatchObject({ keys: 1, quantity: 1 });
    const [after] = await database.db
      .select({ stock: products.stock, totalSold: products.totalSold })
      .from(products)
      .where(eq(products.product_id, product.product_id));
    expect(after).toEqual({ stock: 0, totalSold: STOCK });
    // Stock is read fresh by both instances' catalogue caches.
    for (const server of [a, b]) {
      const res = await fetch(`${server.base}/grouped-product/single/${product.product_id}`);
      expect(((await res.json()) as { data: { stock: number } }).data.stock).toBe(0);
    }
  });

  it("shows stock sold through either instance in both instances' cached answers within 1 s", async () => {
    const unique = `Watched Cone ${schema}`;
    const [product] = await database.db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: unique,
        sku: `WATCH-${schema}`,
        originalPrice: 80,
        stock: 6,
        totalStock: 6,
        category: "cones",
      })
      .returning();
    if (!product) throw new Error("no product");
    const who = await shopper(300);
    const pages = [
      `/grouped-product/single/${product.product_id}`,
      `/grouped-product/search-all-products/demo-store?search=${encodeURIComponent(unique)}&page=1&limit=10`,
    ];
    const stockOn = async (server: BuiltServer, path: string) => {
      const body = (await (await fetch(`${server.base}${path}`)).json()) as {
        data: { stock: number } | { stock: number }[];
      };
      return Array.isArray(body.data) ? body.data[0]?.stock : body.data.stock;
    };
    // Every answer is cached on both instances, and hot.
    for (let round = 0; round < 3; round++) {
      for (const server of [a, b]) for (const path of pages) expect(await stockOn(server, path)).toBe(6);
    }
    const buy = async (server: BuiltServer, quantity: number) => {
      const res = await fetch(`${server.base}/payment`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${who.token}`,
          "idempotency-key": `watch-${quantity}-${randomBytes(6).toString("hex")}`,
        },
        body: JSON.stringify({
          products: [{ product_id: product.product_id, quantity }],
          billing_address_id: who.address,
          shipping_address_id: who.address,
          mobile: "9876543210",
          payment_mode: "Pay now",
        }),
      });
      expect(res.status).toBe(201);
    };
    // The time until every cached answer on both instances shows `stock`, polled as shoppers would.
    const allShow = async (stock: number) => {
      const since = Date.now();
      while (Date.now() - since < 5000) {
        const seen = await Promise.all(
          [a, b].flatMap((server) => pages.map((path) => stockOn(server, path))),
        );
        if (seen.every((shown) => shown === stock)) return Date.now() - since;
        await new Promise((r) => setTimeout(r, 20));
      }
      return Infinity;
    };
    await buy(a, 2);
    expect(await allShow(4)).toBeLessThanOrEqual(1000);
    await buy(b, 1);
    expect(await allShow(3)).toBeLessThanOrEqual(1000);
    // Stock the database changes directly (as a back-office tool might) shows the same way.
    await database.db.update(products).set({ stock: 9 }).where(eq(products.product_id, product.product_id));
    expect(await allShow(9)).toBeLessThanOrEqual(1000);
  });

  it("counts login failures against one limit shared by both instances", async () => {
    const { user } = await shopper(100);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).base}/loginuser`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: user.email, password: "wrong-password" }),
      });
      statuses.push(res.status);
    }
    // 10 per e-mail in any 15 minutes: the 11th and 12th are refused, wherever they land.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("serves a catalogue change made through one instance from the other within 2 s", async () => {
    const [product] = await database.db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: "Before",
        sku: `CAT-${schema}`,
        originalPrice: 99,
        stock: 5,
        totalStock: 5,
        category: "cones",
      })
      .returning();
    if (!product) throw new Error("no product");
    const titleOn = async (server: BuiltServer) => {
      const res = await fetch(`${server.base}/grouped-product/single/${product.product_id}`);
      return ((await res.json()) as { data: { title: string } }).data.title;
    };
    // Both instances have the product cached.
    expect(await titleOn(a)).toBe("Before");
    expect(await titleOn(b)).toBe("Before");
    // A catalogue write (as the owner's tools do it): the row and the store's catalogue version.
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ title: "After" }).where(eq(products.product_id, product.product_id));
      await tx
        .update(stores)
        .set({ catalogVersion: sql`${stores.catalogVersion} + 1` })
        .where(eq(stores.main_id, "demo-store"));
    });
    const changedAt = Date.now();
    let seenAfter = -1;
    while (Date.now() - changedAt < 5000) {
      if ((await titleOn(b)) === "After") {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(2000 + 250);
  });

  it("serves a product edited through one instance's back office from the other within 2 s", async () => {
    const email = `owner-${schema}@shop.example`;
    await createStaffMember(
      database.db,
      { mainId: "demo-store", email, role: "owner" },
      new Date(),
      "owner-pass-1",
    );
    const login = await fetch(`${a.base}/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "owner-pass-1" }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${a.base}/admin${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const input = simpleInput({ title: "Admin before", discountPrice: 399 });
    const made = await admin("POST", "/products", input);
    expect(made.status).toBe(201);
    const { product_id } = ((await made.json()) as { data: { product_id: number } }).data;
    const shown = async (server: BuiltServer) => {
      const res = await fetch(`${server.base}/grouped-product/single/${product_id}`);
      return ((await res.json()) as { data: { title: string; discountPrice: number | null } }).data;
    };
    // Both instances have it cached.
    expect(await shown(a)).toMatchObject({ title: "Admin before", discountPrice: 399 });
    expect(await shown(b)).toMatchObject({ title: "Admin before", discountPrice: 399 });

    const saved = await admin("PUT", `/products/${product_id}`, {
      ...input,
      title: "Admin after",
      discountPrice: 349,
    });
    expect(saved.status).toBe(200);
    const changedAt = Date.now();
    // The instance that took the edit serves it at once.
    expect(await shown(a)).toMatchObject({ title: "Admin after", discountPrice: 349 });
    let seenAfter = -1;
    while (Date.now() - changedAt < 5000) {
      const now = await shown(b);
      if (now.title === "Admin after" && now.discountPrice === 349) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(2000 + 250);
  });

  it("serves a setting changed through one instance's store setup from the other within 2 s", async () => {
    const email = `setup-owner-${schema}@shop.example`;
    await createStaffMember(
      database.db,
      { mainId: "demo-store", email, role: "owner" },
      new Date(),
      "owner-pass-2",
    );
    const login = await fetch(`${a.base}/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "owner-pass-2" }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
    const defaultButton = async (server: BuiltServer) => {
      const res = await fetch(`${server.base}/button/demo-store`);
      const rows = ((await res.json()) as { data: { button_id: string; default: boolean }[] }).data;
      return rows.find((row) => row.default)?.button_id;
    };
    const setup = await fetch(`${a.base}/admin/store-setup`, { headers });
    const { selling } = ((await setup.json()) as { data: { selling: Record<string, unknown> } }).data;
    // Both instances have the current choice cached.
    expect(await defaultButton(a)).toBe(selling.default_button);
    expect(await defaultButton(b)).toBe(selling.default_button);
    const next = selling.default_button === "getquote" ? "buynow" : "getquote";

    const saved = await fetch(`${a.base}/admin/store-setup/selling`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...selling, default_button: next }),
    });
    expect(saved.status).toBe(200);
    const changedAt = Date.now();
    expect(await defaultButton(a)).toBe(next);
    let seenAfter = -1;
    while (Date.now() - changedAt < 5000) {
      if ((await defaultButton(b)) === next) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(2000 + 250);
  });

  it("serves a picture uploaded through one instance, in every size, from the other", async () => {
    const email = `media-owner-${schema}@shop.example`;
    await createStaffMember(
      database.db,
      { mainId: "demo-store", email, role: "owner" },
      new Date(),
      "owner-pass-3",
    );
    const login = await fetch(`${a.base}/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "owner-pass-3" }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const width = 1000;
    const pixels = Buffer.alloc(width * 600 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
    const jpeg = await sharp(pixels, { raw: { width, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${a.base}/admin/media`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        "content-type": "application/octet-stream",
        "x-file-name": "henna.jpg",
      },
      body: jpeg,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as {
      data: { key: string; widths: number[]; formats: string[] };
    };
    expect(data.widths).toEqual([320, 640, 960, 1000]);
    // /api/... is the API; pictures are served at the root.
    const root = (server: BuiltServer) => server.base.replace(/\/api$/, "");
    for (const format of data.formats) {
      for (const size of data.widths) {
        const path = `/media/${data.key}/${size}.${format}`;
        const [fromA, fromB] = await Promise.all([fetch(`${root(a)}${path}`), fetch(`${root(b)}${path}`)]);
        expect(fromB.status, path).toBe(200);
        expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
        const bytes = Buffer.from(await fromB.arrayBuffer());
        expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
        expect(await sharp(bytes).metadata()).toMatchObject({
          format: format === "avif" ? "heif" : format,
          width: size,
        });
      }
    }
  });

  it("runs the expiry job on exactly one instance at a time, and expires an unpaid order once", async () => {
    const who = await shopper(200);
    const [product] = await database.db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: "Expiry Cone",
        sku: `EXP-${schema}`,
        originalPrice: 50,
        stock: 3,
        totalStock: 3,
        category: "cones",
      })
      .returning();
    if (!product) throw new Error("no product");
    const res = await fetch(`${a.base}/payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${who.token}`,
        "idempotency-key": `expiry-${schema}`,
      },
      body: JSON.stringify({
        products: [{ product_id: product.product_id, quantity: 2 }],
        billing_address_id: who.address,
        shipping_address_id: who.address,
        mobile: "9876543210",
        payment_mode: "Pay now",
      }),
    });
    expect(res.status).toBe(201);
    const orderId = ((await res.json()) as { order_id: string }).order_id;
    // Abandoned three hours ago.
    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60_000) })
      .where(eq(orders.order_id, orderId));
    // Only a guard against a hang: the job runs on its own schedule, slowly on a busy machine.
    const deadline = Date.now() + 240_000;
    let row: typeof orders.$inferSelect | undefined;
    while (Date.now() < deadline) {
      [row] = await database.db.select().from(orders).where(eq(orders.order_id, orderId));
      if (row?.status === "Failed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toMatchObject({ status: "Failed", orderStatus: "Cancelled", stock_released: true });
    const events = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_ref, row?.id ?? 0), eq(orderEvents.to_value, "Failed")));
    expect(events).toHaveLength(1);
    const [stock] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.product_id, product.product_id));
    expect(stock?.stock).toBe(3);

    // Five finished runs at least (counted, not timed: a busy machine runs fewer a second), then
    // the history: no two runs overlap, whichever instance ran them.
    const doneRuns = () =>
      database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, "expire-unpaid-orders"), eq(jobs.state, "done")))
        .orderBy(jobs.startedAt);
    let runs = await doneRuns();
    while (runs.length < 5 && Date.now() < deadline + 120_000) {
      await new Promise((r) => setTimeout(r, 100));
      runs = await doneRuns();
    }
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < runs.length; i++) {
      const previous = runs[i - 1];
      const current = runs[i];
      expect(current?.startedAt?.getTime()).toBeGreaterThanOrEqual(
        previous?.finishedAt?.getTime() ?? Infinity,
      );
    }
    const live = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE name = 'expire-unpaid-orders' AND state IN ('queued', 'running')`,
    );
    expect(live.rows[0]?.n).toBe(1);
    const instances = new Set(runs.map((run) => run.lockedBy));
    expect(instances.size).toBeGreaterThanOrEqual(1);
    expect(instances.size).toBeLessThanOrEqual(2);
    if (process.env.SCALE_STATS) {
      process.stdout.write(`expiry runs: ${runs.length} on ${instances.size} instance(s)\n`);
    }
  });
});
