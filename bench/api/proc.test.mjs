import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { cpuMeter, cpuTicks, parseStat, postgresBackends, residentBytes } from "./proc.mjs";

describe("parseStat", () => {
  it("reads the fields after a command name holding spaces and parentheses", () => {
    const line =
      "4242 (node (worker) 2) S 17 4242 6641 0 -1 4194304 100 0 0 0 731 52 0 0 20 0 1 0 48658 3133440 387";
    expect(parseStat(line)).toEqual({ pid: 4242, comm: "node (worker) 2", ppid: 17, utime: 731, stime: 52 });
  });

  it("is null for a line that is not a stat line", () => {
    expect(parseStat("garbage")).toBeNull();
  });
});

describe.skipIf(!existsSync("/proc/self/stat"))("this process in /proc", () => {
  it("has CPU ticks and resident memory; a pid that does not exist has neither", () => {
    expect(cpuTicks(process.pid)).toBeGreaterThanOrEqual(0);
    expect(residentBytes(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
    expect(cpuTicks(2 ** 30)).toBeNull();
    expect(residentBytes(2 ** 30)).toBeNull();
  });

  it("meters the CPU a busy loop spends", { timeout: 60_000 }, () => {
    const meter = cpuMeter(() => [process.pid], 10);
    meter.start();
    // 300 ms of this process's own CPU time, however long a busy machine takes to give it (the clock is
    // read every 10,000 steps: reading it is a system call).
    const begin = process.cpuUsage();
    const spent = () => {
      const used = process.cpuUsage(begin);
      return used.user + used.system;
    };
    let spin = 0;
    while (spent() < 300_000) for (let i = 0; i < 10_000; i++) spin += Math.sqrt(spin + 1);
    const { ticks, processes } = meter.stop();
    expect(processes).toBe(1);
    // 300 ms of one core is 30 ticks at the usual 100 Hz; allow for a busy machine and coarse ticks.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const local = ["127.0.0.1", "localhost"].includes(new URL(adminUrl).hostname);
const reachable = local && (await canConnect(adminUrl));

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!reachable)("postgresBackends", () => {
  it("finds the backend serving a connection by its database's name", async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT pg_backend_pid() AS pid, current_database() AS db");
      const backends = postgresBackends(rows[0].db);
      // Other clients of the same database may be connected too; ours must be among them.
      expect(backends).toContain(rows[0].pid);
      expect(postgresBackends("no_such_database_here")).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
