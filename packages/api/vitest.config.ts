import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test.
    testTimeout: 30_000,
    include: ["src/**/*.test.ts"],
    typecheck: {
      // Type tests: `@ts-expect-error` lines fail the run when a wrong call stops being a type error.
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
