// One screenshot per journey step, kept as e2e/screenshots/<viewport>/<journey>-<step>.png (git-ignored)
// so a person can look at what the journeys saw. CI throws its clean clone away, so there the pictures
// are not taken (E2E_SCREENSHOTS=on takes them anyway): a full-page PNG costs CPU that the journeys of
// a 2-core machine need. Nothing is asserted on a picture; layout checks read the page itself.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { infoOf } from "./browser.js";
import { SCREENSHOTS_TAKEN as TAKEN } from "./screenshot-mode.js";

export const SCREENSHOT_DIR = fileURLToPath(new URL("../screenshots/", import.meta.url));

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Saves the visible page (or all of it with fullPage) and returns the file's path. */
export async function shot(page: Page, step: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const { viewport, journey } = infoOf(page);
  const dir = join(SCREENSHOT_DIR, viewport);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${slug(journey)}-${slug(step)}.png`);
  if (TAKEN) await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: "disabled" });
  return path;
}
