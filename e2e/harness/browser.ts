// Debian's Chromium driven by playwright-core (which never downloads a browser), on a phone and a
// desktop viewport. Playwright gives every launch a fresh temporary profile (its --user-data-dir).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
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
   * A page for a new visitor, sized for the viewport: no cookies, storage, permissions or HTTP cache.
   * Service workers are blocked unless asked for: the shop's worker precaches both apps in the
   * background of every page, which only the offline journey is about (and which would let a journey
   * read a cached answer). ignoreHTTPSErrors accepts a certificate from a test's own CA (the HTTPS
   * journey's Caddy). End it with closePage().
   */
  newPage(
    viewport: ViewportName,
    journey?: string,
    options?: { serviceWorkers?: boolean; ignoreHTTPSErrors?: boolean },
  ): Promise<Page>;
  close(): Promise<void>;
}

// A new context costs Chromium a new renderer process, and the first page in it about 1.35 s of CPU
// against 0.7 s for a new page in a context that already shows one (measured on the home page), so a
// visitor's page normally comes from the worker's one context per viewport, emptied first, instead of
// a context per journey viewport and per freshPage(). What a page does to itself (init scripts,
// routes, listeners, CDP emulation, media) goes with the page. What it does to the context is undone by
// emptyVisitorContext, except a fake clock, which cannot be: a context whose clock was touched is
// closed instead.
interface VisitorContext {
  context: BrowserContext;
  /** Every origin its pages have asked for, whose storage the next visitor must not see. */
  origins: Set<string>;
  clockTouched: boolean;
}
const visitorContexts = new WeakSet<BrowserContext>();

function contextOptions(viewport: ViewportName, serviceWorkers: boolean, ignoreHTTPSErrors: boolean) {
  return {
    ...CONTEXTS[viewport],
    serviceWorkers: serviceWorkers ? ("allow" as const) : ("block" as const),
    ignoreHTTPSErrors,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    reducedMotion: "reduce" as const,
  };
}

/** The context's clock methods that install a fake time, which nothing can take back out. */
const CLOCK_SETTERS = ["install", "pauseAt", "setFixedTime", "setSystemTime"] as const;

function watchClock(visitor: VisitorContext): void {
  const clock = visitor.context.clock;
  for (const name of CLOCK_SETTERS) {
    const original = clock[name].bind(clock) as (...args: unknown[]) => Promise<void>;
    (clock as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      visitor.clockTouched = true;
      return original(...args);
    };
  }
}

/** What one visitor left in the context: cookies, every origin's storage, the HTTP cache, settings. */
async function emptyVisitorContext(visitor: VisitorContext, page: Page): Promise<void> {
  const { context } = visitor;
  await Promise.all([
    context.clearCookies(),
    context.clearPermissions(),
    context.setOffline(false),
    context.unrouteAll({ behavior: "ignoreErrors" }),
    context.setExtraHTTPHeaders({}),
  ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  for (const origin of visitor.origins) {
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  }
  visitor.origins.clear();
  await cdp.detach();
}

export async function openBrowser(executablePath = "/usr/bin/chromium"): Promise<JourneyBrowser> {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  const visitors = new Map<ViewportName, VisitorContext>();

  async function newContext(viewport: ViewportName, serviceWorkers = false, ignoreHTTPSErrors = false) {
    const context = await browser.newContext(contextOptions(viewport, serviceWorkers, ignoreHTTPSErrors));
    // Every step waits for an event (an element, a URL, an answer); the limit only ends a step that
    // would never come, so it leaves room for a machine busy with the other journeys and suites.
    context.setDefaultTimeout(STEP_LIMIT_MS);
    return context;
  }

  async function visitorContext(viewport: ViewportName): Promise<VisitorContext> {
    const kept = visitors.get(viewport);
    if (kept && !kept.clockTouched && browser.contexts().includes(kept.context)) return kept;
    await kept?.context.close().catch(() => undefined);
    const visitor: VisitorContext = {
      context: await newContext(viewport),
      origins: new Set(),
      clockTouched: false,
    };
    visitor.context.on("request", (request) => {
      const { origin } = new URL(request.url());
      if (origin.startsWith("http")) visitor.origins.add(origin);
    });
    watchClock(visitor);
    visitorContexts.add(visitor.context);
    visitors.set(viewport, visitor);
    return visitor;
  }

  return {
    browser,
    async newPage(viewport, journey = "journey", options = {}) {
      let page: Page;
      if (options.serviceWorkers || options.ignoreHTTPSErrors) {
        const context = await newContext(viewport, options.serviceWorkers, options.ignoreHTTPSErrors);
        page = await context.newPage();
      } else {
        const visitor = await visitorContext(viewport);
        // The new page opens before the last visitor's closes, so Chromium keeps their renderer.
        page = await visitor.context.newPage();
        await Promise.all(
          visitor.context
            .pages()
            .filter((other) => other !== page)
            .map((other) => other.close()),
        );
        await emptyVisitorContext(visitor, page);
      }
      pageInfo.set(page, { viewport, journey });
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * Ends a page of newPage(). A visitor's page stays open until the next visitor of its viewport comes
 * (which keeps the renderer warm); a page of a context of its own closes with it.
 */
export async function closePage(page: Page | undefined): Promise<void> {
  if (page && !visitorContexts.has(page.context())) await page.context().close();
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

/**
 * Closes the contexts of their own a journey file left open, so the next file of the worker starts with
 * a bare browser (the visitors' contexts are emptied when their next page opens).
 */
export async function closeContexts(browser: JourneyBrowser | undefined): Promise<void> {
  const contexts = browser?.browser.contexts() ?? [];
  await Promise.all(
    contexts.filter((context) => !visitorContexts.has(context)).map((context) => context.close()),
  );
}
