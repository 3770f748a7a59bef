// A refund survives SIGKILL of the BUILT server between the gateway's answer and our commit. The test
// holds the new refund row's lock, so the server, once the (sandbox) gateway has made the refund, waits
// to record its answer; it is killed right there, restarted, and the reconciliation job asks the
// gateway again with the refund's idempotency key: exactly one gateway refund, and the row settled
// with it. A few rounds only: each one starts a server.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../../db/database.js";
import { addresses, products, users } from "../../../db/schema.js";
import { hashPassword } from "../../../services/passwords.js";
import { createStaffMember } from "../../../services/staff/staff-accounts.js";
import { issueTokens } from "../../../services/tokens.js";
import { freePort } from "../../../test-support/built-server.js";
import { postgresAvailable, testDatabaseUrl } from "../../../test-support/test-database.js";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const mainJs = join(serverDir, "dist", "main.js");
const postgresUp = await postgresAvailable();
const title = postgresUp
  ? "a refund survives SIGKILL between the gateway's answer and the commit"
  : `a refund survives SIGKILL (skipped: ${testDatabaseUrl()} is unreachable)`;

const ROUNDS = 3;
const JWT_SECRET = `refund-crash-jwt-${randomBytes(16).toString("hex")}`;
const SANDBOX_SECRET = `refund-crash-sandbox-${randomBytes(8).toString("hex")}`;

