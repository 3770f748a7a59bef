import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test.
    testTimeout: 30_000,
    include: ["src/**/*.test.ts"],
    // Pure functions without module state: the files share one module graph per worker, which takes
    // the suite from about 20 s of CPU to 5 (a fresh graph per file was most of its cost).
    isolate: false,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
