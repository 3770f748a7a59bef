import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["journeys/**/*.test.ts"],
    globalSetup: ["harness/global-setup.ts"],
    // Each journey file runs its own server and Chromium; on a 2-core machine one file at a time is
    // faster overall than two fighting for the processors, and never flaky for it.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