// The deadline only guards a hang: a busy machine settles the refunds slowly.
const until = async (what: string, check: () => Promise<boolean>, ms = 180_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(!postgresUp)(title, () => {
  const schema = `refund_crash_${randomBytes(5).toString("hex")}`;
  let database: Database;
  let port: number;
  let child: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), "refund-crash-"));
  const base = () => `http://127.0.0.1:${port}/api`;

  async function startServer(): Promise<void> {
    port = await freePort();
    child = spawn(process.execPath, [mainJs], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: testDatabaseUrl(),
        DATABASE_SCHEMA: schema,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        JWT_SECRET,
        SANDBOX_KEY_SECRET: SANDBOX_SECRET,
        PAYMENT_GATEWAY: "sandbox",
        JOBS_POLL_MS: "100",
        // The reconciliation job runs on the expiry job's cadence and leaves refunds this young alone.
        JOBS_EXPIRE_EVERY_MS: "300",
        // A run of it killed mid-way is held by its lease after the restart: a minute by default, which
        // a busy machine hits more often (a run takes longer there).
        JOBS_LEASE_MS: "10000",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      try {
        const res = await fetch(`${base()}/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start: ${stderr}`);
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

  async function api<T>(path: string, init: RequestInit & { token?: string; key?: string }): Promise<T> {
    const res = await fetch(`${base()}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { "idempotency-key": init.key } : {}),
      },
    });
    const body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }

  beforeAll(async () => {
    if (!existsSync(mainJs)) {
      throw new Error(`${mainJs} is missing: build the server first (pnpm --filter @henna/server build)`);
    }
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

  it(`${ROUNDS} refunds killed after the gateway answered end with exactly one gateway refund each`, async () => {
    const db = database.db;
    const [product] = await db
      .insert(products)
      .values({
        main_id: "demo-store",
        title: "Refund Crash Cone",
        sku: `REFUND-CRASH-${schema}`,
        originalPrice: 250,
        stock: 50,
        totalStock: 50,
        category: "cones",
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        main_id: "demo-store",
        email: "refund-crash@example.com",
        full_name: "Refund Crash",
        passwordHash: await hashPassword("secret123"),
      })
      .returning();
    if (!product || !user) throw new Error("no product or user");
    const [address] = await db
      .insert(addresses)
      .values({
        main_id: "demo-store",
        user_id: user.user_id,
        new_address: "1 Test Road",
        city: "Mumbai",
        pincode: "400097",
        latitude: 19.186,
        longitude: 72.855,
      })
      .returning();
    if (!address) throw new Error("no address");
    const shopper = (await issueTokens(db, JWT_SECRET, user, new Date())).accessToken;
    await createStaffMember(
      db,
      { mainId: "demo-store", email: "owner@refund-crash.example", role: "owner" },
      new Date(),
      "owner-password-1",
    );
    const staffToken = async () =>
      (
        await api<{ accessToken: string }>("/admin/auth/login", {
          method: "POST",
          body: JSON.stringify({ email: "owner@refund-crash.example", password: "owner-password-1" }),
        })
      ).accessToken;

    const rounds: { orderId: string; orderRef: number; paymentId: string; amount: number }[] = [];
    let hits = 0;
    for (let round = 0; hits < ROUNDS && round < ROUNDS * 3; round++) {
      if (!child) await startServer();
      const created = await api<{ order_id: string; razorpay_order: { id: string } }>("/payment", {
        method: "POST",
        token: shopper,
        key: `refund-crash-order-${round}-${randomBytes(4).toString("hex")}`,
        body: JSON.stringify({
          products: [{ product_id: product.product_id, quantity: 1 }],
          billing_address_id: address.id,
          shipping_address_id: address.id,
          mobile: "9876543210",
          payment_mode: "Pay now",
        }),
      });
      const paid = await api<Record<string, string>>("/dev/sandbox/pay", {
        method: "POST",
        body: JSON.stringify({ order_id: created.razorpay_order.id, outcome: "success" }),
      });
      await api("/payment/verify", { method: "POST", token: shopper, body: JSON.stringify(paid) });
      const [order] = (
        await db.execute<{ id: number; razorpay_payment_id: string; total: string }>(
          sql`SELECT id, razorpay_payment_id, total_amount_before_pay AS total FROM orders WHERE order_id = ${created.order_id}`,
        )
      ).rows;
      if (!order) throw new Error("no order");
      rounds.push({
        orderId: created.order_id,
        orderRef: order.id,
        paymentId: order.razorpay_payment_id,
        amount: Number(order.total),
      });

      // The refund call, whose answer never comes back: the server dies while recording it.
      const token = await staffToken();
      const lock = new pg.Client({ connectionString: testDatabaseUrl() });
      await lock.connect();
      void fetch(`${base()}/admin/orders/${created.order_id}/cancel-and-refund`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": `refund-crash-${round}`,
        },
        body: JSON.stringify({ reason: "crash round" }),
      }).catch(() => undefined);
      let refundId = 0;
      await until("the refund row", async () => {
        const [row] = (
          await db.execute<{ id: number }>(sql`SELECT id FROM refunds WHERE order_ref = ${order.id}`)
        ).rows;
        refundId = row?.id ?? 0;
        return refundId > 0;
      });
      // Hold the row, so the server cannot record the gateway's answer. Rarely the server is faster and
      // has recorded it already: that round shows only that nothing breaks, and another one is run.
      await lock.query("BEGIN");
      const held = await lock.query(`SELECT state FROM "${schema}".refunds WHERE id = $1 FOR UPDATE`, [
        refundId,
      ]);
      if (held.rows[0]?.state !== "initiated") {
        await lock.query("ROLLBACK");
        await lock.end();
        continue;
      }
      hits += 1;
      await until("the gateway's refund", async () => {
        const made = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM sandbox_refunds WHERE payment_id = ${order.razorpay_payment_id}`,
        );
        return (made.rows[0]?.n ?? 0) > 0;
      });
      await kill("SIGKILL");
      await lock.query("ROLLBACK");
      await lock.end();
      const [left] = (
        await db.execute<{ state: string; gateway_refund_id: string | null }>(
          sql`SELECT state, gateway_refund_id FROM refunds WHERE id = ${refundId}`,
        )
      ).rows;
      // Killed in the window: the gateway refunded, our row does not know it yet.
      expect(left).toEqual({ state: "initiated", gateway_refund_id: null });
    }

    expect(hits).toBe(ROUNDS);
    // Restarted: the reconciliation job settles every refund with the gateway's one refund.
    await startServer();
    await until(
      "every refund settled",
      async () => {
        const open = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM refunds WHERE state = 'initiated'`,
        );
        return open.rows[0]?.n === 0;
      },
      // Only a guard against a hang, like every wait here: a busy machine restarts the server slowly.
      240_000,
    );
    for (const round of rounds) {
      const made = (
        await db.execute<{ id: string; amount_paise: number }>(
          sql`SELECT id, amount_paise FROM sandbox_refunds WHERE payment_id = ${round.paymentId}`,
        )
      ).rows;
      const ours = (
        await db.execute<{ state: string; gateway_refund_id: string; amount: string }>(
          sql`SELECT state, gateway_refund_id, amount FROM refunds WHERE order_ref = ${round.orderRef}`,
        )
      ).rows;
      expect(made).toHaveLength(1);
      expect(ours).toEqual([
        { state: "processed", gateway_refund_id: made[0]?.id, amount: String(round.amount.toFixed(2)) },
      ]);
      expect(made[0]?.amount_paise).toBe(Math.round(round.amount * 100));
      const [order] = (
        await db.execute<{ order_status: string }>(
          sql`SELECT order_status FROM orders WHERE id = ${round.orderRef}`,
        )
      ).rows;
      expect(order?.order_status).toBe("Cancelled");
    }
    await kill("SIGTERM");
    // Three server starts and their waits: on a busy machine this outlasts the suite's usual limit.
  });
});
