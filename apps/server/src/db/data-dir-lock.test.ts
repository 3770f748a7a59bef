// DATA_DIR's lock: taken exclusively, refused while its holder lives (in words naming it), taken over
// when stale (a dead pid, a pid reused by a later process, a torn file), released only by its holder.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirBusyError, isAlive, LOCK_FILE, readLiveLock } from "./data-dir-lock.js";

const folder = () => mkdtempSync(join(tmpdir(), "lock-test-"));
const server = { holder: "server" as const, port: 8080, command: null };

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (!child.pid) throw new Error("no child pid");
  return child.pid;
}

describe("the DATA_DIR lock", () => {
  it("is written with pid, port and start time, refused to a second taker, and released", () => {
    const dir = folder();
    // Now: a start time before this process began would read as a pid reused since.
    const startedAt = new Date();
    const lock = acquireDataDirLock(dir, server, startedAt);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8"))).toEqual({
      holder: "server",
      pid: process.pid,
      port: 8080,
      controlPort: null,
      command: null,
      startedAt: startedAt.toISOString(),
    });
    expect(() => acquireDataDirLock(dir, { holder: "command", port: null, command: "backup" })).toThrow(
      new DataDirBusyError(dir, lock.info),
    );
    lock.update({ controlPort: 4321 });
    expect(readLiveLock(dir)).toMatchObject({ controlPort: 4321, port: 8080 });
    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir, server).release();
  });

  it.each([
    { who: server, want: /is in use by a running server \(pid \d+, port 8080, since .+\): stop it first/ },
    {
      who: { holder: "command" as const, port: null, command: "staff" },
      want: /is in use by `cli staff` \(pid \d+, since .+\): wait for it to finish/,
    },
  ])("names its $who.holder in the refusal", ({ who, want }) => {
    const dir = folder();
    const lock = acquireDataDirLock(dir, who);
    try {
      acquireDataDirLock(dir, server);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataDirBusyError);
      expect((error as Error).message).toMatch(want);
      expect((error as Error).message).toContain(`DATA_DIR=${dir}`);
    } finally {
      lock.release();
    }
  });

  it.each([
    {
      name: "a dead pid (SIGKILL)",
      content: () => ({ pid: deadPid(), startedAt: new Date().toISOString() }),
    },
    // A live pid that started after the lock was written is another process that reused the number.
    { name: "a reused pid", content: () => ({ pid: process.pid, startedAt: "2000-01-01T00:00:00.000Z" }) },
    { name: "a torn file", content: () => '{"pid": 12' },
  ])("takes over a stale lock: $name", ({ content }) => {
    const dir = folder();
    const stale = content();
    writeFileSync(
      join(dir, LOCK_FILE),
      typeof stale === "string" ? stale : JSON.stringify({ holder: "server", ...stale }),
    );
    expect(readLiveLock(dir)).toBeNull();
    const lock = acquireDataDirLock(dir, server);
    expect(readLiveLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it("knows a live process from a dead one", () => {
    const now = new Date().toISOString();
    expect(
      isAlive({
        holder: "server",
        pid: process.pid,
        port: null,
        controlPort: null,
        command: null,
        startedAt: now,
      }),
    ).toBe(true);
    expect(
      isAlive({
        holder: "server",
        pid: deadPid(),
        port: null,
        controlPort: null,
        command: null,
        startedAt: now,
      }),
    ).toBe(false);
  });

  it("leaves a lock alone that another process holds now", () => {
    const dir = folder();
    const lock = acquireDataDirLock(dir, server);
    // Somebody took the folder over (this lock was judged stale): releasing must not remove theirs.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ holder: "server", pid: 1, startedAt: new Date(0).toISOString() }),
    );
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });
});
