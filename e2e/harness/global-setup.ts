// Runs once before the journeys: makes sure Debian's Chromium headless shell is there (installing it
// when it can) and hands its path to the journey files. Without it the journeys are skipped with a loud
// notice, except in CI, where a missing browser is a failure. Then it seeds the demo store once for
// every journey file's store to start from (store-server.ts), and a copy of it with the back office's
// members (staffed-store.ts). Debian's Caddy is ensured the same way, for the HTTPS journey.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureCaddy } from "../../scripts/ensure-caddy.mjs";
import { ensureJourneyBrowser } from "../../scripts/ensure-chromium.mjs";
import { staffedCopy } from "./staffed-store.js";
import { seedDataDir } from "./store-server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Chromium's executable, or null when the browser journeys cannot run here. */
    chromiumPath: string | null;
    /** Caddy's executable (the HTTPS journey's proxy), or null when it cannot run here. */
    caddyPath: string | null;
    /** A data directory holding the freshly seeded demo store, or null. */
    seededDataDir: string | null;
    /** The seeded demo store with the back office's owner and staff member added (staffed-store.ts). */
    staffedDataDir: string | null;
  }
}

export default async function setup(project: TestProject) {
  const chromium = ensureJourneyBrowser();
  if (!chromium.path) {
    const notice = `Chromium not available: ${chromium.reason}`;
    if (process.env.CI === "true") throw new Error(`${notice}. In CI the browser journeys must run.`);
    const bar = "!".repeat(100);
    console.warn(`\n${bar}\n!! THE BROWSER JOURNEYS DID NOT RUN. ${notice}\n${bar}\n`);
  }
  project.provide("chromiumPath", chromium.path);
  const caddy = chromium.path ? ensureCaddy() : null;
  if (caddy && !caddy.path) {
    const notice = `Caddy not available: ${caddy.reason}`;
    if (process.env.CI === "true") throw new Error(`${notice}. In CI the HTTPS journey must run.`);
    console.warn(`\n!! THE HTTPS JOURNEY DID NOT RUN. ${notice}\n`);
  }
  project.provide("caddyPath", caddy?.path ?? null);
  const seeded = chromium.path ? await seedDataDir() : null;
  project.provide("seededDataDir", seeded);
  const staffed = seeded ? staffedCopy(seeded) : null;
  project.provide("staffedDataDir", staffed);
  return () => {
    for (const dir of [seeded, staffed]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
