// The server's test suite runs on PGlite and on a real PostgreSQL. On the project's machines a
// PostgreSQL server normally listens on 127.0.0.1:5432; when it is installed but stopped we start it,
// so `npm test` needs nothing done by hand. When none can be had, PostgreSQL tests report that they
// were skipped and why.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { connect } from "node:net";

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function ensurePostgres() {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return;
  if (await reachable("127.0.0.1", 5432)) return;
  let versions = [];
  try {
    versions = readdirSync("/etc/postgresql");
  } catch {
    return;
  }
  for (const version of versions) {
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "inherit" });
  }
  for (let i = 0; i < 20 && !(await reachable("127.0.0.1", 5432)); i++) {
    await new Promise((r) => setTimeout(r, 500));
  }
}
