// The runner as the server starts it: the store's jobs plus outbox delivery through the configured
// mail transport and push sender.
import type { AppContext } from "../context.js";
import { createMailTransport } from "../services/mailer.js";
import { createJobRunner, type JobRunner } from "./runner.js";
import { storeJobs } from "./store-jobs.js";

export async function createStoreJobRunner(ctx: AppContext): Promise<JobRunner> {
  return createJobRunner({
    db: ctx.db,
    log: ctx.log,
    clock: ctx.clock,
    definitions: storeJobs(ctx, { expireEveryMs: ctx.env.jobsExpireEveryMs }),
    outbox: { transport: await createMailTransport(ctx.env), push: ctx.push },
    pollMs: ctx.env.jobsPollMs,
    leaseMs: ctx.env.jobsLeaseMs,
  });
}

/** One round of the store's due jobs and the outbox, as a running server's runner would do (tests). */
export async function runStoreJobsOnce(ctx: AppContext): Promise<{ ran: number; delivered: number }> {
  return (await createStoreJobRunner(ctx)).tick();
}
