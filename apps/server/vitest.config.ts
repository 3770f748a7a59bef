import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/test-support/light-passwords.ts"],
    // Server suites start real databases (PGlite in WASM, PostgreSQL schemas): give them room on a
    // shared 2-core machine instead of flaking.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
  },
});
