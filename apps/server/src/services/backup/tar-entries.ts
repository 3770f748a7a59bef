// PGlite's dumpDataDir tars the whole DATA_DIR, and BACKUP_DIR lies inside it by default: every backup
// carried the backups kept before it (and they theirs), 16 MB of database came out as 32 MB, then more.
// This drops a folder's entries from the ustar archive PGlite writes (512-byte headers, each file's
// bytes padded to 512), without unpacking anything.
import { isAbsolute, relative, sep } from "node:path";

const BLOCK = 512;
/** Headers that describe the entry after them (PAX, GNU long names): dropped or kept with it. */
const PREFIX_TYPES = new Set(["x", "g", "L", "K"]);

function text(header: Uint8Array, from: number, length: number): string {
  const field = header.subarray(from, from + length);
  const end = field.indexOf(0);
  return Buffer.from(end < 0 ? field : field.subarray(0, end)).toString("utf8");
}

/** The entry's path without a leading "/" or "./" (PGlite writes "/base/5/1259"). */
export function entryName(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 257, 6).startsWith("ustar") ? text(header, 345, 155) : "";
  return (prefix ? `${prefix}/${name}` : name).replace(/^(\.?\/)+/, "");
}

export interface TarEntry {
  /** entryName() of its header. */
  name: string;
  /** The header, its PAX or long-name headers before it, and its padded bytes. */
  bytes: Uint8Array[];
}

/** The archive's entries in order, and where its end-of-archive blocks start. */
export function tarEntries(tar: Uint8Array): { entries: TarEntry[]; end: number } {
  const entries: TarEntry[] = [];
  let pending: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const bytes = tar.subarray(offset, offset + length);
    offset += length;
    if (PREFIX_TYPES.has(String.fromCharCode(header[156] ?? 0))) {
      pending.push(bytes);
      continue;
    }
    entries.push({ name: entryName(header), bytes: [...pending, bytes] });
    pending = [];
  }
  return { entries, end: offset };
}

/** The archive without the entries whose path `drop` answers true for. */
export function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Buffer {
  const { entries, end } = tarEntries(tar);
  const kept = entries.filter((entry) => !drop(entry.name)).flatMap((entry) => entry.bytes);
  // The end-of-archive blocks (and anything after them) as they were.
  return Buffer.concat([...kept, tar.subarray(end)]);
}

/**
 * BACKUP_DIR's path inside DATA_DIR ("backups"), or null when it lies elsewhere: the folder the
 * snapshot leaves out.
 */
export function backupDirInside(dataDir: string, backupDir: string): string | null {
  const inside = relative(dataDir, backupDir);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return null;
  return inside.split(sep).join("/");
}

/** Whether an entry's path is the folder or lies under it. */
export function underFolder(folder: string): (name: string) => boolean {
  return (name) => {
    const clean = name.replace(/\/$/, "");
    return clean === folder || clean.startsWith(`${folder}/`);
  };
}
