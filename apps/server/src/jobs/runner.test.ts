// The job runner and the outbox on a real database (PGlite and PostgreSQL): a failing job is retried
// with backoff and ends dead (listed, and revivable); a recurring job is a singleton across runners;
// a run whose instance died is taken over after its lease, which a live run keeps renewing; outbox messages are delivered once, retried
// on failure and dead after their last attempt; a crash between sending and recording sends once more.
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { jobs, outboxMails } from "../db/schema.js";
import type { Mail, MailTransport } from "../services/mailer.js";
import { listDeadMessages, retryDeadMessage } from "../services/outbox/dead.js";
import { deliverOutbox, OUTBOX_MAX_ATTEMPTS } from "../services/outbox/deliver.js";
import { enqueueMail } from "../services/outbox/enqueue.js";
import type { PushSender } from "../services/push.js";
import { testDatabaseKinds } from "../test-support/http-app.js";
import { openTestDatabase } from "../test-support/test-database.js";
import {
  createJobRunner,
  JOB_LEASE_MS,
  type JobDefinition,
  jobBackoffMs,
  listDeadJobs,
  retryDeadJob,
} from "./runner.js";

const log = Fastify({ logger: { level: "silent" } }).log;
const noPush: PushSender = { enabled: false, send: async () => ({ sent: 0, invalidTokens: [] }) };

