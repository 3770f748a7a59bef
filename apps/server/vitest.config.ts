import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test-support/light-passwords.ts"],
    // Server suites start real databases (PGlite in WASM, PostgreSQL schemas) and wait for events, not
    // times: these limits only end a hang, with room for a 2-core machine at a load average of 25
    // (checkout.test.ts's PGlite setup overran 120 s there).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: "forks",
    isolate: false,
    // Two files at once on two cores (SERVER_TEST_WORKERS overrides): three were no faster beside the
    // journeys, which fill the cores with Chromium.
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    // PGlite's WASM compiled once, by V8's baseline compiler, as a server on disk runs it (the lean
    // setting of db/database.ts): its optimising compiler spent more CPU on a test file's short-lived
    // databases than it saved them.
    execArgv: ["--liftoff-only"],
  },
});
