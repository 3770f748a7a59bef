// The checks that reach out: the database answers (and its version), the SMTP server accepts the login,
// backups can be written and the last one is recent, and the disk under DATA_DIR has room.
import { spawn } from "node:child_process";
import { constants, existsSync, readFileSync } from "node:fs";
import { access, statfs } from "node:fs/promises";
import { dirname, join } from "node:path";
import nodemailer from "nodemailer";
import pg from "pg";
import type { Env } from "../../config/env.js";
import { listBackups } from "../../services/backup-schedule/backup-files.js";
import { type CheckResult, errorText, fail, ok, redact, warn } from "./check.js";

const TIMEOUT_MS = 10_000;

export async function databaseCheck(env: Env): Promise<CheckResult> {
  if (env.databaseUrl) {
    const client = new pg.Client({
      connectionString: env.databaseUrl,
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string }>(
        "SELECT current_setting('server_version') AS version",
      );
      return ok(
        "database",
        `PostgreSQL ${rows[0]?.version ?? "?"} at ${redact(env.databaseUrl)} (schema ${env.databaseSchema})`,
      );
    } catch (error) {
      return fail("database", `${redact(env.databaseUrl)} does not answer: ${errorText(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  // PGlite is one process's database: a running server has it open, so it is not opened here. The
  // folder's version file and write access say whether the server can open it.
  const versionFile = join(env.dataDir, "PG_VERSION");
  if (!existsSync(versionFile)) {
    return (await writable(env.dataDir))
      ? warn("database", `PGlite: no database in ${env.dataDir} yet; the first start creates it`)
      : fail("database", `PGlite: ${env.dataDir} cannot be created or written by this user`);
  }
  if (!(await writable(env.dataDir))) return fail("database", `PGlite: ${env.dataDir} is not writable`);
  const version = readFileSync(versionFile, "utf8").trim();
  return ok("database", `PGlite (PostgreSQL ${version}) in ${env.dataDir}`);
}

/** Connects, says EHLO, starts TLS and logs in as SMTP_URL says; sends nothing. */
export async function smtpCheck(env: Env): Promise<CheckResult> {
  if (!env.smtpUrl) return fail("SMTP", "SMTP_URL not set: no e-mail would leave (sign-up codes, orders)");
  const url = new URL(env.smtpUrl);
  const where = `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
  const transport = nodemailer.createTransport({
    url: env.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transport.verify();
    const user = decodeURIComponent(url.username);
    return user
      ? ok("SMTP", `${where} accepted the login of ${user}`)
      : warn("SMTP", `${where} answers, but SMTP_URL has no login: most providers refuse mail without one`);
  } catch (error) {
    return fail("SMTP", `${where}: ${errorText(error)}`);
  } finally {
    transport.close();
  }
}

/** BACKUP_DIR can be written, pg_dump is there for PostgreSQL, and the newest backup is recent. */
export async function backupChecks(env: Env, now: Date): Promise<CheckResult[]> {
  const dir = env.backupDir;
  const results: CheckResult[] = [];
  const place = existsSync(dir) ? dir : nearestExisting(dir);
  results.push(
    (await writable(place))
      ? ok("backup folder", `${dir}, daily at ${String(env.backupHour).padStart(2, "0")}:00 India time`)
      : fail("backup folder", `${dir} cannot be written by this user (BACKUP_DIR)`),
  );
  if (env.databaseUrl) {
    const version = await toolVersion("pg_dump");
    results.push(
      version
        ? ok("pg_dump", version)
        : fail("pg_dump", "not installed: install postgresql-client of the server's version or newer"),
    );
  }
  const [last] = await listBackups(dir).catch(() => []);
  if (!last) {
    results.push(warn("last backup", "none yet: the first is taken at the next backup hour"));
  } else {
    const hours = (now.getTime() - last.takenAt.getTime()) / 3_600_000;
    const age = hours < 1 ? `${Math.round(hours * 60)} minutes` : `${hours.toFixed(1)} hours`;
    const what = `${last.name}, ${age} old, ${megabytes(last.bytes)}`;
    // Daily backups: more than a day and a bit means one was missed.
    results.push(
      hours > 26 ? fail("last backup", `${what}: daily backups are not running`) : ok("last backup", what),
    );
  }
  return results;
}

const GIB = 1024 ** 3;

/** Free space where DATA_DIR lives: under 1 GiB fails, under 5 GiB or 10 % warns. */
export async function diskCheck(env: Env): Promise<CheckResult> {
  const place = existsSync(env.dataDir) ? env.dataDir : nearestExisting(env.dataDir);
  try {
    const info = await statfs(place);
    const free = info.bavail * info.bsize;
    const total = info.blocks * info.bsize;
    const detail = `${(free / GIB).toFixed(1)} GiB free of ${(total / GIB).toFixed(1)} GiB under ${place}`;
    if (free < GIB) return fail("disk", detail);
    if (free < 5 * GIB || free < total * 0.1) return warn("disk", detail);
    return ok("disk", detail);
  } catch (error) {
    return fail("disk", `${place}: ${errorText(error)}`);
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function nearestExisting(path: string): string {
  let current = path;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

async function writable(path: string): Promise<boolean> {
  try {
    await access(existsSync(path) ? path : nearestExisting(path), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function toolVersion(tool: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(tool, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once("error", () => resolve(null));
    child.once("close", (code) => resolve(code === 0 ? out.trim() : null));
  });
}
