// The restore drill: a backup taken by the serving process while shoppers keep paying, restored into a
// fresh PGlite folder (or a fresh PostgreSQL database), holds every order paid before the backup began
// with its invoice number; the numbers have no gap and no repeat, and the restored store's next paid
// order continues the series.

import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { backupCommand } from "../../cli/backup.js";
import { loadEnv } from "../../config/env.js";
import { createDatabase, type Database } from "../../db/database.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
} from "../../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { testDatabaseUrl } from "../../test-support/test-database.js";
import { createTestUser } from "../../test-support/users.js";
import { takeBackup } from "./scheduled-backup.js";

type Paid = { orderId: string; paidAt: number };
// Two shoppers paying without pause keep a PGlite store busy (its one connection serves one at a time).
const SHOPPERS = 2;

async function invoices(database: Database): Promise<Map<string, string>> {
  const rows = await database.db.execute<{ order_id: string; invoice_number: string }>(
    sql`select order_id, invoice_number from orders where invoice_number is not null`,
  );
  return new Map(rows.rows.map((row) => [row.order_id, row.invoice_number]));
}

const sequence = (invoice: string) => Number(invoice.split("/").at(-1));

describe.each(await testDatabaseKinds())("restore drill on %s", (kind) => {
  it("restores every order paid before the backup, and the invoice series goes on", async () => {
    const backupDir = mkdtempSync(join(tmpdir(), "drill-backups-"));
    const t: TestApp = await startTestApp(kind, { env: { BACKUP_DIR: backupDir } });
    let restored: Database | undefined;
    let freshDatabase: string | undefined;
    try {
      const product = await insertProduct(t, { price: 250, stock: 100_000 });
      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async () => {
          const user = await createTestUser(t);
          return { user, address: await insertAddress(t, user) };
        }),
      );
      const paid: Paid[] = [];
      const payOne = async (i: number) => {
        const who = shoppers[i % SHOPPERS];
        if (!who) throw new Error("no shopper");
        const body = orderBody({ lines: [{ product_id: product, quantity: 1 }], address: who.address });
        paid.push({ orderId: await payThroughSandbox(t, who.user, body), paidAt: Date.now() });
      };
      for (let i = 0; i < 6; i++) await payOne(i);

      // The mixed load: every shopper keeps ordering and paying until the backup is written.
      let backupDone = false;
      const load = Promise.all(
        shoppers.map(async (_, s) => {
          for (let i = s; !backupDone || i < s + SHOPPERS * 2; i += SHOPPERS) await payOne(i);
        }),
      );
      const startedAt = Date.now();
      const env =
        kind === "postgres"
          ? { ...t.ctx.env, databaseUrl: testDatabaseUrl(), databaseSchema: t.database.schema }
          : t.ctx.env;
      const backup = await takeBackup({ database: t.database, env, clock: () => new Date() });
      backupDone = true;
      await load;
      const before = paid.filter((order) => order.paidAt <= startedAt);
      expect(before.length).toBeGreaterThanOrEqual(6);
      // Orders were paid while the backup was taken, too.
      expect(paid.length).toBeGreaterThan(before.length);
      const live = await invoices(t.database);

      // Restore into a fresh place, as the CLI does.
      const path = join(backupDir, backup.name);
      if (kind === "pglite") {
        const dataDir = join(mkdtempSync(join(tmpdir(), "drill-restore-")), "data");
        await backupCommand("restore", [path], loadEnv({ DATA_DIR: dataDir }), Error);
        restored = await createDatabase({ dataDir });
      } else {
        freshDatabase = `drill_${randomBytes(5).toString("hex")}`;
        const admin = new pg.Client({ connectionString: testDatabaseUrl() });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${freshDatabase}`);
        await admin.end();
        const url = new URL(testDatabaseUrl());
        url.pathname = `/${freshDatabase}`;
        const restoreEnv = loadEnv({ DATABASE_URL: url.toString(), DATABASE_SCHEMA: t.database.schema });
        await backupCommand("restore", [path], restoreEnv, Error);
        restored = await createDatabase({
          databaseUrl: url.toString(),
          dataDir: "memory://",
          schema: t.database.schema,
        });
      }
      const back = await invoices(restored);
      for (const order of before) {
        expect(back.get(order.orderId), order.orderId).toBe(live.get(order.orderId));
      }
      // Whatever the snapshot holds, its numbers run 1..n with no gap and no repeat.
      const numbers = [...back.values()].map(sequence).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      expect(new Set(back.values()).size).toBe(back.size);

      // The restored store goes on from there: its next paid order takes n + 1.
      const again = await buildApp({
        env: t.ctx.env,
        secrets: TEST_SECRETS,
        database: restored,
        clock: () => new Date(),
        checkResponses: true,
        requireAllHandlers: false,
      });
      try {
        await again.app.ready();
        const onRestored: TestApp = {
          ...t,
          app: again.app,
          ctx: again.ctx,
          database: restored,
          request: ({ token, headers, ...rest }) =>
            again.app.inject({
              ...rest,
              headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
            }),
        };
        const who = shoppers[0];
        if (!who) throw new Error("no shopper");
        const next = await payThroughSandbox(
          onRestored,
          who.user,
          orderBody({ lines: [{ product_id: product, quantity: 1 }], address: who.address }),
        );
        const after = await invoices(restored);
        expect(sequence(after.get(next) ?? "")).toBe(numbers.length + 1);
      } finally {
        await again.app.close();
      }
    } finally {
      await restored?.close();
      await t.close();
      if (freshDatabase) {
        const admin = new pg.Client({ connectionString: testDatabaseUrl() });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${freshDatabase} WITH (FORCE)`);
        await admin.end();
      }
    }
  });
});
