// `cli doctor`: what production needs, one line per item, whether it is set and works. Exits 1 when a
// required item fails; warnings (recommended, or not yet possible on a fresh machine) do not.
import { type Env, EnvError, loadEnv } from "../../config/env.js";
import { type CheckResult, fail, ok } from "./check.js";
import { backupChecks, databaseCheck, diskCheck, smtpCheck } from "./service-checks.js";
import {
  nodeEnvCheck,
  proxyChecks,
  publicUrlCheck,
  razorpayChecks,
  secretChecks,
} from "./settings-checks.js";

type Source = Record<string, string | undefined>;

export async function runChecks(source: Source, now = new Date()): Promise<CheckResult[]> {
  const results: CheckResult[] = [nodeEnvCheck(source)];
  let env: Env;
  try {
    env = loadEnv(source);
    results.push(ok("settings", "the server starts with these settings"));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    results.push(fail("settings", `the server would refuse to start: ${error.message}`));
    // The rest is still worth knowing: read the settings as development would, to check each item.
    try {
      env = loadEnv({ ...source, NODE_ENV: "development" });
    } catch (again) {
      if (!(again instanceof EnvError)) throw again;
      return results;
    }
  }
  results.push(publicUrlCheck(env), ...secretChecks(source, env), ...razorpayChecks(env));
  const [database, smtp, backups, disk] = await Promise.all([
    databaseCheck(env),
    smtpCheck(env),
    backupChecks(env, now),
    diskCheck(env),
  ]);
  results.push(database, smtp, ...backups, disk, ...proxyChecks(env));
  return results;
}

const LABEL = { ok: "ok  ", warn: "warn", fail: "FAIL" } as const;

export function formatChecks(results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.item.length));
  const lines = results.map((r) => `${LABEL[r.status]}  ${r.item.padEnd(width)}  ${r.detail}`);
  const failed = results.filter((r) => r.status === "fail").length;
  lines.push(
    failed === 0
      ? "Ready for production."
      : `${failed} required item${failed === 1 ? "" : "s"} failed: fix ${failed === 1 ? "it" : "them"} and run doctor again.`,
  );
  return `${lines.join("\n")}\n`;
}

/** Prints the checks; the exit code is 1 when a required item failed. */
export async function doctorCommand(source: Source, out: NodeJS.WritableStream): Promise<number> {
  const results = await runChecks(source);
  out.write(formatChecks(results));
  return results.some((result) => result.status === "fail") ? 1 : 0;
}
