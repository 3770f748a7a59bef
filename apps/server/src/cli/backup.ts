// `cli backup FILE` and `cli restore FILE [--force]`: the store's whole database in one file, and back.
//
// PGlite (DATA_DIR): PGlite's own dump of its data folder (a tarball, gzipped here), taken by the only
// process that has the folder open, so it is one consistent state: a running server takes it for the
// command while it keeps serving (services/backup/live-backup.ts); without one the command holds the
// folder's lock and takes it itself. Restore needs the server stopped; it unpacks the backup into
// DATA_DIR, and with --force an existing folder is kept beside it as DATA_DIR.before-restore-<time>.
//
// PostgreSQL (DATABASE_URL): pg_dump of DATABASE_SCHEMA in its custom format, from one snapshot (pg_dump
// reads everything in a single REPEATABLE READ transaction), so the server may keep running. Restore
// replays it with pg_restore into psql in ONE transaction: with --force the schema's tables are dropped
// in that same transaction, so a restore that fails leaves the database as it was. The schema is the
// one the backup was taken from (pg_restore cannot rename it). pg_dump, pg_restore and psql must be
// installed, of the server's major version or newer.
import { spawn } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { createGunzip } from "node:zlib";
import pg from "pg";
import type { Env } from "../config/env.js";
import { backupFromServer } from "../control/control-client.js";
import { acquireDataDirLock, LOCK_FILE } from "../db/data-dir-lock.js";
import { createDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { BackupError } from "../services/backup/backup-error.js";
import { type BackupKind, backupDatabase, backupPostgres } from "../services/backup/live-backup.js";
import { connection, finished, output, redacted } from "../services/backup/postgres-tools.js";
import { BACKUP_USAGE } from "./backup-usage.js";
import { claimDataDir } from "./data-dir-access.js";

export type { BackupKind };
export { BACKUP_USAGE, BackupError };

export function isBackupCommand(name: string | undefined): name is "backup" | "restore" {
  return name === "backup" || name === "restore";
}

/** Runs `backup FILE` or `restore FILE [--force]`; refusals are `usageError`s (exit 2). */
export async function backupCommand(
  name: "backup" | "restore",
  args: string[],
  env: Env,
  usageError: new (message: string) => Error,
): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
    strict: false,
  });
  const [file, ...extra] = positionals;
  const unknown = Object.keys(values).filter((key) => key !== "force");
  if (!file || extra.length > 0 || unknown.length > 0 || (name === "backup" && values.force)) {
    throw new usageError("usage: cli backup FILE | cli restore FILE [--force]");
  }
  const path = resolve(file);
  const kind: BackupKind = env.databaseUrl ? "postgres" : "pglite";
  if (name === "backup") {
    const bytes =
      kind === "pglite"
        ? await backupPglite(env, path, usageError)
        : await backupPostgres(env.databaseUrl ?? "", env.databaseSchema, path);
    return { backup: path, kind, bytes };
  }
  if (!existsSync(path)) throw new usageError(`No backup at ${path}.`);
  const found = await backupKindOf(path);
  if (found === null) throw new usageError(`${path} is not a backup made by \`cli backup\`.`);
  if (found !== kind) {
    throw new usageError(
      found === "pglite"
        ? `${path} is a PGlite backup: restore it with DATA_DIR set and DATABASE_URL unset.`
        : `${path} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set.`,
    );
  }
  const force = values.force === true;
  return kind === "pglite"
    ? { restored: path, kind, ...(await restorePglite(path, env.dataDir, force, usageError)) }
    : {
        restored: path,
        kind,
        ...(await restorePostgres(path, env.databaseUrl ?? "", env.databaseSchema, force, usageError)),
      };
}

/** What kind of database a backup file holds, from its first bytes; null when it is neither. */
export async function backupKindOf(path: string): Promise<BackupKind | null> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "postgres";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    return null;
  } finally {
    await handle.close();
  }
}

// ---- PGlite ----

async function backupPglite(
  env: Env,
  path: string,
  usageError: new (message: string) => Error,
): Promise<number> {
  if (!existsSync(`${env.dataDir}/PG_VERSION`)) {
    throw new usageError(`No database in DATA_DIR=${env.dataDir} to back up.`);
  }
  const access = await claimDataDir(env, "backup");
  if (access.by === "server") return backupFromServer(env.dataDir, access.server, path);
  try {
    const database = await createDatabase({ dataDir: env.dataDir });
    try {
      const postgres = { databaseUrl: null, schema: database.schema };
      return (await backupDatabase(database, postgres, path, env)).bytes;
    } finally {
      await database.close();
    }
  } finally {
    access.lock?.release();
  }
}

