import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-support/setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
