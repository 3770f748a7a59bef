import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test.
    testTimeout: 30_000,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-support/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
