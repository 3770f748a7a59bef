#!/usr/bin/env node
// The programs the browser journeys need beside Node: Debian's Chromium headless shell (with Hindi
// fonts) and Caddy.
// `npm test` runs this in the background while pnpm installs the workspace, so on a fresh machine the
// two downloads overlap instead of the journeys waiting for apt-get after every build. The journeys'
// own setup checks again, which is instant once they are there.
import { ensureCaddy } from "./ensure-caddy.mjs";
import { ensureJourneyBrowser } from "./ensure-chromium.mjs";

const chromium = ensureJourneyBrowser();
console.log(`[test tools] Chromium: ${chromium.path ?? "missing"} (${chromium.reason})`);
if (chromium.path) {
  const caddy = ensureCaddy();
  console.log(`[test tools] Caddy: ${caddy.path ?? "missing"} (${caddy.reason})`);
}
