#!/usr/bin/env node
// The browser journeys drive Debian's Chromium (never a downloaded browser). This finds it, and where it
// is missing installs it when it can: as root with apt-get, as CI runs. Quick when already installed.
// `node scripts/ensure-chromium.mjs` prints what it found; the e2e package calls ensureChromium().
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { fileURLToPath } from "node:url";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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

/**
 * @returns {{ path: string | null, installed: boolean, reason: string }} path is null when Chromium
 *   is missing and could not be installed; reason says why, in a sentence for the person reading the log.
 */
export function ensureChromium() {
  if (executable(CHROMIUM_PATH))
    return { path: CHROMIUM_PATH, installed: false, reason: "already installed" };
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !onPath("apt-get")) {
    return {
      path: null,
      installed: false,
      reason: `${CHROMIUM_PATH} is missing and cannot be installed here (${root ? "no apt-get" : "not root"}); install it with: sudo apt-get install -y chromium`,
    };
  }
  console.error(`[ensure-chromium] ${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: ["ignore", "inherit", "inherit"], env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
          stdio: ["ignore", "inherit", "inherit"],
          env,
        })
      : update;
  if (install.status === 0 && executable(CHROMIUM_PATH)) {
    return { path: CHROMIUM_PATH, installed: true, reason: "installed with apt-get" };
  }
  return {
    path: null,
    installed: false,
    reason:
      install.status === 0
        ? `apt-get installed chromium, but ${CHROMIUM_PATH} is still missing`
        : `apt-get could not install chromium (exit ${install.status ?? install.error?.message})`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureChromium();
  console.log(
    result.path ? `Chromium: ${result.path} (${result.reason})` : `Chromium missing: ${result.reason}`,
  );
  process.exit(result.path ? 0 : 1);
}
