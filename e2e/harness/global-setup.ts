// Runs once before the journeys: makes sure Debian's Chromium is there (installing it when it can) and
// hands its path to the journey files. Without it the journeys are skipped with a loud notice, except in
// CI, where a missing browser is a failure.
import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Chromium's executable, or null when the browser journeys cannot run here. */
    chromiumPath: string | null;
  }
}

export default function setup(project: TestProject) {
  const chromium = ensureChromium();
  if (!chromium.path) {
    const notice = `Chromium not available: ${chromium.reason}`;
    if (process.env.CI === "true") throw new Error(`${notice}. In CI the browser journeys must run.`);
    const bar = "!".repeat(100);
    console.warn(`\n${bar}\n!! THE BROWSER JOURNEYS DID NOT RUN. ${notice}\n${bar}\n`);
  }
  project.provide("chromiumPath", chromium.path);
}