async function restorePglite(
  path: string,
  dataDir: string,
  force: boolean,
  usageError: new (message: string) => Error,
): Promise<{ dataDir: string; previous?: string }> {
  // Never beside a server, nor another command: DataDirBusyError says who holds the folder.
  let lock = acquireDataDirLock(dataDir, { holder: "command", port: null, command: "restore" });
  const occupied = readdirSync(dataDir).some((name) => name !== LOCK_FILE);
  let previous: string | undefined;
  try {
    if (occupied) {
      if (!force) {
        throw new usageError(
          `DATA_DIR=${dataDir} already holds a database. Restoring replaces it: stop the server and run again ` +
            "with --force (the current folder is kept beside it, renamed).",
        );
      }
      previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dataDir, previous);
      // The lock went with the old folder: drop it there, and hold the new folder from its first moment.
      rmSync(join(previous, LOCK_FILE), { force: true });
      mkdirSync(dataDir, { recursive: true });
      lock = acquireDataDirLock(dataDir, { holder: "command", port: null, command: "restore" });
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    const chunks: Buffer[] = [];
    await pipeline(createReadStream(path), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    });
    const database = await createDatabase({ dataDir, pgliteDataDir: new Blob(chunks) });
    try {
      // A backup from an older release is brought up to this one's schema, as the server would at start.
      await migrate(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (previous) renameSync(previous, dataDir);
    throw new BackupError(
      `Restore failed, DATA_DIR left as it was: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    lock.release();
  }
  return previous ? { dataDir, previous } : { dataDir };
}

// ---- PostgreSQL ----

async function restorePostgres(
  path: string,
  databaseUrl: string,
  schema: string,
  force: boolean,
  usageError: new (message: string) => Error,
): Promise<{ schema: string; replacedTables?: number }> {
  const { url, env } = connection(databaseUrl);
  const list = await output("pg_restore", ["--list", path], env);
  const entries = list.split("\n").filter((line) => /^\d+;/.test(line));
  const schemas = new Set(
    entries.flatMap((line) => {
      const match = /^\d+; \d+ \d+ TABLE (?!DATA )(\S+) /.exec(line);
      return match?.[1] ? [match[1]] : [];
    }),
  );
  const [dumped, ...others] = [...schemas];
  if (!dumped || others.length > 0) throw new BackupError(`${path} does not hold one schema's tables.`);
  if (dumped !== schema) {
    throw new usageError(
      `${path} holds schema "${dumped}": set DATABASE_SCHEMA=${dumped} to restore it (pg_restore cannot rename it).`,
    );
  }
  const tables = await tablesIn(databaseUrl, schema);
  if (tables.length > 0 && !force) {
    throw new usageError(
      `Schema "${schema}" of ${redacted(databaseUrl)} already holds ${tables.length} tables. Restoring replaces them: ` +
        "stop the server(s) and run again with --force.",
    );
  }
  // Everything but the schema itself (it may exist already, and public always does).
  const keep = entries.filter((line) => !/^\d+; \d+ \d+ SCHEMA /.test(line)).join("\n");
  const listDir = mkdtempSync(join(tmpdir(), "restore-"));
  const listFile = join(listDir, "list");
  writeFileSync(listFile, `${keep}\n`);
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const prelude = [
    // Installed into public as migration 0000 does; the dump of one schema leaves extensions out.
    "CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;",
    `CREATE SCHEMA IF NOT EXISTS ${quoted(schema)};`,
    tables.length > 0 ? emptySchema(schema) : "",
    "",
  ].join("\n");
  try {
    const restore = spawn(
      "pg_restore",
      ["--no-owner", "--no-privileges", `--use-list=${listFile}`, "--file=-", path],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const psql = spawn(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--single-transaction",
        "--set=ON_ERROR_STOP=1",
        "--file=-",
        `--dbname=${url}`,
      ],
      { env, stdio: ["pipe", "ignore", "pipe"] },
    );
    psql.stdin?.write(prelude);
    restore.stdout?.pipe(psql.stdin as NodeJS.WritableStream);
    const [restored, replayed] = await Promise.all([finished(restore, "pg_restore"), finished(psql, "psql")]);
    if (restored.code !== 0) throw new BackupError(`pg_restore failed: ${restored.stderr.trim()}`);
    if (replayed.code !== 0) {
      throw new BackupError(`Restore failed, nothing changed (one transaction): ${replayed.stderr.trim()}`);
    }
  } finally {
    rmSync(listDir, { recursive: true, force: true });
  }
  // A backup from an older release is brought up to this one's schema, as the server would at start.
  const database = await createDatabase({ databaseUrl, dataDir: "", schema });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  return tables.length > 0 ? { schema, replacedTables: tables.length } : { schema };
}

/**
 * SQL that drops what the store keeps in `schema` (tables with their indexes, sequences and triggers,
 * views, functions, types) but not what an extension owns there: pg_trgm lives in public.
 */
function emptySchema(schema: string): string {
  // The name is checked at start-up (lower-case letters, digits and _), so it is safe in a literal.
  const inSchema = (column: string) =>
    `${column} = (SELECT oid FROM pg_namespace WHERE nspname = '${schema}')`;
  const notExtension = (oid: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;
  return `DO $empty$
DECLARE statement text;
BEGIN
  FOR statement IN
    SELECT format('DROP %s IF EXISTS %I.%I CASCADE',
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, '${schema}', c.relname)
    FROM pg_class c
    WHERE ${inSchema("c.relnamespace")} AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S') AND ${notExtension("c.oid")}
    ORDER BY c.relkind IN ('r', 'p', 'f') DESC
  LOOP EXECUTE statement; END LOOP;
  FOR statement IN
    SELECT format('DROP ROUTINE IF EXISTS %I.%I(%s) CASCADE', '${schema}', p.proname, pg_get_function_identity_arguments(p.oid))
    FROM pg_proc p WHERE ${inSchema("p.pronamespace")} AND ${notExtension("p.oid")}
  LOOP EXECUTE statement; END LOOP;
  FOR statement IN
    SELECT format('DROP TYPE IF EXISTS %I.%I CASCADE', '${schema}', t.typname)
    FROM pg_type t
    WHERE ${inSchema("t.typnamespace")} AND t.typtype IN ('e', 'd')
      AND ${notExtension("t.oid")}
  LOOP EXECUTE statement; END LOOP;
END $empty$;`;
}

async function tablesIn(databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = $1 order by 1",
      [schema],
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
