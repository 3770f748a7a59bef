// `cli backup FILE` and `cli restore FILE [--force]`: the store's whole database in one file, and back.
//
// PGlite (DATA_DIR): PGlite's own dump of its data folder (a tarball, gzipped here), taken by the only
// process that has the folder open, so it is one consistent state: stop the server first (PGlite is one
// process's database; the command refuses a folder a running server holds). Restore unpacks it into
// DATA_DIR; with --force an existing folder is kept beside it as DATA_DIR.before-restore-<time>.
//
// PostgreSQL (DATABASE_URL): pg_dump of DATABASE_SCHEMA in its custom format, from one snapshot (pg_dump
// reads everything in a single REPEATABLE READ transaction), so the server may keep running. Restore
// replays it with pg_restore into psql in ONE transaction: with --force the schema's tables are dropped
// in that same transaction, so a restore that fails leaves the database as it was. The schema is the
// one the backup was taken from (pg_restore cannot rename it). pg_dump, pg_restore and psql must be
// installed, of the server's major version or newer.
import { type ChildProcess, spawn } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { open, rename, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import type { Env } from "../config/env.js";
import { createDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";

export type BackupKind = "pglite" | "postgres";

/** A backup or restore that could not be done, told in words (cli prints the message alone). */
export class BackupError extends Error {
  override name = "BackupError";
}

export const BACKUP_USAGE = `  cli backup FILE                  the store's database into FILE (PGlite: stop the server first)
  cli restore FILE [--force]       FILE back into the database; --force replaces a database that has data`;

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
    throw new usageError(`usage:\n${BACKUP_USAGE}`);
  }
  const path = resolve(file);
  const kind: BackupKind = env.databaseUrl ? "postgres" : "pglite";
  if (name === "backup") {
    const bytes =
      kind === "pglite"
        ? await backupPglite(env.dataDir, path, usageError)
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
  dataDir: string,
  path: string,
  usageError: new (message: string) => Error,
): Promise<number> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    throw new usageError(`No database in DATA_DIR=${dataDir} to back up.`);
  }
  refuseIfServed(dataDir, usageError);
  const database = await createDatabase({ dataDir });
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new BackupError("This PGlite cannot dump its data folder.");
    return await writeAtomically(path, async (temporary) => {
      await pipeline(dump.stream(), createGzip(), createWriteStream(temporary));
    });
  } finally {
    await database.close();
  }
}

async function restorePglite(
  path: string,
  dataDir: string,
  force: boolean,
  usageError: new (message: string) => Error,
): Promise<{ dataDir: string; previous?: string }> {
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  let previous: string | undefined;
  if (occupied) {
    if (!force) {
      throw new usageError(
        `DATA_DIR=${dataDir} already holds a database. Restoring replaces it: stop the server and run again ` +
          "with --force (the current folder is kept beside it, renamed).",
      );
    }
    refuseIfServed(dataDir, usageError);
    previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dataDir, previous);
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
  }
  return previous ? { dataDir, previous } : { dataDir };
}

// PGlite writes postmaster.pid while a process has the folder open, and removes it on a clean close.
function refuseIfServed(dataDir: string, usageError: new (message: string) => Error): void {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  throw new usageError(
    `DATA_DIR=${dataDir} is open in another process (${pidFile} exists): stop the server first. ` +
      "If no process has it open (a crash), delete that file and run again.",
  );
}

// ---- PostgreSQL ----

async function backupPostgres(databaseUrl: string, schema: string, path: string): Promise<number> {
  const { url, env } = connection(databaseUrl);
  return writeAtomically(path, async (temporary) => {
    await run(
      "pg_dump",
      [
        "--format=custom",
        `--schema=${schema}`,
        "--no-owner",
        "--no-privileges",
        `--file=${temporary}`,
        `--dbname=${url}`,
      ],
      env,
    );
  });
}

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

/** The URL without its password, which goes to the tools in PGPASSWORD instead (not in `ps`). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function redacted(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

// ---- processes and files ----

async function finished(child: ChildProcess, tool: string): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolvePromise, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools (e.g. postgresql-client).`,
            )
          : error,
      ),
    );
    child.once("close", (code) => resolvePromise({ code: code ?? 1, stderr }));
  });
}

async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stderr } = await finished(
    spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] }),
    tool,
  );
  if (code !== 0) throw new BackupError(`${tool} failed: ${stderr.trim()}`);
}

async function output(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const { code, stderr } = await finished(child, tool);
  if (code !== 0) throw new BackupError(`${tool} failed: ${stderr.trim()}`);
  return stdout;
}

/** Writes FILE through a temporary file beside it, so a failed backup never leaves half a file. */
async function writeAtomically(path: string, write: (temporary: string) => Promise<void>): Promise<number> {
  if (!existsSync(dirname(path))) throw new BackupError(`No folder ${dirname(path)} to write the backup in.`);
  const temporary = `${path}.partial-${process.pid}`;
  try {
    await write(temporary);
    await rename(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}
