// One writer per PGlite data folder, with the BUILT server and CLI as processes: the server holds
// DATA_DIR for its lifetime, a second start refuses in one line, a SIGKILLed server's stale lock is
// taken over, and every command that opens the database works beside a running server (carried out by
// it over loopback) and without one (on the folder itself), with no write lost.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_SECRET_FILE } from "../control/control-secret.js";
import { LOCK_FILE } from "../db/data-dir-lock.js";
import { createDatabase } from "../db/database.js";
import { orderEvents, orders, staffMembers } from "../db/schema.js";
import {
  type BuiltServer,
  mainJs,
  requireBuild,
  serverDir,
  startBuiltServer,
} from "../test-support/built-server.js";
import { startTestApp } from "../test-support/http-app.js";
import {
  cli,
  expectFailure,
  type FilledStore,
  fillStore,
  signIn,
  waitForMail,
} from "../test-support/one-writer-kit.js";

const JWT_SECRET = `one-writer-${randomBytes(16).toString("hex")}`;
const SETUP_LINE = /The store has no owner yet\. .*: (http:\/\/\S+\/admin\/setup\?token=(\S+))/;
const PASSWORD = "a long password 1";

/** Starts the built server on a PGlite folder (no DATABASE_URL). */
const startOn = (dataDir: string) =>
  startBuiltServer("public", { DATABASE_URL: "", DATA_DIR: dataDir, JWT_SECRET });

async function withFolder<T>(
  dataDir: string,
  use: (db: Awaited<ReturnType<typeof createDatabase>>["db"]) => Promise<T>,
) {
  const database = await createDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe("cli staff add before the first start (PGlite)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "one-writer-fresh-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", JWT_SECRET };
  let server: BuiltServer | undefined;
  afterAll(() => server?.stop());

  it("creates the store as the server would, then the server starts on it with the owner", async () => {
    requireBuild();
    const made = await cli(env, ["staff", "add", "first@shop.example", "--role", "owner"], `${PASSWORD}\n`);
    expect(made.code, made.stderr).toBe(0);
    expect(made.json?.staff).toMatchObject({ email: "first@shop.example", role: "owner", hasPassword: true });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expectFailure(
      await cli(env, ["staff", "add", "first@shop.example", "--role", "owner"], `${PASSWORD}\n`),
      1,
      "EMAIL_TAKEN: This e-mail is already on the staff.",
    );
    server = await startOn(dataDir);
    expect(await signIn(server.base, "first@shop.example", PASSWORD)).toBe(200);
    // The demo store the server would have made on its first start is there.
    const categories = await fetch(`${server.base}/category/getdata/category/demo-store`);
    expect(((await categories.json()) as { data: unknown[] }).data.length).toBeGreaterThan(3);
  });
});

