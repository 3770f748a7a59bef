// A backup is read back in full right after it is written, so a damaged file is known that night, not
// on the day it is needed.
// - PGlite (gzipped tar of the data folder): every byte is inflated (gzip's CRC checks them), every tar
//   header's checksum and every entry's length are checked, and the files PostgreSQL cannot start
//   without (PG_VERSION, global/pg_control) must be there.
// - PostgreSQL (pg_dump's custom format): pg_restore reads its table of contents, which must hold the
//   data of the store's tables.
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { BackupError } from "../backup/backup-error.js";
import { paced } from "../backup/paced.js";
import { connection, output } from "../backup/postgres-tools.js";
import type { BackupKind } from "./backup-files.js";

const BLOCK = 512;
const REQUIRED_PGLITE = ["/PG_VERSION", "/global/pg_control"];
const REQUIRED_TABLES = ["stores", "orders", "products", "users"];

export interface Verified {
  /** PGlite: files in the tarball; PostgreSQL: tables with data. */
  entries: number;
}

export async function verifyBackup(
  path: string,
  kind: BackupKind,
  databaseUrl: string | null,
): Promise<Verified> {
  return kind === "pglite" ? verifyPgliteBackup(path) : verifyPostgresBackup(path, databaseUrl);
}

async function verifyPgliteBackup(path: string): Promise<Verified> {
  const names = new Set<string>();
  let pending: Buffer = Buffer.alloc(0);
  let skip = 0; // bytes of the current entry's content (padded to blocks) still to pass over
  let ended = false;
  try {
    // Big chunks: a few hundred turns of the event loop for a large store, not tens of thousands.
    const chunk = 4 * 1024 * 1024;
    const source = createReadStream(path, { highWaterMark: chunk });
    await pipeline(source, createGunzip({ chunkSize: chunk }), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of paced(source)) {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let at = 0;
        while (!ended) {
          if (skip > 0) {
            const passed = Math.min(skip, pending.length - at);
            skip -= passed;
            at += passed;
            if (skip > 0) break;
          }
          if (pending.length - at < BLOCK) break;
          const header = pending.subarray(at, at + BLOCK);
          at += BLOCK;
          if (header.every((byte) => byte === 0)) {
            ended = true;
            break;
          }
          const entry = readHeader(header);
          names.add(entry.name);
          skip = Math.ceil(entry.size / BLOCK) * BLOCK;
        }
        pending = pending.subarray(at);
      }
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup ${path} cannot be read back: ${(error as Error).message}`);
  }
  if (!ended || skip > 0) throw new BackupError(`The backup ${path} is cut short.`);
  const missing = REQUIRED_PGLITE.filter((name) => !names.has(name));
  if (missing.length > 0) throw new BackupError(`The backup ${path} lacks ${missing.join(" and ")}.`);
  return { entries: names.size };
}

function readHeader(header: Buffer): { name: string; size: number } {
  const text = (from: number, to: number) =>
    header.subarray(from, to).toString("latin1").replace(/\0.*$/s, "");
  const stored = Number.parseInt(text(148, 156).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  if (sum !== stored) throw new BackupError("A tar header's checksum does not match: the backup is damaged.");
  const prefix = text(345, 500);
  const name = text(0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: Number.parseInt(text(124, 136).trim() || "0", 8),
  };
}

async function verifyPostgresBackup(path: string, databaseUrl: string | null): Promise<Verified> {
  const { env } = connection(databaseUrl ?? "postgres://localhost/");
  const list = await output("pg_restore", ["--list", path], env);
  const tables = new Set(
    list.split("\n").flatMap((line) => {
      const match = /^\d+; \d+ \d+ TABLE DATA \S+ (\S+) /.exec(line);
      return match?.[1] ? [match[1]] : [];
    }),
  );
  const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
  if (missing.length > 0)
    throw new BackupError(`The backup ${path} lacks the data of ${missing.join(", ")}.`);
  return { entries: tables.size };
}
