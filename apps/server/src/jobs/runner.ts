// The server's one job runner, on the store's own database (PGlite or PostgreSQL): no extra service and
// safe with several instances. pg-boss was the alternative; it needs its own `pg` connection and so
// cannot run on PGlite (embedded, no socket), which is the default `npm start`.
//
// Each run of a job is a row in `jobs`. An instance claims a due row with FOR UPDATE SKIP LOCKED and a
// lease (locked_until), runs it outside the claim's transaction, and records the end: done; or, on a
// failure, queued again after an exponential backoff; after max_attempts, dead (never silently: the
// error is kept and `cli jobs dead` lists it). A live instance renews the lease of a run while it lasts,
// so a lease is short: a process that dies mid-run (SIGKILL, a crash) leaves it to expire within a
// minute, and the row is queued again (or dead, if that was its last attempt). A long lease had held a
// killed server's recurring jobs, refund reconciliation among them, for five minutes after a restart. Recurring jobs are singletons
// (a unique index allows one queued or running row per name), so they run on one instance at a time;
// the next run is queued in the transaction that ends the current one. locked_by stays on a finished
// row: the history says which instance ran what.
//
// Each tick also delivers the outbox (services/outbox/deliver.ts), which has its own claims and retries.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.js";
import { isUniqueViolation } from "../db/pg-errors.js";
import { jobs } from "../db/schema.js";
import { deliverOutbox, type OutboxDeps } from "../services/outbox/deliver.js";

/** How long a claimed run is leased by default (JOBS_LEASE_MS). */
export const JOB_LEASE_MS = 60_000;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const JOBS_PER_TICK = 10;

export interface JobDefinition {
  name: string;
  /** Recurring jobs run every `everyMs`, on one instance at a time. */
  everyMs?: number;
  /** Or recurring at moments of the calendar (the nightly backup): the next run after `now`. */
  nextRunAt?(now: Date): Date;
  maxAttempts?: number;
  run(payload: Record<string, unknown>): Promise<unknown>;
  /** Called once when a run has used its last attempt (after it is recorded dead): tell someone. */
  onDead?(error: unknown, payload: Record<string, unknown>): Promise<void>;
}

const recurring = (definition: JobDefinition) => Boolean(definition.everyMs || definition.nextRunAt);

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  definitions: readonly JobDefinition[];
  /** Mail transport and push sender for the outbox; without it the runner leaves the outbox alone. */
  outbox?: Omit<OutboxDeps, "db" | "log" | "clock">;
  pollMs?: number;
  instanceId?: string;
  /** How long a claimed run is leased (JOB_LEASE_MS by default). */
  leaseMs?: number;
  /** How often a running job's lease is renewed: by default three times a lease, so a slow renewal still lands. */
  leaseRenewMs?: number;
}

export interface JobRunner {
  readonly instanceId: string;
  /** Polls every pollMs until stop(). */
  start(): Promise<void>;
  /** Lets the step under way (one job, or one outbox batch) finish, then stops: no further step starts. */
  stop(): Promise<void>;
  /** One round: requeue expired leases, run due jobs, deliver the outbox. Tests call it directly. */
  tick(): Promise<{ ran: number; delivered: number }>;
  enqueue(name: string, payload?: Record<string, unknown>, runAt?: Date): Promise<void>;
}

export function jobBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

