// What the kernel says about processes (Linux /proc): CPU time and resident memory of the servers a
// benchmark started, and of the PostgreSQL backends serving its database, which are children of the
// postmaster, not of the benchmark.
import { readdirSync, readFileSync } from "node:fs";

/**
 * Fields of a /proc/<pid>/stat line. The command name sits in parentheses and may itself hold spaces
 * and parentheses, so the fields after it are found from the last ")".
 */
export function parseStat(line) {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state); utime and stime are fields 14 and 15, the parent pid field 4.
  return {
    pid: Number(line.slice(0, open).trim()),
    comm: line.slice(open + 1, close),
    ppid: Number(rest[1]),
    utime: Number(rest[11]),
    stime: Number(rest[12]),
  };
}

function readStat(pid) {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null; // gone since it was listed
  }
}

function readCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return "";
  }
}

/** user + system CPU time of a process so far, in clock ticks; null once it has exited. */
export function cpuTicks(pid) {
  const stat = readStat(pid);
  return stat ? stat.utime + stat.stime : null;
}

/** Resident memory (VmRSS) in bytes; null once the process has exited. */
export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL backends of one database on this machine: children of a postmaster whose title names
 * the database ("postgres: 15/main: user dbname 127.0.0.1(port) idle"). Empty when PostgreSQL runs
 * elsewhere.
 */
export function postgresBackends(databaseName) {
  const stats = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.comm === "postgres") stats.push(stat);
  }
  const pids = new Set(stats.map((stat) => stat.pid));
  // The postmaster is the postgres process whose parent is not postgres; backends are its children.
  const postmasters = new Set(stats.filter((stat) => !pids.has(stat.ppid)).map((stat) => stat.pid));
  const named = new RegExp(`\\s${databaseName.replace(/[^a-z0-9_]/gi, "")}\\s`);
  return stats
    .filter((stat) => postmasters.has(stat.ppid) && named.test(` ${readCmdline(stat.pid)} `))
    .map((stat) => stat.pid);
}

/**
 * Adds up CPU time of a changing set of processes between start() and stop(): `pids()` is asked on
 * every sample, a process first seen after start() counts from zero (its whole life was in the
 * window), and an exited one keeps its last sampled figure. Sampling every `everyMs` bounds what a
 * process that exits between samples can hide.
 */
export function cpuMeter(pids, everyMs = 500) {
  const base = new Map();
  const last = new Map();
  let timer = null;
  const sample = (baseline) => {
    for (const pid of pids()) {
      const ticks = cpuTicks(pid);
      if (ticks === null) continue;
      if (baseline) base.set(pid, ticks);
      else if (!base.has(pid)) base.set(pid, 0);
      last.set(pid, ticks);
    }
  };
  return {
    start() {
      sample(true);
      timer = setInterval(() => sample(false), everyMs);
      timer.unref();
    },
    /** CPU ticks used in the window, summed over the processes seen. */
    stop() {
      clearInterval(timer);
      sample(false);
      let total = 0;
      for (const [pid, ticks] of last) total += ticks - (base.get(pid) ?? 0);
      return { ticks: total, processes: last.size };
    },
  };
}
