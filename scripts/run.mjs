#!/usr/bin/env node
// Root entry for `npm start`, `npm test`, `npm run build` and `npm run lint`.
// A fresh machine has only Node and npm: this script brings the pinned pnpm (through npx when it is
// not installed), installs the workspace when needed, then hands over to Turborepo.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensurePostgres } from "./ensure-postgres.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ["pnpm", []];
  return ["npx", ["--yes", `pnpm@${pinned}`]];
}

const [pnpm, pnpmPrefix] = pnpmCommand();
const pnpmRun = (args) => run(pnpm, [...pnpmPrefix, ...args]);

function install() {
  // pnpm skips work when node_modules already matches the lockfile, so this is cheap when nothing changed.
  const args = ["install", "--prefer-offline"];
  if (existsSync(join(root, "pnpm-lock.yaml"))) args.push("--frozen-lockfile");
  const status = pnpmRun(args);
  if (status !== 0) process.exit(status);
}

/** Chromium and Caddy for the journeys, installed (apt-get, when missing) beside pnpm's install. */
function ensureTestTools() {
  const child = spawn(process.execPath, [join(root, "scripts/ensure-test-tools.mjs")], { stdio: "inherit" });
  return new Promise((resolve) => {
    child.once("error", () => resolve());
    child.once("exit", () => resolve());
  });
}

const task = process.argv[2] ?? "test";
// Missing tools only skip the journeys (or fail them in CI) with their own message, so the outcome
// is not checked here; waiting for it keeps two apt-gets from racing for dpkg's lock.
const testTools = task === "test" ? ensureTestTools() : Promise.resolve();
install();

switch (task) {
  case "test": {
    await ensurePostgres();
    await testTools;
    // The builds first, on their own: the server suite and the journeys, the two longest tasks, need
    // every build, and Turborepo has no priorities, so when the builds shared its ten slots with the
    // unit suites and type checks, a busy machine started the journeys six minutes in instead of two.
    const built = pnpmRun(["exec", "turbo", "run", "build"]);
    if (built !== 0) process.exit(built);
    process.exit(
      pnpmRun([
        "exec",
        "turbo",
        "run",
        "lint:root",
        "lint",
        "typecheck",
        "test",
        // The builds are done: run these tasks alone rather than replaying every build from the cache,
        // all at once, so that no queue puts the journeys or the server suite behind a unit suite.
        "--only",
        "--concurrency=40",
        "--continue=always",
      ]),
    );
    break;
  }
  case "build":
  case "lint":
    process.exit(pnpmRun(["exec", "turbo", "run", task]));
    break;
  case "start": {
    const status = pnpmRun(["exec", "turbo", "run", "build"]);
    if (status !== 0) process.exit(status);
    const server = join(root, "apps/server/dist/main.js");
    if (!existsSync(server)) {
      console.error("apps/server has not been built: nothing to start yet.");
      process.exit(1);
    }
    process.exit(run(process.execPath, ["--enable-source-maps", server]));
    break;
  }
  // `npm run bench:<name>`: the build (cached by turbo when nothing changed), then one benchmark of
  // bench/ with the arguments given after `--`.
  case "bench": {
    const [script, ...args] = process.argv.slice(3);
    if (!script) {
      console.error("usage: node scripts/run.mjs bench <bench/ script> [args]");
      process.exit(2);
    }
    const built = pnpmRun(["exec", "turbo", "run", "build"]);
    if (built !== 0) process.exit(built);
    const web = script.startsWith("web/");
    process.exit(
      run(process.execPath, [join(root, "bench", script), ...(web ? ["--skip-build"] : []), ...args]),
    );
    break;
  }
  default:
    console.error(`unknown task ${task}`);
    process.exit(2);
}
