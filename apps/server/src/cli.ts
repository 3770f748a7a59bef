// Shop-owner and operator commands, run against the same database as the server:
//   node apps/server/dist/cli.js seed-catalogue --count 100000    bulk products (benchmarks, demos)
// Configuration comes from the same environment variables as the server (DATA_DIR, DATABASE_URL, ...).
import { parseArgs } from "node:util";
import { EnvError, loadEnv } from "./config/env.js";
import { createDatabase, type Database } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { seedCatalogue } from "./seed/seed-catalogue.js";
import { seedDemoStore } from "./seed/demo-store.js";

const USAGE = `usage:
  cli seed-catalogue --count N [--store MAIN_ID]`;

type Command = (database: Database, args: string[], mainId: string) => Promise<unknown>;

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
};

class UsageError extends Error {}

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  const storeAt = rest.indexOf("--store");
  const env = loadEnv();
  const mainId = storeAt >= 0 ? (rest[storeAt + 1] ?? env.mainId) : env.mainId;
  const args = storeAt >= 0 ? [...rest.slice(0, storeAt), ...rest.slice(storeAt + 2)] : rest;
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, schema: env.databaseSchema });
  try {
    await migrate(database.db);
    const result = await command(database, args, mainId);
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
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
