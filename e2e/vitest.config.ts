import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["journeys/**/*.test.ts"],
    globalSetup: ["harness/global-setup.ts"],
    // Each journey file runs its own server (own port and data folder) and Chromium, so files run four
    // at a time: a journey spends much of its time waiting on the browser, the server and the network,
    // and every step waits for an event, never for a time, so a busy machine only makes it slower. Two
    // at a time left the two cores a third idle once the server suite had finished (a clean-clone
    // `npm test` here: 892 s with two, 837 s with three). Beside other work, more files at once keep
    // more of the machine: with four (and three server files), a busy clean-clone run had done 28
    // journey files and 29 server files at 23 minutes, against 24 and 23 with three and two.
    fileParallelism: true,
    // The files of a worker share one module graph, so they import playwright and the harness once and
    // share one Chromium (harness/journey.ts); each file still gets its own fresh store, and every visitor empty storage.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS) || 4,
    // Guards against a hang only: every step waits for an event, and a busy machine is slow.
    testTimeout: 300_000,
    // expect.poll waits for a page's state; vitest's own 1 s was too short for a photo's upload and
    // resize on a busy machine.
    expect: { poll: { timeout: 90_000 } },
    hookTimeout: 600_000,
  },
});
