#!/usr/bin/env node
// The browser journeys drive Debian's Chromium (never a downloaded browser). This finds it, and where it
// is missing installs it when it can: as root with apt-get, as CI runs. Quick when already installed.
// The journeys run in Debian's chromium-headless-shell (Chromium's headless mode without the browser
// around it, the build Playwright itself uses for headless runs): the same Blink, V8 and network stack,
// for about 40 % less CPU than the full browser started with --headless (measured on two journey files:
// 65 s against 40 s). The benchmarks' Lighthouse runs keep the full browser (ensureChromium).
// The Hindi journeys need Devanagari glyphs too (else screenshots show boxes): Debian's Noto Devanagari
// fonts are installed with Chromium, and on their own when Chromium is there but they are not.
// `node scripts/ensure-chromium.mjs` prints what it found; the e2e package calls ensureJourneyBrowser().
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { fileURLToPath } from "node:url";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

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

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** apt-get update, then install `pkg`: the exit status (or the spawn error's message). */
function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: ["ignore", "inherit", "inherit"], env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
          stdio: ["ignore", "inherit", "inherit"],
          env,
        })
      : update;
  return install.status ?? install.error?.message;
}

/**
 * The browser the journeys run in: CHROMIUM_PATH when set, else Debian's chromium-headless-shell
 * (installed as root when missing), else the full Chromium of ensureChromium().
 * @returns {{ path: string | null, installed: boolean, reason: string }}
 */
export function ensureJourneyBrowser() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  const shell = ensureDebianBrowser(HEADLESS_SHELL_PATH, "chromium-headless-shell");
  if (shell.path) return shell;
  console.error(`[ensure-chromium] ${shell.reason}: trying the full Chromium`);
  return ensureChromium();
}

/** Debian's full Chromium (the benchmarks' Lighthouse runs), installed as root when missing. */
export function ensureChromium() {
  return ensureDebianBrowser(CHROMIUM_PATH, "chromium");
}

/**
 * The browser at `path` with the Hindi fonts, installing Debian's package `pkg` as root when missing.
 * @returns {{ path: string | null, installed: boolean, reason: string }} path is null when it is
 *   missing and could not be installed; reason says why, in a sentence for the person reading the log.
 */
function ensureDebianBrowser(path, pkg) {
  if (executable(path)) {
    const fonts = ensureDevanagariFonts();
    return { path, installed: false, reason: `already installed; ${fonts.reason}` };
  }
  if (!isRoot() || !onPath("apt-get")) {
    return {
      path: null,
      installed: false,
      reason: `${path} is missing and cannot be installed here (${isRoot() ? "no apt-get" : "not root"}); install it with: sudo apt-get install -y ${pkg}`,
    };
  }
  console.error(`[ensure-chromium] ${path} is missing: installing Debian's ${pkg} with apt-get`);
  const status = aptInstall(pkg);
  if (status === 0 && executable(path)) {
    const fonts = ensureDevanagariFonts({ updated: true });
    return { path, installed: true, reason: `installed with apt-get; ${fonts.reason}` };
  }
  return {
    path: null,
    installed: false,
    reason:
      status === 0
        ? `apt-get installed ${pkg}, but ${path} is still missing`
        : `apt-get could not install ${pkg} (exit ${status})`,
  };
}

/** A font fontconfig says covers Hindi (Chromium on Linux finds its fonts through fontconfig). */
function hasDevanagariFont() {
  const listed = spawnSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" });
  return listed.status === 0 && listed.stdout.trim() !== "";
}

function aptKnows(name) {
  return spawnSync("apt-cache", ["show", name], { stdio: "ignore" }).status === 0;
}

/**
 * Debian's Noto Devanagari fonts (fonts-noto-devanagari where the release has it, else fonts-noto-core,
 * which carries Noto Sans/Serif Devanagari), installed as root when no font covers Hindi.
 * @param {{ updated?: boolean }} [options] updated: apt-get update already ran in this process
 * @returns {{ installed: boolean, reason: string }}
 */
export function ensureDevanagariFonts({ updated = false } = {}) {
  if (hasDevanagariFont()) return { installed: false, reason: "Devanagari fonts present" };
  if (!isRoot() || !onPath("apt-get")) {
    return {
      installed: false,
      reason: `no Devanagari font and none can be installed here (${isRoot() ? "no apt-get" : "not root"}); install one with: sudo apt-get install -y fonts-noto-core`,
    };
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const stdio = ["ignore", "inherit", "inherit"];
  if (!updated && !aptKnows("fonts-noto-core")) spawnSync("apt-get", ["update"], { stdio, env });
  const pkg = aptKnows("fonts-noto-devanagari") ? "fonts-noto-devanagari" : "fonts-noto-core";
  console.error(`[ensure-chromium] no font covers Devanagari: installing Debian's ${pkg} with apt-get`);
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio, env });
  if (install.status === 0 && hasDevanagariFont()) {
    return { installed: true, reason: `${pkg} installed with apt-get` };
  }
  return {
    installed: false,
    reason: `apt-get could not install ${pkg} (exit ${install.status ?? install.error?.message}); Hindi shows as boxes`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureJourneyBrowser();
  console.log(
    result.path ? `Journey browser: ${result.path} (${result.reason})` : `Chromium missing: ${result.reason}`,
  );
  process.exit(result.path ? 0 : 1);
}