type ClaimedJob = {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  singleton: string | null;
};

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, clock } = options;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const byName = new Map(options.definitions.map((d) => [d.name, d]));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  // Set by stop(): the tick under way ends after its current step. Tests calling tick() directly are
  // never stopping, so their ticks run whole.
  let stopping = false;

  /** Queues each recurring job unless a run of it is already queued or running (any instance). */
  async function ensureRecurring(): Promise<void> {
    const now = clock();
    for (const definition of options.definitions) {
      if (!recurring(definition)) continue;
      const first = definition.nextRunAt ? definition.nextRunAt(now) : now;
      await db.execute(sql`
        insert into jobs (name, singleton, run_at, max_attempts)
        values (${definition.name}, ${definition.name}, ${first.toISOString()}::timestamptz, ${definition.maxAttempts ?? 5})
        on conflict (singleton) where state in ('queued', 'running') do nothing`);
    }
  }

  /** Runs whose instance died: queued again, or dead when that was their last attempt. */
  async function requeueExpired(now: Date): Promise<void> {
    await db.execute(sql`
      update jobs set
        state = case when attempts >= max_attempts then 'dead' else 'queued' end,
        finished_at = case when attempts >= max_attempts then ${now.toISOString()}::timestamptz else null end,
        last_error = coalesce(last_error, '') || 'lease expired on ' || coalesce(locked_by, '?'),
        locked_by = null, locked_until = null
      where state = 'running' and locked_until <= ${now.toISOString()}::timestamptz`);
  }

  async function claim(now: Date): Promise<ClaimedJob | null> {
    const result = await db.execute<ClaimedJob>(sql`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${instanceId},
        locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        started_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from jobs where state = 'queued' and run_at <= ${now.toISOString()}::timestamptz
        order by run_at, id limit 1 for update skip locked)
      returning id, name, payload, attempts, max_attempts, singleton`);
    return result.rows[0] ?? null;
  }

  async function queueNext(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], job: ClaimedJob, now: Date) {
    const definition = byName.get(job.name);
    if (!definition || !recurring(definition) || job.singleton === null) return;
    const next = definition.nextRunAt
      ? definition.nextRunAt(now)
      : new Date(now.getTime() + (definition.everyMs ?? 0));
    await tx.execute(sql`
      insert into jobs (name, singleton, run_at, max_attempts)
      values (${job.name}, ${job.singleton}, ${next.toISOString()}::timestamptz, ${job.max_attempts})
      on conflict (singleton) where state in ('queued', 'running') do nothing`);
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    const now = clock();
    let diedHere = false;
    await db.transaction(async (tx) => {
      // Only the holder of the lease may end the run (a run that outlived its lease was taken over).
      const mine = and(eq(jobs.id, job.id), eq(jobs.state, "running"), eq(jobs.lockedBy, instanceId));
      if (error === undefined) {
        const [done] = await tx
          .update(jobs)
          .set({ state: "done", finishedAt: now, lockedUntil: null, lastError: null })
          .where(mine)
          .returning({ id: jobs.id });
        if (done) await queueNext(tx, job, now);
        return;
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const dead = job.attempts >= job.max_attempts;
      const [ended] = await tx
        .update(jobs)
        .set({
          state: dead ? "dead" : "queued",
          runAt: new Date(now.getTime() + jobBackoffMs(job.attempts)),
          finishedAt: dead ? now : null,
          lockedUntil: null,
          lastError: message,
        })
        .where(mine)
        .returning({ id: jobs.id });
      // A dead recurring job keeps its schedule: the next run may well succeed.
      if (ended && dead) await queueNext(tx, job, now);
      diedHere = Boolean(ended && dead);
    });
    const onDead = byName.get(job.name)?.onDead;
    if (diedHere && onDead) {
      await onDead(error, job.payload).catch((notified: unknown) =>
        log.error({ job: { id: job.id, name: job.name }, err: notified }, "could not report a dead job"),
      );
    }
    if (error !== undefined) {
      log.error(
        { job: { id: job.id, name: job.name, attempts: job.attempts }, err: error },
        job.attempts >= job.max_attempts ? "job dead after its last attempt" : "job failed, will retry",
      );
    }
  }

  /** Keeps a run's lease while it lasts; only the holder's row is renewed. Answers the stop. */
  function holdLease(job: ClaimedJob): () => void {
    const renew = setInterval(
      () => {
        const until = new Date(clock().getTime() + leaseMs);
        void db
          .update(jobs)
          .set({ lockedUntil: until })
          .where(and(eq(jobs.id, job.id), eq(jobs.state, "running"), eq(jobs.lockedBy, instanceId)))
          .catch((error: unknown) =>
            log.warn({ job: { id: job.id, name: job.name }, err: error }, "could not renew a job's lease"),
          );
      },
      options.leaseRenewMs ?? leaseMs / 3,
    );
    renew.unref();
    return () => clearInterval(renew);
  }

  async function runJobs(): Promise<number> {
    let ran = 0;
    for (; ran < JOBS_PER_TICK && !stopping; ran++) {
      const job = await claim(clock());
      if (!job) break;
      const definition = byName.get(job.name);
      let failure: unknown;
      const release = holdLease(job);
      try {
        if (!definition) throw new Error(`no job named ${job.name} on this instance`);
        const result = await definition.run(job.payload);
        if (result !== undefined) log.info({ job: { id: job.id, name: job.name }, result }, "job done");
      } catch (error) {
        failure = error ?? new Error("job failed");
      } finally {
        release();
      }
      await finish(job, failure);
    }
    return ran;
  }

  async function deliver(): Promise<number> {
    if (!options.outbox) return 0;
    let delivered = 0;
    for (let round = 0; round < 20 && !stopping; round++) {
      const batch = await deliverOutbox({ db, log, clock, ...options.outbox });
      delivered += batch.delivered;
      if (batch.delivered + batch.failed === 0) break;
    }
    return delivered;
  }

  async function tick() {
    await requeueExpired(clock());
    const ran = await runJobs();
    const delivered = await deliver();
    return { ran, delivered };
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => log.error({ err: error }, "job runner tick failed"))
        .finally(schedule);
    }, options.pollMs ?? 1000);
    timer.unref();
  }

  return {
    instanceId,
    async start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      await ensureRecurring();
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    async tick() {
      await ensureRecurring();
      return tick();
    },
    async enqueue(name, payload = {}, runAt = clock()) {
      const definition = byName.get(name);
      await db.insert(jobs).values({
        name,
        payload,
        runAt,
        maxAttempts: definition?.maxAttempts ?? 5,
      });
    },
  };
}

/** Jobs past their retries, for the owner (`cli jobs dead`). */
export async function listDeadJobs(db: Db, limit = 100) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      attempts: jobs.attempts,
      finishedAt: jobs.finishedAt,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(eq(jobs.state, "dead"))
    .orderBy(jobs.id)
    .limit(limit);
}

/** Gives a dead job a fresh set of attempts (`cli jobs retry ID`); false when no dead job has that id. */
export async function retryDeadJob(db: Db, id: number, now: Date): Promise<boolean> {
  try {
    const revived = await db
      .update(jobs)
      .set({ state: "queued", attempts: 0, runAt: now, finishedAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, "dead")))
      .returning({ id: jobs.id });
    return revived.length > 0;
  } catch (error) {
    // A recurring job's singleton slot is taken by its next run: that run does the same work.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Finished runs older than `keepMs` (the prune job keeps a week of history). */
export async function pruneFinishedJobs(db: Db, now: Date, keepMs: number): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(eq(jobs.state, "done"), lte(jobs.finishedAt, new Date(now.getTime() - keepMs))))
    .returning({ id: jobs.id });
  return gone.length;
}
