import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test-support/light-passwords.ts"],
    // Server suites start real databases (PGlite in WASM, PostgreSQL schemas) and wait for events, not
    // times: these limits only end a hang. A test file runs on one core, and beside the journeys and
    // other work (a load average of 18-20) it gets a tenth of the machine: the online backup's tests,
    // 14 s alone, overran 300 s there, and the SIGKILL test's start took 293 s. Tests that need more
    // (crash.test.ts's rounds) say so themselves.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    pool: "forks",
    isolate: false,
    // Three files at once on two cores (SERVER_TEST_WORKERS overrides): on a quiet machine three were no
    // faster than two beside the journeys, which fill the cores with Chromium, but beside other work a
    // test file's share of the machine is per process, and three kept more of it (e2e/vitest.config.ts).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 3,
    // PGlite's WASM compiled once, by V8's baseline compiler, as a server on disk runs it (the lean
    // setting of db/database.ts): its optimising compiler spent more CPU on a test file's short-lived
    // databases than it saved them.
    execArgv: ["--liftoff-only"],
  },
});
