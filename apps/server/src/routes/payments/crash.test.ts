// Crash safety of the money path: the BUILT server (dist/main.js) runs as a child process on a fresh
// PostgreSQL schema; checkouts (with Idempotency-Keys) and payments are fired at it and the process is
// killed with SIGKILL at random moments, then restarted, and the same keys retried. At the end every
// attempt has a definite answer and the database must show no lost, duplicated or half-written order,
// and stock + units held by live orders = the starting stock. Every paid order's confirmation mail is
// in the outbox exactly once, and delivered once the restarted server's job runner has caught up.
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database.js";
import { products } from "../../db/schema.js";
import { requireBuild, startBuiltServer } from "../../test-support/built-server.js";
import { createShopperRow } from "../../test-support/shopper-rows.js";
import { postgresAvailable, testDatabaseUrl } from "../../test-support/test-database.js";

const postgresUp = await postgresAvailable();
const title = postgresUp
  ? "checkout survives SIGKILL of the built server"
  : `checkout survives SIGKILL of the built server (skipped: ${testDatabaseUrl()} is unreachable)`;

// The test's strength is counted in events, not seconds: rounds go on until this many kills have
// landed while requests were in flight (each round starts the server once), so a slow machine only
// takes longer. MAX_ROUNDS stops a run whose kills never find a request under way.
const KILLS_MID_REQUEST = 24;
const MAX_ROUNDS = 60;
const START_STOCK = 40;
const JWT_SECRET = `crash-test-jwt-${randomBytes(16).toString("hex")}`;
const SANDBOX_SECRET = `crash-sandbox-${randomBytes(8).toString("hex")}`;

interface Attempt {
  key: string;
  token: string;
  body: Record<string, unknown>;
  /** The answer once one came back: 201 with the order, or a refusal. */
  status: number | null;
  orderId: string | null;
  gatewayOrderId: string | null;
  paid: boolean;
}

