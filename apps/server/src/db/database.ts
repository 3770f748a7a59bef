// One way to open the store's database: PGlite (embedded PostgreSQL in WASM, the default) or a real
// PostgreSQL server through a pg Pool. Both give the same drizzle API, typed once as `Db`.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm/relations";
import pg from "pg";
import { initdbInChild, needsInitdb } from "./pglite-initdb.js";
import { shippedTemplate } from "./pglite-template.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;

// What `db.execute()` resolves to on both drivers: PGlite's Results and pg's QueryResult both carry
// `rows`, and that is all callers may rely on.
export interface RowsResult<TRow> {
  rows: TRow[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}

export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Transaction = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
// Repository functions take this so they run inside a caller's transaction or on their own.
export type DbOrTransaction = Db | Transaction;

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The schema every unqualified table name resolves to. */
  schema: string;
  /** PGlite only: the whole data folder as a tarball, to start other databases from (see pgliteDataDir). */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite on disk only: its data folder, absolute (what a live backup reads). */
  pgliteFolder?: string;
  /** Connections open and idle, and queries waiting for one (the /metrics pool gauges). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; without one PGlite is used. */
  databaseUrl?: string | null | undefined;
  /** PGlite data folder (created if missing), or `memory://` for a throw-away database. */
  dataDir: string;
  /** Schema to work in (created if missing); isolates parallel test runs on one PostgreSQL. */
  schema?: string | undefined;
  /** PGlite only: start from this dump of another database's data folder instead of an empty one. */
  pgliteDataDir?: Blob | undefined;
  /** Receives errors of idle pooled connections (e.g. the server restarted); stderr by default. */
  onPoolError?: ((error: Error) => void) | undefined;
  /**
   * PGlite only: a long-running server's settings, ~130 MB less resident for somewhat slower queries
   * (see openPglite). On by default for a folder on disk; bulk work (the CLI's seeding) turns it off.
   */
  pgliteLean?: boolean | undefined;
  /**
   * PGlite only: the most WAL, in MB, that a backup in progress may hold (its replication slot). A
   * backup whose reader stopped reading (a `cli backup` suspended with Ctrl-Z) loses its slot past it,
   * and fails, instead of filling the disk. 1024 by default; tests set a small one.
   */
  pgliteBackupWalLimitMb?: number | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const PGLITE_MEMORY = "memory://";

const SMALL_BUFFERS = ["-c", "shared_buffers=16MB"];

/** The replication slot that keeps the WAL of an online backup in progress (pglite-online-backup.ts). */
export const PGLITE_BACKUP_SLOT = "henna_online_backup";
/** Drops that slot if it is there: when a backup ends, and on opening a folder a dead process left. */
export const DROP_BACKUP_SLOT = `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '${PGLITE_BACKUP_SLOT}'`;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const schemaName = options.schema ?? "public";
  if (!SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Schema name must be lower-case letters, digits and _ (got "${schemaName}")`);
  }
  // public stays on the path: extensions (pg_trgm's operator classes) live there.
  const searchPath = schemaName === "public" ? "public" : `"${schemaName}", public`;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, schemaName, searchPath, options.onPoolError)
    : openPglite(options, schemaName, searchPath);
}

async function openPglite(
  options: DatabaseOptions,
  schemaName: string,
  searchPath: string,
): Promise<Database> {
  const { dataDir, pgliteDataDir: template, pgliteLean: leanOption } = options;
  const inMemory = dataDir === PGLITE_MEMORY || dataDir === "";
  const lean = leanOption ?? !inMemory;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // The template holds the migrations in public; a folder used with another schema starts empty.
  if (!inMemory && !template && needsInitdb(dataDir))
    await initdbInChild(dataDir, schemaName === "public" ? shippedTemplate() : undefined);
  // Lean: (1) PostgreSQL's default 128 MB of shared buffers is written at start-up, so inside PGlite it
  // is resident from the first second; the data files sit in the operating system's page cache anyway,
  // so a small pool costs a read through the file system, and the catalogue is served from the response
  // cache. (2) V8 compiles PGlite's 10 MB of WASM twice by default, quickly (Liftoff) and then its hot
  // functions optimised (TurboFan) on background threads whose memory the allocator keeps: ~60 MB
  // resident for good; lean keeps to the first compile. The flag holds for modules compiled after it.
  if (lean) v8.setFlagsFromString("--liftoff-only");
  // Spent WAL segments are renamed for reuse (PostgreSQL's wal_recycle): a backup's start and stop each
  // switch to a new segment, and making one afresh (16 MB written) held PGlite's one connection for
  // twice as long. The backup copies only the segments it needs (pglite-online-backup.ts), so the
  // renamed ones, old contents and all, stay out of it; min_wal_size keeps two of them on disk.
  const wal = [
    ...["-c", "min_wal_size=32MB"],
    ...["-c", `max_slot_wal_keep_size=${options.pgliteBackupWalLimitMb ?? 1024}MB`],
  ];
  // A throw-away database in memory (the tests', the build's template) keeps every page in memory
  // already, and its 128 MB of shared buffers, written at each start, were a third of the CPU an open
  // took: the tests open a few hundred.
  const client = await PGlite.create(inMemory ? PGLITE_MEMORY : dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...wal, ...(lean || inMemory ? SMALL_BUFFERS : [])],
    ...(template ? { loadDataDir: template } : {}),
  });
  // A backup's slot left by a process that died during it would keep every WAL segment from then on.
  if (!inMemory) {
    await client.query(DROP_BACKUP_SLOT);
  }
  // PGlite is one connection, so session settings made here hold for every later query.
  if (schemaName !== "public") await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  await client.exec(`SET search_path TO ${searchPath}`);
  const busy = countCalls(client, ["query", "exec", "transaction"]);
  const db = drizzlePglite({ client, schema }) satisfies Db;
  return {
    db,
    kind: "pglite",
    schema: schemaName,
    dumpDataDir: () => client.dumpDataDir("none"),
    ...(inMemory ? {} : { pgliteFolder: resolve(dataDir) }),
    // PGlite is one connection that runs one call at a time: the calls beyond the first wait for it.
    poolUse: () => ({ total: 1, idle: busy() === 0 ? 1 : 0, waiting: Math.max(0, busy() - 1) }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  databaseUrl: string,
  schemaName: string,
  searchPath: string,
  onPoolError: ((error: Error) => void) | undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A startup parameter, so every pooled connection gets it before its first query.
    options: `-c search_path=${searchPath.replaceAll(" ", "")}`,
  });
  pool.on(
    "error",
    onPoolError ??
      ((error) => process.stderr.write(`database pool: idle connection error: ${error.message}\n`)),
  );
  const db = drizzleNodePg({ client: pool, schema }) satisfies Db;
  try {
    if (schemaName !== "public") await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`));
  } catch (error) {
    // Two processes creating the same schema at once: IF NOT EXISTS can still lose the race.
    if (!isDuplicateSchema(error)) {
      await pool.end();
      throw error;
    }
  }
  let closed = false;
  return {
    db,
    kind: "postgres",
    schema: schemaName,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Wraps the named async methods of `target` and returns how many of their calls are under way. */
function countCalls<T extends object>(target: T, names: ReadonlyArray<keyof T & string>): () => number {
  let underWay = 0;
  for (const name of names) {
    const original = target[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const counted = async (...args: unknown[]) => {
      underWay++;
      try {
        return await original.apply(target, args);
      } finally {
        underWay--;
      }
    };
    Object.assign(target, { [name]: counted });
  }
  return () => underWay;
}

function isDuplicateSchema(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  const code = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : undefined;
  return code === "23505" || code === "42P06";
}
