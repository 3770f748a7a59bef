#!/usr/bin/env node
// The HTTPS journey (e2e/journeys/https-proxy.test.ts) puts Debian's Caddy, the proxy deploy/Caddyfile
// is written for, in front of the built server. This finds it, and where it is missing installs it when
// it can: as root with apt-get, as CI runs. Quick when already installed: no apt-get at all then.
// `node scripts/ensure-caddy.mjs` prints what it found, one line; the e2e package calls ensureCaddy().
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { fileURLToPath } from "node:url";

export const CADDY_PATH = process.env.CADDY_PATH || "/usr/bin/caddy";

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** apt-get's own output goes to a log line only when it fails: a passing install stays one line. */
function aptGet(args, env) {
  return spawnSync("apt-get", args, { encoding: "utf8", env, stdio: ["ignore", "pipe", "pipe"] });
}

function lastLine(result) {
  const text = `${result.stderr ?? ""}\n${result.stdout ?? ""}`.trim().split("\n").filter(Boolean);
  return text.at(-1) ?? result.error?.message ?? `exit ${result.status}`;
}

/**
 * @returns {{ path: string | null, installed: boolean, reason: string }} path is null when Caddy is
 *   missing and could not be installed; reason says why, in a sentence for the person reading the log.
 */
export function ensureCaddy() {
  if (executable(CADDY_PATH)) return { path: CADDY_PATH, installed: false, reason: "already installed" };
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !onPath("apt-get")) {
    return {
      path: null,
      installed: false,
      reason: `${CADDY_PATH} is missing and cannot be installed here (${root ? "no apt-get" : "not root"}); install it with: sudo apt-get install -y caddy`,
    };
  }
  console.error(`[ensure-caddy] ${CADDY_PATH} is missing: installing Debian's caddy with apt-get`);
  // The package starts its own caddy.service on port 80 when systemd runs; the journey needs none of
  // it, and a container has no systemd, where policy-rc.d would refuse the start anyway.
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = aptGet(["update"], env);
  if (update.status !== 0) {
    return { path: null, installed: false, reason: `apt-get update failed: ${lastLine(update)}` };
  }
  const install = aptGet(["install", "-y", "--no-install-recommends", "caddy"], env);
  if (install.status === 0 && executable(CADDY_PATH)) {
    return { path: CADDY_PATH, installed: true, reason: "installed with apt-get" };
  }
  return {
    path: null,
    installed: false,
    reason:
      install.status === 0
        ? `apt-get installed caddy, but ${CADDY_PATH} is still missing`
        : `apt-get could not install caddy: ${lastLine(install)}`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureCaddy();
  console.log(result.path ? `Caddy: ${result.path} (${result.reason})` : `Caddy missing: ${result.reason}`);
  process.exit(result.path ? 0 : 1);
}