describe.each(await testDatabaseKinds())("job runner on %s", (kind) => {
  let database: Database;
  // Real time: rows written with the database's now() must be due on this clock.
  let now = Date.now();
  const clock = () => new Date(now);

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("retries a failing job with growing waits, then keeps it dead with its error until retried", async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: database.db,
      log,
      clock,
      definitions: [
        {
          name: "flaky",
          maxAttempts: 3,
          run: async () => {
            calls += 1;
            throw new Error(`mail server down (${calls})`);
          },
        },
      ],
    });
    await runner.enqueue("flaky", { order: 1 });
    await runner.tick();
    expect(calls).toBe(1);
    // Not again before its backoff has passed.
    await runner.tick();
    expect(calls).toBe(1);
    now += jobBackoffMs(1);
    await runner.tick();
    expect(calls).toBe(2);
    now += jobBackoffMs(2);
    await runner.tick();
    expect(calls).toBe(3);
    now += jobBackoffMs(3) * 10;
    await runner.tick();
    expect(calls).toBe(3);
    const dead = await listDeadJobs(database.db);
    expect(dead).toEqual([
      expect.objectContaining({ name: "flaky", attempts: 3, lastError: "mail server down (3)" }),
    ]);
    const id = dead[0]?.id ?? 0;
    expect(await retryDeadJob(database.db, id, clock())).toBe(true);
    expect(await retryDeadJob(database.db, id, clock())).toBe(false);
    await runner.tick();
    expect(calls).toBe(4);
    expect(jobBackoffMs(2)).toBeGreaterThan(jobBackoffMs(1));
  });

  it("runs a recurring job on one runner at a time and queues its next run", async () => {
    const runs: string[] = [];
    let release: () => void = () => undefined;
    const make = (who: string) =>
      createJobRunner({
        db: database.db,
        log,
        clock,
        instanceId: who,
        definitions: [
          {
            name: "sweep",
            everyMs: 60_000,
            run: async () => {
              runs.push(who);
              await new Promise<void>((resolve) => {
                release = resolve;
              });
            },
          },
        ],
      });
    const a = make("a");
    const b = make("b");
    const first = a.tick();
    // While a holds the run, b finds nothing to do, and no second run can be queued.
    while (runs.length === 0) await new Promise((r) => setTimeout(r, 10));
    await b.tick();
    expect(runs).toEqual(["a"]);
    const live = await database.db.select().from(jobs).where(eq(jobs.name, "sweep"));
    expect(live.filter((j) => j.state === "queued" || j.state === "running")).toHaveLength(1);
    release();
    await first;
    await b.tick();
    expect(runs).toEqual(["a"]);
    now += 60_000;
    const second = b.tick();
    while (runs.length === 1) await new Promise((r) => setTimeout(r, 10));
    release();
    await second;
    expect(runs).toEqual(["a", "b"]);
    const rows = await database.db.select().from(jobs).where(eq(jobs.name, "sweep"));
    expect(rows.map((j) => j.state).sort()).toEqual(["done", "done", "queued"]);
  });

  it("takes over a run whose instance died once its lease has expired", async () => {
    let calls = 0;
    const definitions = [
      {
        name: "once",
        run: async () => {
          calls += 1;
        },
      },
    ];
    const crashed = createJobRunner({ db: database.db, log, clock, definitions, instanceId: "crashed" });
    await crashed.enqueue("once");
    // The crashed instance had claimed it and died: simulated by a running row with its lease.
    await database.db
      .update(jobs)
      .set({
        state: "running",
        attempts: 1,
        lockedBy: "crashed",
        lockedUntil: new Date(now + JOB_LEASE_MS),
      })
      .where(eq(jobs.name, "once"));
    const survivor = createJobRunner({ db: database.db, log, clock, definitions, instanceId: "survivor" });
    await survivor.tick();
    expect(calls).toBe(0);
    now += JOB_LEASE_MS + 1;
    await survivor.tick();
    expect(calls).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, "once"));
    expect(row).toMatchObject({ state: "done", attempts: 2 });
    expect(row?.lastError).toBeNull();
  });

  it("keeps the lease of a run that outlasts it, so no other instance takes the run over", async () => {
    let calls = 0;
    let finishRun = () => {};
    const definitions: { name: string; run: () => Promise<void> }[] = [];
    const started = new Promise<void>((resolve) => {
      const definition = {
        name: "long",
        run: () => {
          calls += 1;
          resolve();
          return new Promise<void>((done) => {
            finishRun = done;
          });
        },
      };
      definitions.push(definition);
    });
    const holder = createJobRunner({
      db: database.db,
      log,
      clock,
      definitions,
      instanceId: "holder",
      leaseRenewMs: 5,
    });
    await holder.enqueue("long");
    const holding = holder.tick();
    await started;
    const leaseOf = async () => {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.name, "long"));
      return row?.lockedUntil?.getTime() ?? 0;
    };
    const first = await leaseOf();
    // Half a lease later the holder has renewed it from the time it renewed at.
    now += JOB_LEASE_MS / 2;
    await expect.poll(leaseOf, { timeout: 60_000 }).toBe(now + JOB_LEASE_MS);
    // Past the first lease: another instance finds the run still held.
    now = first + 1;
    const other = createJobRunner({ db: database.db, log, clock, definitions, instanceId: "other" });
    await other.tick();
    expect(calls).toBe(1);
    finishRun();
    await holding;
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, "long"));
    expect(row).toMatchObject({ state: "done", attempts: 1, lockedBy: "holder" });
  });

  it.each([
    ["by default", undefined, JOB_LEASE_MS],
    ["as configured (JOBS_LEASE_MS)", 10_000, 10_000],
  ])("leases a claimed run %s", async (_how, leaseMs, expected) => {
    const definitionsFor: JobDefinition[] = [];
    let finishRun = () => {};
    const name = `leased-${expected}`;
    const started = new Promise<void>((resolve) => {
      definitionsFor.push({
        name,
        run: () => {
          resolve();
          return new Promise<void>((done) => {
            finishRun = done;
          });
        },
      });
    });
    const runner = createJobRunner({
      db: database.db,
      log,
      clock,
      definitions: definitionsFor,
      instanceId: name,
      ...(leaseMs === undefined ? {} : { leaseMs }),
    });
    await runner.enqueue(name);
    const running = runner.tick();
    await started;
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, name));
    expect(row?.lockedUntil?.getTime()).toBe(now + expected);
    finishRun();
    await running;
  });

  it("delivers each outbox message once, retries a failed send and keeps a dead one listed", async () => {
    const sent: Mail[] = [];
    let failing = false;
    const transport: MailTransport = {
      send: async (mail) => {
        if (failing && mail.to.startsWith("bounce")) throw new Error("550 mailbox unavailable");
        sent.push(mail);
      },
    };
    const deps = { db: database.db, log, clock, transport, push: noPush };
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, "demo-store", { to: "Asha@Example.com", subject: "Hello", text: "one" });
      await enqueueMail(tx, "demo-store", { to: "bounce@example.com", subject: "Bounce", text: "two" });
    });
    // A rolled-back change leaves no message behind.
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, "demo-store", { to: "never@example.com", subject: "No", text: "x" });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    failing = true;
    expect(await deliverOutbox(deps)).toEqual({ delivered: 1, failed: 1 });
    expect(await deliverOutbox(deps)).toEqual({ delivered: 0, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(["asha@example.com"]);
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      now += 60 * 60_000;
      expect(await deliverOutbox(deps)).toEqual({ delivered: 0, failed: 1 });
    }
    now += 24 * 60 * 60_000;
    expect(await deliverOutbox(deps)).toEqual({ delivered: 0, failed: 0 });
    const dead = await listDeadMessages(database.db);
    expect(dead).toEqual([
      expect.objectContaining({ to: "bounce@example.com", attempts: OUTBOX_MAX_ATTEMPTS }),
    ]);
    expect(dead[0]?.lastError).toContain("550");
    failing = false;
    expect(await retryDeadMessage(database.db, dead[0]?.id ?? 0, clock())).toBe(true);
    expect(await deliverOutbox(deps)).toEqual({ delivered: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(["asha@example.com", "bounce@example.com"]);
    expect(
      await database.db.select().from(outboxMails).where(eq(outboxMails.to, "never@example.com")),
    ).toEqual([]);
  });

  it("sends a message again only when the sender died before recording it (one duplicate, never zero)", async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail.subject);
      },
    };
    await enqueueMail(database.db, "demo-store", { to: "crash@example.com", subject: "Crash", text: "x" });
    // The claim is taken and the mail handed over; the process dies before recording the delivery
    // (simulated: the failure path is not run, the claim stays).
    const [row] = await database.db
      .update(outboxMails)
      .set({ claimedUntil: new Date(now + 60_000), attempts: 1 })
      .where(eq(outboxMails.to, "crash@example.com"))
      .returning();
    sent.push("Crash");
    const deps = { db: database.db, log, clock, transport, push: noPush };
    expect(await deliverOutbox(deps)).toEqual({ delivered: 0, failed: 0 });
    now += 60_001;
    expect(await deliverOutbox(deps)).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverOutbox(deps)).toEqual({ delivered: 0, failed: 0 });
    expect(sent).toEqual(["Crash", "Crash"]);
    const [after] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, row?.id ?? 0));
    expect(after?.deliveredAt).not.toBeNull();
  });

  it("stop() lets the job under way finish and starts no other (SIGTERM drains)", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let finished = 0;
    const runner = createJobRunner({
      db: database.db,
      log,
      clock,
      pollMs: 10,
      definitions: [
        {
          name: "drain-slow",
          run: async () => {
            started += 1;
            await gate;
            finished += 1;
          },
        },
      ],
    });
    await runner.enqueue("drain-slow", { n: 1 });
    await runner.enqueue("drain-slow", { n: 2 });
    await runner.start();
    while (started === 0) await new Promise((r) => setTimeout(r, 10));
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect({ started, finished }).toEqual({ started: 1, finished: 1 });
    const rows = await database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(eq(jobs.name, "drain-slow"))
      .orderBy(jobs.id);
    expect(rows.map((row) => row.state)).toEqual(["done", "queued"]);
    await database.db.delete(jobs).where(eq(jobs.name, "drain-slow"));
  });
});