describe("one writer per PGlite data folder", () => {
  const work = mkdtempSync(join(tmpdir(), "one-writer-"));
  const dataDir = join(work, "data");
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", JWT_SECRET };
  let store: FilledStore;
  let server: BuiltServer;
  const owner = { name: "Meera", email: "owner@shop.example", password: PASSWORD };
  const liveBackup = join(work, "live.backup");

  beforeAll(async () => {
    requireBuild();
    // The store on disk, as `npm start` keeps it: a paid order and dead background work, no owner yet.
    const t = await startTestApp("pglite");
    try {
      store = await fillStore(t, "pglite");
      const dump = await t.database.dumpDataDir?.();
      const onDisk = await createDatabase({ dataDir, pgliteDataDir: dump });
      await onDisk.close();
    } finally {
      await t.close();
    }
    server = await startOn(dataDir);
  });
  afterAll(() => server?.stop());

  it("holds DATA_DIR with a lock naming its pid and port, and a control secret only its owner reads", () => {
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8"));
    expect(lock).toMatchObject({ holder: "server", pid: server.child.pid, port: server.port });
    expect(lock.controlPort).toEqual(expect.any(Number));
    expect(statSync(join(dataDir, CONTROL_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it("prints the one-time setup link at start, and the link makes the owner over HTTP", async () => {
    const [, url, token] = await server.waitForOutput(SETUP_LINE);
    expect(url).toBe(`http://127.0.0.1:${server.port}/admin/setup?token=${token}`);
    const res = await fetch(`${server.base}/admin/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: decodeURIComponent(token ?? ""), ...owner }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await signIn(server.base, owner.email, owner.password)).toBe(200);
  });

  it("refuses a second start on the same folder in one line, and the first keeps serving", async () => {
    const second = spawn(process.execPath, [mainJs], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", JWT_SECRET },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    second.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringContaining(
        `DATA_DIR=${dataDir} is in use by a running server (pid ${server.child.pid}, port ${server.port}`,
      ),
    ]);
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
  });

  it("has the running server carry out staff add, order-status, jobs and backup, seen at once", async () => {
    const added = await cli(env, ["staff", "add", "beside@shop.example", "--role", "staff"], `${PASSWORD}\n`);
    expect(added.code, added.stderr).toBe(0);
    expect(await signIn(server.base, "beside@shop.example", PASSWORD)).toBe(200);

    const moved = await cli(env, ["order-status", store.orderId, "Processing", "--note", "packing today"]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.json).toMatchObject({ order_id: store.orderId, orderStatus: "Processing" });

    const dead = await cli(env, ["jobs", "dead"]);
    expect(dead.code, dead.stderr).toBe(0);
    const deadIds = ((dead.json?.jobs ?? []) as Array<{ id: number }>).map((job) => job.id);
    expect(deadIds).toEqual(expect.arrayContaining(store.deadJobs));
    const [job] = store.deadJobs;
    expect((await cli(env, ["jobs", "retry", String(job)])).json).toEqual({ retried: job });
    const [message] = store.deadMessages;
    expect((await cli(env, ["jobs", "retry-message", String(message?.id)])).json).toEqual({
      retried: message?.id,
    });
    // The server delivers the revived message: the retry reached its database, not a copy.
    await waitForMail(server.base, message?.to ?? "");

    const backup = await cli(env, ["backup", liveBackup]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.json).toMatchObject({ backup: liveBackup, kind: "pglite" });
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
  });

  it.each([
    {
      args: ["seed-catalogue", "--count", "1"],
      exit: 1 as const,
      text: "`cli seed-catalogue` needs the folder to itself",
    },
    {
      args: ["seed-shoppers", "--count", "1"],
      exit: 1 as const,
      text: "`cli seed-shoppers` needs the folder to itself",
    },
    { args: ["restore", "ANY", "--force"], exit: 1 as const, text: "is in use by a running server" },
    { args: ["order-status", "ORD-1", "Lost"], exit: 2 as const, text: "STATUS must be one of" },
    { args: ["order-status", "ORD-none", "Shipped"], exit: 1 as const, text: "NOT_FOUND: Order not found" },
    { args: ["jobs", "retry", "999999"], exit: 1 as const, text: "No dead job 999999 to retry" },
    {
      args: ["staff", "add", "nobody", "--role", "owner"],
      exit: 2 as const,
      text: "Not an e-mail address: nobody",
    },
  ])(
    "beside the server, `cli $args.0` fails in one or two lines (exit $exit)",
    async ({ args, exit, text }) => {
      const run = await cli(
        env,
        args.map((arg) => (arg === "ANY" ? liveBackup : arg)),
      );
      expectFailure(run, exit, text);
    },
  );

  it("after a SIGKILL, the next start takes the stale lock and has every write", async () => {
    await server.stop("SIGKILL");
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    server = await startOn(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(server.child.pid);
    expect(await signIn(server.base, owner.email, owner.password)).toBe(200);
    expect(await signIn(server.base, "beside@shop.example", PASSWORD)).toBe(200);
    await server.stop("SIGTERM");
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("without a server, runs every command on the folder itself", async () => {
    const added = await cli(env, ["staff", "add", "alone@shop.example", "--role", "staff"], `${PASSWORD}\n`);
    expect(added.code, added.stderr).toBe(0);
    const moved = await cli(env, ["order-status", store.orderId, "Packed"]);
    expect(moved.json, moved.stderr).toMatchObject({ orderStatus: "Packed" });
    expect((await cli(env, ["jobs", "retry", String(store.deadJobs[1])])).json).toEqual({
      retried: store.deadJobs[1],
    });
    const message = store.deadMessages[1]?.id;
    expect((await cli(env, ["jobs", "retry-message", String(message)])).json).toEqual({ retried: message });
    const backup = await cli(env, ["backup", join(work, "offline.backup")]);
    expect(backup.json, backup.stderr).toMatchObject({ kind: "pglite" });
    const shoppers = await cli(env, ["seed-shoppers", "--count", "1", "--prefix", "alone"]);
    expect(shoppers.code, shoppers.stderr).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    await withFolder(dataDir, async (db) => {
      const [order] = await db.select().from(orders).where(eq(orders.order_id, store.orderId));
      expect(order?.orderStatus).toBe("Packed");
      const moves = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.order_ref, order?.id ?? 0), eq(orderEvents.field, "orderStatus")));
      expect(moves.filter((event) => event.actor === "cli").map((event) => event.to_value)).toEqual([
        "Processing",
        "Packed",
      ]);
      const members = await db.select({ email: staffMembers.email }).from(staffMembers);
      expect(members.map((m) => m.email).sort()).toEqual([
        "alone@shop.example",
        "beside@shop.example",
        owner.email,
      ]);
    });
  });

  it("the backup taken while the server served restores with the writes made before it", async () => {
    const restored = join(work, "restored");
    const run = await cli({ ...env, DATA_DIR: restored }, ["restore", liveBackup]);
    expect(run.code, run.stderr).toBe(0);
    await withFolder(restored, async (db) => {
      const [order] = await db.select().from(orders).where(eq(orders.order_id, store.orderId));
      expect(order?.orderStatus).toBe("Processing");
      const beside = await db
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.email, "beside@shop.example"), eq(staffMembers.role, "staff")));
      expect(beside).toHaveLength(1);
    });
  });
});
