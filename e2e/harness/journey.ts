// A journey runs once per viewport (phone, then desktop) against the built server on a fresh store;
// the journeys of one file share that server and one Chromium.
//
//   journey("home-renders", (j) => {
//     it("opens the home page", async () => {
//       await j.goto("/");
//       await j.shot("home");
//       await j.expectAccessible();
//     });
//   });
//
// Inside the body, `j` holds the current page, the store's address and the helpers below; after every
// test the page-problem collector fails the test on any page error, console error, CSP violation or
// 5xx answer seen during it.
import type { Page, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, inject } from "vitest";
import { type A11yViolation, checkA11y, describeViolations, seriousViolations } from "./a11y.js";
import {
  closeContexts,
  closePage,
  type JourneyBrowser,
  VIEWPORTS,
  type ViewportName,
  workerBrowser,
} from "./browser.js";
import { reportPageOnFailure } from "./failure-report.js";
import { readOtp } from "./outbox.js";
import { type PageProblems, watchProblems } from "./page-problems.js";
import { shot } from "./screenshots.js";
import { type RunningStore, reportServerOnFailure, startStore } from "./store-server.js";

export interface JourneyOptions {
  /** Environment for the server (for example MAIN_ID); the demo store on PGlite by default. */
  serverEnv?: Record<string, string>;
  /** Both by default. */
  viewports?: readonly ViewportName[];
  /** Let the shop's service worker run (blocked by default: see openBrowser's newPage). */
  serviceWorkers?: boolean;
}

export interface Journey {
  readonly name: string;
  readonly viewport: ViewportName;
  readonly store: RunningStore;
  /** The page of this viewport; `freshPage()` replaces it with one in a clean context. */
  readonly page: Page;
  readonly problems: PageProblems;
  /** The store's address plus a path: url("/cart"). */
  url(path: string): string;
  /** Opens a path of the store and waits until the network is quiet; answers the document's response. */
  goto(path: string): Promise<Response | null>;
  /** Saves screenshots/<viewport>/<journey>-<step>.png. */
  shot(step: string, options?: { fullPage?: boolean }): Promise<string>;
  /** Every axe violation on the page as it is now. */
  checkA11y(): Promise<A11yViolation[]>;
  /** Throws listing any serious or critical axe violation. */
  expectAccessible(): Promise<void>;
  /** The newest OTP code mailed to this address (from the dev outbox). */
  readOtp(email: string, after?: Date): Promise<string>;
  /** An address no other test or viewport of this run uses. */
  uniqueEmail(prefix?: string): string;
  /** Closes the page and opens a new one with empty storage (a new visitor). */
  freshPage(): Promise<Page>;
}

let emailCounter = 0;

// Journeys of one file share one server (per server environment): each journey signs up for it when
// the file is collected, so the first one to run starts it and the last one to finish stops it, and the
// next file gets a fresh store. The browser outlives the file: files of a worker share one module graph
// (vitest.config.ts), so they share one Chromium, and each visitor's page starts with empty storage and
// cache (browser.ts newPage), as in a browser launched for it.
class SharedResource<T> {
  private users = 0;
  private value: Promise<T> | null = null;
  constructor(
    private readonly start: () => Promise<T>,
    private readonly stop: (value: T) => Promise<void>,
  ) {}
  signUp(): void {
    this.users += 1;
  }
  get(): Promise<T> {
    this.value ??= this.start();
    return this.value;
  }
  async release(): Promise<void> {
    this.users -= 1;
    if (this.users > 0 || !this.value) return;
    const value = await this.value.catch(() => null);
    this.value = null;
    if (value !== null) await this.stop(value);
  }
}

const sharedStores = new Map<string, SharedResource<RunningStore>>();

function storeFor(
  env: Record<string, string> = {},
  seeded: string | null = null,
): SharedResource<RunningStore> {
  const key = JSON.stringify(Object.entries(env).sort());
  let shared = sharedStores.get(key);
  if (!shared) {
    shared = new SharedResource(
      () => startStore(env, { seeded }),
      (store) => store.stop(),
    );
    sharedStores.set(key, shared);
  }
  return shared;
}

export function journey(name: string, body: (j: Journey) => void, options: JourneyOptions = {}): void {
  const chromiumPath = inject("chromiumPath");
  describe.skipIf(!chromiumPath)(`journey ${name}`, () => {
    let store: RunningStore | undefined;
    let browser: JourneyBrowser | undefined;
    const sharedStore = storeFor(options.serverEnv, inject("seededDataDir"));
    sharedStore.signUp();

    beforeAll(async () => {
      [store, browser] = await Promise.all([sharedStore.get(), workerBrowser(chromiumPath)]);
    });
    afterAll(async () => {
      await Promise.all([closeContexts(browser), sharedStore.release()]);
    });

    describe.each(options.viewports ?? VIEWPORTS)("%s", (viewport) => {
      let page: Page | undefined;
      let problems: PageProblems | undefined;
      const ready = <T>(value: T | undefined, what: string): T => {
        if (value === undefined) throw new Error(`${what} is only there inside tests and hooks`);
        return value;
      };

      async function open(): Promise<Page> {
        const last = page;
        page = await ready(browser, "the browser").newPage(viewport, name, {
          serviceWorkers: options.serviceWorkers ?? false,
        });
        await closePage(last);
        problems = await watchProblems(page);
        return page;
      }

      const j: Journey = {
        name,
        viewport,
        get store() {
          return ready(store, "the store");
        },
        get page() {
          return ready(page, "the page");
        },
        get problems() {
          return ready(problems, "the problem collector");
        },
        url: (path) => `${ready(store, "the store").baseUrl}${path}`,
        async goto(path) {
          const response = await j.page.goto(j.url(path), { waitUntil: "load" });
          await j.page.waitForLoadState("networkidle");
          return response;
        },
        shot: (step, shotOptions) => shot(j.page, step, shotOptions),
        checkA11y: () => checkA11y(j.page),
        async expectAccessible() {
          const serious = seriousViolations(await checkA11y(j.page));
          if (serious.length > 0) {
            throw new Error(`serious accessibility violations:\n${describeViolations(serious)}`);
          }
        },
        readOtp: (email, after) => readOtp(j.store.baseUrl, email, after),
        uniqueEmail(prefix = "shopper") {
          emailCounter += 1;
          return `${prefix}.${viewport}.${process.pid}.${emailCounter}@example.com`;
        },
        freshPage: open,
      };

      beforeAll(async () => {
        await open();
      });
      afterEach(async (context) => {
        reportServerOnFailure(context, store);
        await reportPageOnFailure(context, page, problems);
        problems?.assertNone();
      });
      afterAll(async () => {
        await closePage(page);
      });

      body(j);
    });
  });
}
