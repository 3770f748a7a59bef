// `npm start`: read the configuration, take DATA_DIR (PGlite: one process per folder), open and migrate
// the database, create the store on first start (the demo store, or an empty one with SEED_DEMO=false),
// then serve and run the background jobs until SIGTERM/SIGINT, finishing in-flight requests and the job
// under way before closing the database. While the store has no owner, every start prints a one-time
// link to make the first one in the browser.
import { buildApp } from "./app.js";
import { EnvError, loadEnv } from "./config/env.js";
import { publicOrigin } from "./config/public-url.js";
import { resolveSecrets } from "./config/secrets.js";
import { type ControlServer, startControlServer } from "./control/control-server.js";
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from "./db/data-dir-lock.js";
import { createDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { drainConnectionsOnClose } from "./http/drain.js";
import { createStoreJobRunner } from "./jobs/start.js";
import { createStoreIfMissing } from "./seed/create-store.js";
import { issueOwnerSetupToken, ownerSetupLine } from "./services/staff/first-owner.js";

// How long requests in flight and the job runner's current step may take after SIGTERM/SIGINT.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // PostgreSQL takes many processes; a PGlite folder exactly one, held until this process ends.
  let lock: DataDirLock | null = null;
  if (!env.databaseUrl) {
    try {
      lock = acquireDataDirLock(env.dataDir, { holder: "server", port: env.port, command: null });
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
    const held = lock;
    process.once("exit", () => held.release());
  }
  const secrets = resolveSecrets(env);
  const database = await createDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    schema: env.databaseSchema,
  });
  await migrate(database.db);
  await createStoreIfMissing(database.db, env);
  const { app, ctx } = await buildApp({ env, secrets, database });
  drainConnectionsOnClose(app.server);
  // Background jobs and outbox delivery; safe to run on every instance (see jobs/runner.ts).
  const jobs = await createStoreJobRunner(ctx);

  let control: ControlServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error({ signal }, `still busy ${SHUTDOWN_TIMEOUT_MS} ms after the signal: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // The listener closes at once (new connections are refused) while requests under way finish; the job
    // runner finishes the step it is on (one job or one outbox batch). Only then does the database close.
    await Promise.all([app.close(), jobs.stop(), control?.close()]);
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.host, port: env.port });
  // Commands beside a PGlite server are run by it (the lock tells them where to ask).
  if (lock) {
    control = await startControlServer({ database, env, log: app.log });
    lock.update({ controlPort: control.port });
  }
  await jobs.start();
  app.log.info(
    { database: database.kind, store: env.mainId, gateway: env.paymentGateway },
    `store ready on http://${env.host}:${env.port}`,
  );
  const setupToken = await issueOwnerSetupToken(database.db, env.mainId, new Date());
  if (setupToken) process.stdout.write(`${ownerSetupLine(publicOrigin(env), setupToken)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
