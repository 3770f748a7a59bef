// One writer per PGlite data folder. PGlite is PostgreSQL in one process, with nothing that stops a
// second process from opening the same files, and two writers corrupt each other (or quietly lose
// writes). So the process that opens DATA_DIR's database, the server or a command, first holds
// DATA_DIR/server.lock: created exclusively (O_EXCL), holding its pid, port and start time, removed on
// a clean exit. A lock whose pid is dead (a SIGKILL, a power cut), or whose pid now belongs to a
// process started after the lock was written (the pid was reused after a reboot), is stale and taken.
import { randomBytes } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "server.lock";

export interface LockInfo {
  /** Who holds the folder: the server, or a command run straight on the database. */
  holder: "server" | "command";
  pid: number;
  /** The server's HTTP port (null for a command). */
  port: number | null;
  /** Where the server takes commands on 127.0.0.1 (see control/); null until it listens, and for a command. */
  controlPort: number | null;
  /** The command's name, for the message another process shows (null for the server). */
  command: string | null;
  startedAt: string;
}

export interface DataDirLock {
  info: LockInfo;
  /** Rewrites the lock (the server adds its control port once it listens). */
  update(change: Partial<Pick<LockInfo, "port" | "controlPort">>): void;
  /** Removes the lock if it is still this process's; safe to call more than once. */
  release(): void;
}

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly heldBy: LockInfo,
  ) {
    super(busyMessage(dataDir, heldBy));
  }
}

export function busyMessage(dataDir: string, by: LockInfo): string {
  return by.holder === "server"
    ? `DATA_DIR=${dataDir} is in use by a running server (pid ${by.pid}, port ${by.port ?? "?"}, since ${by.startedAt}): stop it first, or set another DATA_DIR.`
    : `DATA_DIR=${dataDir} is in use by \`cli ${by.command ?? "?"}\` (pid ${by.pid}, since ${by.startedAt}): wait for it to finish, then try again.`;
}

const lockPath = (dataDir: string) => join(dataDir, LOCK_FILE);

/** The live holder of DATA_DIR, or null when the folder is free (no lock, or a stale one). */
export function readLiveLock(dataDir: string): LockInfo | null {
  const info = readLock(dataDir);
  return info && isAlive(info) ? info : null;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirBusyError naming the live holder. A stale lock is
 * moved aside first (atomically, so of two processes taking over the same stale lock only one wins).
 */
export function acquireDataDirLock(
  dataDir: string,
  who: Pick<LockInfo, "holder" | "port" | "command">,
  now: Date = new Date(),
): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const info: LockInfo = { ...who, pid: process.pid, controlPort: null, startedAt: now.toISOString() };
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, "wx", 0o644);
      try {
        writeSync(fd, `${JSON.stringify(info)}\n`);
      } finally {
        closeSync(fd);
      }
      return held(dataDir, info);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readLock(dataDir);
    if (current && isAlive(current)) throw new DataDirBusyError(dataDir, current);
    moveStaleAside(dataDir, current);
  }
  const holder = readLock(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  throw new Error(`Could not take ${path}: another process keeps taking it.`);
}

function held(dataDir: string, info: LockInfo): DataDirLock {
  const path = lockPath(dataDir);
  let released = false;
  const mine = () => {
    const current = readLock(dataDir);
    return current?.pid === info.pid && current.startedAt === info.startedAt;
  };
  return {
    info,
    update(change) {
      Object.assign(info, change);
      // Through a temporary file and a rename: a reader sees the old lock or the new one, never half.
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(info)}\n`, { mode: 0o644 });
      renameSync(temporary, path);
    },
    release() {
      if (released) return;
      released = true;
      if (mine()) rmSync(path, { force: true });
    },
  };
}

// Renames the stale lock to a name of this process's own, then checks it moved the lock it judged:
// if another process replaced it in between (and is alive), the lock is put back and taken as busy.
function moveStaleAside(dataDir: string, judged: LockInfo | null): void {
  const path = lockPath(dataDir);
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = parseLock(aside);
  if (
    moved &&
    judged &&
    (moved.pid !== judged.pid || moved.startedAt !== judged.startedAt) &&
    isAlive(moved)
  ) {
    renameSync(aside, path);
    throw new DataDirBusyError(dataDir, moved);
  }
  rmSync(aside, { force: true });
}

function readLock(dataDir: string): LockInfo | null {
  return parseLock(lockPath(dataDir));
}

function parseLock(path: string): LockInfo | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockInfo>;
    if (typeof value.pid !== "number" || typeof value.startedAt !== "string") return unreadable();
    return {
      holder: value.holder === "command" ? "command" : "server",
      pid: value.pid,
      port: typeof value.port === "number" ? value.port : null,
      controlPort: typeof value.controlPort === "number" ? value.controlPort : null,
      command: typeof value.command === "string" ? value.command : null,
      startedAt: value.startedAt,
    };
  } catch {
    return unreadable();
  }
}

// A lock cut short (the machine stopped while it was written) names no live process: stale.
const unreadable = (): LockInfo => ({
  holder: "server",
  pid: 0,
  port: null,
  controlPort: null,
  command: null,
  startedAt: new Date(0).toISOString(),
});

/** Whether the lock's process still runs and is the one that wrote it (not a reused pid). */
export function isAlive(info: LockInfo): boolean {
  if (info.pid <= 0) return false;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStartTime(info.pid);
  // The lock is written after its process starts; a process that started later only reuses the pid.
  return started === null || started.getTime() <= Date.parse(info.startedAt) + 2000;
}

// Linux: a process's start in clock ticks after boot (/proc/PID/stat, field 22) plus the boot time
// (/proc/stat btime). Ticks are 100 a second on every Linux this runs on. Elsewhere: unknown (null).
function processStartTime(pid: number): Date | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    const boot = /^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"));
    if (!Number.isFinite(ticks) || !boot?.[1]) return null;
    return new Date(Number(boot[1]) * 1000 + (ticks / 100) * 1000);
  } catch {
    return null;
  }
}
