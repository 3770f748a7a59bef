// Shop-owner and operator commands, run against the same database as the server:
//   node apps/server/dist/cli.js seed-catalogue --count 100000    bulk products (benchmarks, demos)
//   node apps/server/dist/cli.js order-status ORD... Shipped       move an order (as the admin route does)
//   node apps/server/dist/cli.js jobs dead                          background work that ran out of retries
//   node apps/server/dist/cli.js seed-shoppers --count 96           signed-in shopper accounts (load tests)
//   node apps/server/dist/cli.js staff add owner@shop.in --role owner   a back-office member
//   node apps/server/dist/cli.js backup FILE | restore FILE [--force]   the whole database (cli/backup.ts)
//   node apps/server/dist/cli.js doctor                             what production needs, checked (cli/doctor)
// Configuration comes from the same environment variables as the server (DATA_DIR, DATABASE_URL, ...).
// On PGlite only one process may open DATA_DIR: beside a running server, the commands it carries out
// are handed to it (cli/data-dir-access.ts), the others are refused in one line.
import { backupCommand, isBackupCommand } from "./cli/backup.js";
import { UsageError } from "./cli/command-kinds.js";
import { commands, storeOf, UNKNOWN_COMMAND, USAGE } from "./cli/commands.js";
import { claimDataDir } from "./cli/data-dir-access.js";
import { doctorCommand } from "./cli/doctor/doctor.js";
import { CommandFailure, failureOf } from "./cli/failures.js";
import { readPipedInput } from "./cli/staff.js";
import { loadEnv } from "./config/env.js";
import { runOnServer } from "./control/control-client.js";
import { createDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { createStoreIfMissing } from "./seed/create-store.js";

async function main(argv: string[]): Promise<unknown> {
  const [name, ...rest] = argv;
  if (name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (isBackupCommand(name)) {
    // These open the database themselves: a restore must find it as it is, not migrated first.
    return backupCommand(name, rest, loadEnv(), UsageError);
  }
  const command = name ? commands[name] : undefined;
  if (!name || !command) throw new UsageError(UNKNOWN_COMMAND(name));
  const env = loadEnv();
  const { mainId, args } = storeOf(rest, env.mainId);
  // Read before the folder is taken: a command waiting on a terminal must not hold the server off.
  const stdin = name === "staff" ? await readPipedInput() : "";
  const access = await claimDataDir(env, name);
  if (access.by === "server")
    return runOnServer(env.dataDir, access.server, { command: name, args: rest, stdin });
  try {
    const database = await createDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      schema: env.databaseSchema,
      // A command runs for seconds and may write 100,000 rows: speed over memory.
      pgliteLean: false,
    });
    try {
      await migrate(database.db);
      // Before the first start (`cli staff add` on a new DATA_DIR) the store is made as the server would.
      await createStoreIfMissing(database.db, env);
      return await command(database, args, mainId, env, { stdin: async () => stdin });
    } finally {
      await database.close();
    }
  } finally {
    access.lock?.release();
  }
}

const argv = process.argv.slice(2);
// doctor prints its lines itself (not one JSON answer) and reads the settings itself: a setting the
// server would refuse is one of the lines it prints, not a failure of the command.
const run =
  argv[0] === "doctor" && argv.length === 1
    ? doctorCommand(process.env, process.stdout).then((code) => {
        process.exitCode = code;
        return undefined;
      })
    : main(argv);

run.then(
  (result) => {
    if (result !== undefined) process.stdout.write(`${JSON.stringify(result)}\n`);
  },
  (error: unknown) => {
    const failure = error instanceof CommandFailure ? error.failure : failureOf(error);
    if (failure) {
      process.stderr.write(`${failure.message}\n`);
      process.exit(failure.exit);
    }
    // Not the operator's mistake: a fault, told in one line; CLI_DEBUG=1 shows where it happened.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      process.env.CLI_DEBUG
        ? `${error instanceof Error ? error.stack : message}\n`
        : `The command failed: ${message}\nRun it again with CLI_DEBUG=1 for the details, or see the server's log.\n`,
    );
    process.exit(1);
  },
);
