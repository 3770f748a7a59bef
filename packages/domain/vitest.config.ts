import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test.
    testTimeout: 30_000,
    include: ["src/**/*.test.ts"],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