describe.skipIf(!postgresUp)(title, () => {
  const schema = `crash_${randomBytes(5).toString("hex")}`;
  let database: Database;
  let port: number;
  let child: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), "crash-test-"));

  const base = () => `http://127.0.0.1:${port}/api`;

  async function startServer(): Promise<void> {
    const server = await startBuiltServer(schema, {
      DATA_DIR: dataDir,
      JWT_SECRET,
      SANDBOX_KEY_SECRET: SANDBOX_SECRET,
      JOBS_POLL_MS: "100",
    });
    port = server.port;
    child = server.child;
  }

  async function kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once("exit", () => resolve());
      proc.kill(signal);
    });
  }

  async function call(path: string, init: RequestInit): Promise<Response | null> {
    try {
      return await fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(8000) });
    } catch {
      // The server died under the request: the answer is unknown, so the attempt stays open.
      return null;
    }
  }

  const stats = { interrupted: 0, replayed: 0 };

  async function attemptCheckout(attempt: Attempt): Promise<void> {
    const res = await call("/payment", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${attempt.token}`,
        "idempotency-key": attempt.key,
      },
      body: JSON.stringify(attempt.body),
    });
    if (!res) {
      stats.interrupted += 1;
      return;
    }
    if (res.headers.get("idempotent-replayed") === "true") stats.replayed += 1;
    const body = (await res.json().catch(() => null)) as {
      order_id?: string;
      razorpay_order?: { id: string };
      code?: string;
    } | null;
    if (res.status >= 500) return; // e.g. the database connection died with the process: retry.
    if (attempt.status === 201 && res.status !== 201) {
      throw new Error(
        `key ${attempt.key} answered 201 before and ${res.status} now: ${JSON.stringify(body)}`,
      );
    }
    if (res.status === 201) {
      if (attempt.orderId && body?.order_id !== attempt.orderId) {
        throw new Error(
          `key ${attempt.key} created a second order: ${attempt.orderId} then ${body?.order_id}`,
        );
      }
      attempt.orderId = body?.order_id ?? null;
      attempt.gatewayOrderId = body?.razorpay_order?.id ?? null;
    } else if (res.status !== 409 || body?.code !== "OUT_OF_STOCK") {
      throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(body)}`);
    }
    attempt.status = res.status;
  }

  async function attemptPayment(attempt: Attempt): Promise<void> {
    if (!attempt.gatewayOrderId) return;
    const paid = await call("/dev/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: attempt.gatewayOrderId, outcome: "success" }),
    });
    if (!paid?.ok) return;
    const result = await paid.json();
    const verified = await call("/payment/verify", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${attempt.token}` },
      body: JSON.stringify(result),
    });
    if (verified?.status === 200) attempt.paid = true;
  }

  beforeAll(async () => {
    requireBuild();
    // First start migrates the fresh schema and seeds the demo store.
    await startServer();
    database = await createDatabase({ databaseUrl: testDatabaseUrl(), dataDir: "memory://", schema });
  });

  afterAll(async () => {
    await kill("SIGTERM");
    if (database) {
      await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await database.close();
    }
  });

  it(`${KILLS_MID_REQUEST} SIGKILLs mid-checkout lose, duplicate and half-write nothing`, async () => {
    const db = database.db;
    const [product] = await db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: "Crash Test Cone",
        sku: `CRASH-${schema}`,
        originalPrice: 120,
        stock: START_STOCK,
        totalStock: START_STOCK,
        category: "cones",
      })
      .returning();
    if (!product) throw new Error("no product");
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createShopperRow(db, JWT_SECRET, `crash${i}@example.com`, `Crash ${i}`),
      ),
    );

    const attempts: Attempt[] = [];
    const open = () => attempts.filter((a) => a.status === null);
    let kills = 0;
    let midRequest = 0;
    for (let round = 0; midRequest < KILLS_MID_REQUEST && round < MAX_ROUNDS; round++) {
      if (!child) await startServer();
      // New checkouts (1-3 units each), every open attempt retried with its own key, some payments.
      for (let i = 0; i < 4; i++) {
        const shopper = shoppers[randomInt(shoppers.length)] as { token: string; address: number };
        attempts.push({
          key: `crash-${round}-${i}-${randomBytes(6).toString("hex")}`,
          token: shopper.token,
          body: {
            products: [{ product_id: product.product_id, quantity: 1 + randomInt(3) }],
            billing_address_id: shopper.address,
            shipping_address_id: shopper.address,
            mobile: "9876543210",
            payment_mode: "Pay now",
          },
          status: null,
          orderId: null,
          gatewayOrderId: null,
          paid: false,
        });
      }
      // The kill comes after a random number of the round's answers (never all of them), so it
      // lands before, inside and after the order's transaction and the gateway step, whatever the
      // machine's speed.
      let answered = 0;
      let wake = () => {};
      const counted = (fn: () => Promise<void>) =>
        fn().finally(() => {
          answered += 1;
          wake();
        });
      const work = [
        ...open().map((a) => counted(() => attemptCheckout(a))),
        ...attempts
          .filter((a) => a.status === 201 && !a.paid && randomInt(2) === 0)
          .map((a) => counted(() => attemptPayment(a))),
      ];
      const killAfter = randomInt(work.length);
      while (answered < killAfter) await new Promise<void>((resolve) => (wake = resolve));
      const inFlight = work.length - answered;
      await kill("SIGKILL");
      kills += 1;
      if (inFlight > 0) midRequest += 1;
      await Promise.all(work);
    }

    // Recovery: restart and retry until every attempt has its answer, and pay what is payable. A process
    // killed between claiming outbox mail and recording its delivery holds the claim until its lease
    // ends (a minute, services/outbox/deliver.ts), and the mail is then sent again: that minute passes
    // here at once, while no server runs.
    await db.execute(
      sql`UPDATE outbox_mails SET claimed_until = now() WHERE delivered_at IS NULL AND claimed_until > now()`,
    );
    await startServer();
    for (let pass = 0; pass < 5 && open().length > 0; pass++) await Promise.all(open().map(attemptCheckout));
    expect(open()).toEqual([]);
    for (const attempt of attempts.filter((a) => a.status === 201 && !a.paid)) await attemptPayment(attempt);
    // The job runner catches up with the outbox: every mail written is delivered.
    const undelivered = async () =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM outbox_mails WHERE delivered_at IS NULL AND dead_at IS NULL`,
        )
      ).rows[0]?.n ?? -1;
    // Polled until done; the deadline only guards against a runner that never catches up.
    const caughtUpBy = Date.now() + 120_000;
    while (Date.now() < caughtUpBy && (await undelivered()) !== 0) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await undelivered()).toBe(0);
    await kill("SIGTERM");

    expect(midRequest).toBe(KILLS_MID_REQUEST);
    // The kills really landed mid-request (some answers were lost and had to be recovered).
    expect(stats.interrupted).toBeGreaterThan(0);
    if (process.env.CRASH_STATS) {
      process.stdout.write(
        `crash test: ${kills} kills (${midRequest} mid-request), ${attempts.length} checkouts, ${stats.interrupted} interrupted calls, ${stats.replayed} answers replayed\n`,
      );
    }
    const answered = attempts.filter((a) => a.status === 201).map((a) => a.orderId);
    expect(answered.length).toBeGreaterThan(0);

    const rows = await db.execute<{
      order_id: string;
      status: string;
      stock_released: boolean;
      gateway_order_id: string | null;
      items: number;
      quantity: number;
      keys: number;
      invoice_number: string | null;
      answer_order: string | null;
    }>(sql`
        SELECT o.order_id, o.status, o.stock_released, o.gateway_order_id, o.invoice_number,
          (SELECT count(*)::int FROM order_items i WHERE i.order_ref = o.id) AS items,
          (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_ref = o.id) AS quantity,
          (SELECT count(*)::int FROM idempotency_keys k WHERE k.order_ref = o.id) AS keys,
          (SELECT k.response_body->>'order_id' FROM idempotency_keys k WHERE k.order_ref = o.id) AS answer_order
        FROM orders o WHERE o.main_id = 'demo-store'`);
    const orders = rows.rows;
    // Lost or duplicated: the orders are exactly the ones the shoppers were told about, one per key.
    expect(orders.map((o) => o.order_id).sort()).toEqual([...answered].sort());
    for (const order of orders) {
      // Half-written: every order has its line, its key (with the stored answer) and its gateway order.
      expect(order).toMatchObject({ items: 1, keys: 1, answer_order: order.order_id });
      expect(order.gateway_order_id).toMatch(/^order_/);
      expect(order.stock_released).toBe(false);
      if (order.status === "Success") expect(order.invoice_number).toMatch(/^INV\//);
    }
    const paid = orders.filter((o) => o.status === "Success");
    expect(new Set(paid.map((o) => o.invoice_number)).size).toBe(paid.length);
    expect(paid.map((o) => o.order_id).sort()).toEqual(
      attempts
        .filter((a) => a.paid)
        .map((a) => a.orderId)
        .sort(),
    );

    // The outbox: every paid order's confirmation mail exactly once (written in the payment's
    // transaction, so a kill right after the commit cannot lose it), none for an unpaid order.
    const mails = await db.execute<{ subject: string; delivered: boolean }>(
      sql`SELECT subject, delivered_at IS NOT NULL AS delivered FROM outbox_mails WHERE kind = 'mail' AND "to" LIKE 'crash%@example.com'`,
    );
    const confirmed = mails.rows.map((mail) => /order (\S+) confirmed/.exec(mail.subject)?.[1]);
    expect(confirmed.sort()).toEqual(paid.map((o) => o.order_id).sort());
    expect(mails.rows.every((mail) => mail.delivered)).toBe(true);

    const [after] = await db.select().from(products).where(eq(products.product_id, product.product_id));
    const held = orders.filter((o) => !o.stock_released).reduce((sum, o) => sum + o.quantity, 0);
    expect((after?.stock ?? -1) + held).toBe(START_STOCK);
    expect(after?.totalSold).toBe(held);
    expect(after?.stock).toBeGreaterThanOrEqual(0);
    // Only a guard against a hang: the rounds are counted in kills, and a busy machine takes longer.
  }, 1_200_000);
});
