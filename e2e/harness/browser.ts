// Debian's Chromium driven by playwright-core (which never downloads a browser), on a phone and a
// desktop viewport. Playwright gives every launch a fresh temporary profile (its --user-data-dir).
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { SCREENSHOTS_TAKEN } from "./screenshot-mode.js";

/** Playwright's own default is 30 s, which a journey step overran at a load average of 25. */
export const STEP_LIMIT_MS = 90_000;

export type ViewportName = "phone" | "desktop";
export const VIEWPORTS: readonly ViewportName[] = ["phone", "desktop"];

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CONTEXTS: Record<ViewportName, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    // A phone's sharp screen for the pictures a person looks at; without them, every pixel painted four
    // times over made Chromium the largest user of a CI run's two cores. Layout is in CSS pixels either
    // way, so every layout check sees the same page.
    deviceScaleFactor: SCREENSHOTS_TAKEN ? 2 : 1,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
};

export interface PageInfo {
  viewport: ViewportName;
  journey: string;
}
const pageInfo = new WeakMap<Page, PageInfo>();

/** What newPage() recorded about a page (shot() names files from it). */
export function infoOf(page: Page): PageInfo {
  const info = pageInfo.get(page);
  if (!info) throw new Error("this page was not opened with newPage()");
  return info;
}

export interface JourneyBrowser {
  browser: Browser;
  /**
   * A page in its own context (fresh storage), sized for the viewport. Service workers are blocked
   * unless asked for: the shop's worker precaches both apps in the background of every page, which
   * only the offline journey is about (and which would let a journey read a cached answer).
   * ignoreHTTPSErrors accepts a certificate from a test's own CA (the HTTPS journey's Caddy).
   */
  newPage(
    viewport: ViewportName,
    journey?: string,
    options?: { serviceWorkers?: boolean; ignoreHTTPSErrors?: boolean },
  ): Promise<Page>;
  close(): Promise<void>;
}

export async function openBrowser(executablePath = "/usr/bin/chromium"): Promise<JourneyBrowser> {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  return {
    browser,
    async newPage(viewport, journey = "journey", options = {}) {
      const context = await browser.newContext({
        ...CONTEXTS[viewport],
        serviceWorkers: options.serviceWorkers ? "allow" : "block",
        ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
        locale: "en-IN",
        timezoneId: "Asia/Kolkata",
        reducedMotion: "reduce",
      });
      // Every step waits for an event (an element, a URL, an answer); the limit only ends a step that
      // would never come, so it leaves room for a machine busy with the other journeys and suites.
      context.setDefaultTimeout(STEP_LIMIT_MS);
      const page = await context.newPage();
      pageInfo.set(page, { viewport, journey });
      return page;
    },
    close: () => browser.close(),
  };
}

let launched: Promise<JourneyBrowser> | null = null;

/**
 * The worker's one Chromium, shared by the journey files it runs (they share one module graph): a
 * launch is about a second of CPU, and each journey's pages live in contexts of their own anyway.
 * Launched again if it has gone away; Playwright ends it when the worker's process exits.
 */
export async function workerBrowser(executablePath: string | null = null): Promise<JourneyBrowser> {
  const running = await launched?.catch(() => null);
  if (running?.browser.isConnected()) return running;
  launched = openBrowser(executablePath ?? "/usr/bin/chromium");
  return launched;
}

/** Closes what a journey file left open, so the next file of the worker starts with a bare browser. */
export async function closeContexts(browser: JourneyBrowser | undefined): Promise<void> {
  await Promise.all((browser?.browser.contexts() ?? []).map((context) => context.close()));
}
