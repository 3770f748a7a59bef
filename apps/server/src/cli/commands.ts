// The commands that work on the store's database, as functions of an open database: `cli.ts` runs them
// itself, or hands them to the server holding DATA_DIR, which runs these same functions on its own
// database (control/control-server.ts). Either way the same rules, audit entries and outbox messages.
import { parseArgs } from "node:util";
import { isOrderStatus, ORDER_STATUSES } from "@henna/domain/order-status";
import Fastify from "fastify";
import type { Env } from "../config/env.js";
import type { Database } from "../db/database.js";
import { listDeadJobs, retryDeadJob } from "../jobs/runner.js";
import { seedDemoStore } from "../seed/demo-store.js";
import { seedCatalogue } from "../seed/seed-catalogue.js";
import { COMMAND_LINE_ACTOR } from "../services/audit.js";
import { changeOrderStatus } from "../services/orders/status-change.js";
import { listDeadMessages, retryDeadMessage } from "../services/outbox/dead.js";
import { BACKUP_USAGE } from "./backup-usage.js";
import { RefusedError, UsageError } from "./command-kinds.js";
import { seedShoppersCommand } from "./seed-shoppers.js";
import { staffCommand } from "./staff.js";

export const USAGE = `usage:
  cli seed-catalogue --count N [--store MAIN_ID]
  cli order-status ORDER_ID STATUS [--note TEXT] [--store MAIN_ID]
      STATUS: ${ORDER_STATUSES.filter((s) => s !== "Pending").join(", ")} (quote names with spaces)
  cli jobs dead                    jobs and outbox messages that ran out of retries (JSON)
  cli jobs retry JOB_ID            run a dead job again with fresh attempts
  cli jobs retry-message ID        deliver a dead outbox message again
  cli seed-shoppers --count N [--prefix NAME]   accounts with a session each; prints their tokens (JSON)
  cli staff add EMAIL --role owner|staff [--name NAME] [--url BASE_URL]
      a back-office member; a password piped on stdin is set, else a one-time set-password link is printed
${BACKUP_USAGE}
  cli doctor                       what production needs: set and working? (exit 1 when not)`;

const ORDER_STATUS_USAGE = "usage: cli order-status ORDER_ID STATUS [--note TEXT] [--store MAIN_ID]";
const JOBS_USAGE = "usage: cli jobs dead | cli jobs retry JOB_ID | cli jobs retry-message ID";

/** What an unknown command is told: one line, pointing to the whole usage. */
export const UNKNOWN_COMMAND = (name: string | undefined) =>
  `${name ? `Unknown command "${name}".` : "No command given."} Commands: seed-catalogue, order-status, jobs, seed-shoppers, staff, backup, restore; \`cli help\` shows how to call each.`;

export interface CommandIo {
  /** What was piped on the command's standard input ("" when nothing). */
  stdin: () => Promise<string>;
}

type Command = (
  database: Database,
  args: string[],
  mainId: string,
  env: Env,
  io: CommandIo,
) => Promise<unknown>;

export const commands: Record<string, Command> = {
  "seed-catalogue": async (database, args, mainId) => {
    const { values } = parseArgs({ args, options: { count: { type: "string" } } });
    const count = Number(values.count);
    if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
      throw new UsageError("--count must be a whole number from 1 to 1000000");
    }
    await seedDemoStore(database.db, { mainId });
    return seedCatalogue(database.db, { mainId, count });
  },
  // The same service function as POST /api/admin/orders/{orderId}/status: same rules, dates, stock
  // release and push notification.
  "order-status": async (database, args, mainId, env) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { note: { type: "string" } },
    });
    const [orderId, status, ...extra] = positionals;
    if (!orderId || !status || extra.length > 0) throw new UsageError(ORDER_STATUS_USAGE);
    if (!isOrderStatus(status) || status === "Pending") {
      throw new UsageError(
        `STATUS must be one of ${ORDER_STATUSES.filter((s) => s !== "Pending").join(", ")}`,
      );
    }
    // Logs go to stderr so stdout stays the command's one JSON line.
    const log = Fastify({ logger: { level: env.logLevel, stream: process.stderr } }).log;
    // The push message and e-mail go to the outbox with the move; a running server delivers them.
    const moved = await changeOrderStatus(
      { db: database.db, log, clock: () => new Date() },
      { mainId, orderId, to: status, note: values.note, actor: "cli", audit: COMMAND_LINE_ACTOR(mainId) },
    );
    return { order_id: moved.order_id, orderStatus: moved.orderStatus, status: moved.status };
  },
  // Background work that ran out of retries: jobs and outbox messages, never dropped silently.
  jobs: async (database, args) => {
    const [action, id, ...extra] = args;
    if (action === "dead" && id === undefined) {
      return { jobs: await listDeadJobs(database.db), messages: await listDeadMessages(database.db) };
    }
    const n = Number(id);
    if ((action !== "retry" && action !== "retry-message") || !Number.isInteger(n) || extra.length > 0) {
      throw new UsageError(JOBS_USAGE);
    }
    const retried =
      action === "retry"
        ? await retryDeadJob(database.db, n, new Date())
        : await retryDeadMessage(database.db, n, new Date());
    if (!retried) {
      throw new RefusedError(
        action === "retry"
          ? `No dead job ${n} to retry (a recurring job's next run may already be queued).`
          : `No dead outbox message ${n} to retry.`,
      );
    }
    return { retried: n };
  },
  "seed-shoppers": (database, args, mainId, env) =>
    seedShoppersCommand(database, args, mainId, env, UsageError),
  staff: (database, args, mainId, env, io) => staffCommand(database, args, mainId, env, UsageError, io.stdin),
};

/** `--store MAIN_ID` taken out of the arguments (the store they work on; MAIN_ID by default). */
export function storeOf(rest: string[], fallback: string): { mainId: string; args: string[] } {
  const at = rest.indexOf("--store");
  if (at < 0) return { mainId: fallback, args: rest };
  const mainId = rest[at + 1];
  if (!mainId) throw new UsageError("--store needs a store id (MAIN_ID)");
  return { mainId, args: [...rest.slice(0, at), ...rest.slice(at + 2)] };
}
