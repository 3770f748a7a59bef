import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test. A guard
    // against a hang only: beside other work (load average 22) a product-editor test that takes 8 s
    // in a quiet run overran 30 s.
    testTimeout: 180_000,
    include: ["src/**/*.test.ts"],
    typecheck: {
      // Type tests: `@ts-expect-error` lines fail the run when a wrong call stops being a type error.
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
