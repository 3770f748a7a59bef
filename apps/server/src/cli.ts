// Shop-owner and operator commands, run against the same database as the server:
//   node apps/server/dist/cli.js seed-catalogue --count 100000    bulk products (benchmarks, demos)
//   node apps/server/dist/cli.js order-status ORD... Shipped       move an order (as the admin route does)
//   node apps/server/dist/cli.js jobs dead                          background work that ran out of retries
//   node apps/server/dist/cli.js seed-shoppers --count 96           signed-in shopper accounts (load tests)
//   node apps/server/dist/cli.js staff add owner@shop.in --role owner   the first back-office owner
//   node apps/server/dist/cli.js backup FILE | restore FILE [--force]   the whole database (cli/backup.ts)
//   node apps/server/dist/cli.js doctor                             what production needs, checked (cli/doctor)
// Configuration comes from the same environment variables as the server (DATA_DIR, DATABASE_URL, ...).
import { parseArgs } from "node:util";
import { isOrderStatus, ORDER_STATUSES } from "@henna/domain/order-status";
import Fastify from "fastify";
import { BACKUP_USAGE, BackupError, backupCommand, isBackupCommand } from "./cli/backup.js";
import { doctorCommand } from "./cli/doctor/doctor.js";
import { seedShoppersCommand } from "./cli/seed-shoppers.js";
import { staffCommand } from "./cli/staff.js";
import { type Env, EnvError, loadEnv } from "./config/env.js";
import { createDatabase, type Database } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { ApiError } from "./http/api-error.js";
import { listDeadJobs, retryDeadJob } from "./jobs/runner.js";
import { seedDemoStore } from "./seed/demo-store.js";
import { seedCatalogue } from "./seed/seed-catalogue.js";
import { COMMAND_LINE_ACTOR } from "./services/audit.js";
import { changeOrderStatus } from "./services/orders/status-change.js";
import { listDeadMessages, retryDeadMessage } from "./services/outbox/dead.js";

const USAGE = `usage:
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

type Command = (database: Database, args: string[], mainId: string, env: Env) => Promise<unknown>;

const commands: Record<string, Command> = {
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
    if (!orderId || !status || extra.length > 0) throw new UsageError(USAGE);
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
      throw new UsageError(USAGE);
    }
    const retried =
      action === "retry"
        ? await retryDeadJob(database.db, n, new Date())
        : await retryDeadMessage(database.db, n, new Date());
    if (!retried) {
      throw new UsageError(
        action === "retry"
          ? `No dead job ${n} to retry (a recurring job's next run may already be queued).`
          : `No dead outbox message ${n} to retry.`,
      );
    }
    return { retried: n };
  },
  "seed-shoppers": (database, args, mainId, env) =>
    seedShoppersCommand(database, args, mainId, env, UsageError),
  staff: (database, args, mainId, env) => staffCommand(database, args, mainId, env, UsageError),
};

class UsageError extends Error {}

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  if (name === "doctor" && rest.length === 0) {
    // Reads the settings itself: a setting the server would refuse is one of the lines it prints.
    process.exitCode = await doctorCommand(process.env, process.stdout);
    return;
  }
  if (isBackupCommand(name)) {
    // These open the database themselves: a restore must find it as it is, not migrated first.
    process.stdout.write(`${JSON.stringify(await backupCommand(name, rest, loadEnv(), UsageError))}\n`);
    return;
  }
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  const storeAt = rest.indexOf("--store");
  const env = loadEnv();
  const mainId = storeAt >= 0 ? (rest[storeAt + 1] ?? env.mainId) : env.mainId;
  const args = storeAt >= 0 ? [...rest.slice(0, storeAt), ...rest.slice(storeAt + 2)] : rest;
  const database = await createDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    schema: env.databaseSchema,
    // A command runs for seconds and may write 100,000 rows: speed over memory.
    pgliteLean: false,
  });
  try {
    await migrate(database.db);
    const result = await command(database, args, mainId, env);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // A refused command (unknown order, illegal move): the reason, without a stack trace.
  if (error instanceof ApiError) {
    process.stderr.write(`${error.code}: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
