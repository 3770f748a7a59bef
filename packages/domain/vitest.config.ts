import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test. A guard
    // against a hang only: beside other work (load average 22) a product-editor test that takes 8 s
    // in a quiet run overran 30 s.
    testTimeout: 180_000,
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
