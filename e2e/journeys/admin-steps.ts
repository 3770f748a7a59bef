// The back office's journeys: a store whose first owner (and a staff member) were made on the command
// line (`cli staff add ... --role owner`, the password piped in), as a shop owner would start, then the
// built server on it; one page per viewport in its own context, with the page-problem collector.
import { rmSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, inject } from "vitest";
import { checkA11y, describeViolations, seriousViolations } from "../harness/a11y.js";
import {
  closeContexts,
  closePage,
  type JourneyBrowser,
  VIEWPORTS,
  type ViewportName,
  workerBrowser,
} from "../harness/browser.js";
import { reportPageOnFailure } from "../harness/failure-report.js";
import type { Journey } from "../harness/journey.js";
import { layoutProblems } from "../harness/layout-check.js";
import { readOtp } from "../harness/outbox.js";
import { type PageProblems, watchProblems } from "../harness/page-problems.js";
import { shot } from "../harness/screenshots.js";
import { addMembers, OWNER, STAFF } from "../harness/staffed-store.js";
import { type RunningStore, reportServerOnFailure, startStore } from "../harness/store-server.js";

export { OWNER, STAFF };

/**
 * A store with the owner and a staff member made on the command line: a copy of the staffed demo store
 * of the global setup, or with `empty` the store a real shop starts from (SEED_DEMO=false: no products,
 * no content), started once, stopped, staffed, then started again on that data as it is (the demo seed
 * never touches a store that exists).
 */
async function storeWithStaff(empty: boolean): Promise<RunningStore> {
  if (!empty) return startStore({}, { seeded: inject("staffedDataDir") });
  const first = await startStore({ SEED_DEMO: "false" });
  await first.stop({ keepData: true });
  try {
    addMembers(first.dataDir);
    return await startStore({}, { seeded: first.dataDir });
  } finally {
    rmSync(first.dataDir, { recursive: true, force: true });
  }
}

/** The shared journeys' handle (so their steps work here too), plus signing in to the back office. */
export interface AdminJourney extends Journey {
  /** Signs in (the app lands on the dashboard), then opens Orders unless `stay` keeps the dashboard. */
  signIn(member: { email: string; password: string }, options?: { stay?: boolean }): Promise<void>;
}

let emailCounter = 0;

export interface AdminJourneyOptions {
  /** Start from an empty store (SEED_DEMO=false) instead of the demo store. */
  emptyStore?: boolean;
  /** Both by default. */
  viewports?: readonly ViewportName[];
}

export function adminJourney(
  name: string,
  body: (j: AdminJourney) => void,
  options: AdminJourneyOptions = {},
): void {
  const chromiumPath = inject("chromiumPath");
  describe.skipIf(!chromiumPath)(`journey ${name}`, () => {
    let store: RunningStore | undefined;
    let browser: JourneyBrowser | undefined;
    beforeAll(async () => {
      [store, browser] = await Promise.all([
        storeWithStaff(options.emptyStore ?? false),
        workerBrowser(chromiumPath),
      ]);
    });
    afterAll(async () => {
      await Promise.all([closeContexts(browser), store?.stop()]);
    });

    describe.each(options.viewports ?? VIEWPORTS)("%s", (viewport) => {
      let page: Page | undefined;
      let problems: PageProblems | undefined;
      const need = <T>(value: T | undefined): T => {
        if (value === undefined) throw new Error("only inside tests and hooks");
        return value;
      };
      const j: AdminJourney = {
        name,
        viewport,
        get page() {
          return need(page);
        },
        get store() {
          return need(store);
        },
        get problems() {
          return need(problems);
        },
        url: (path) => `${need(store).baseUrl}${path}`,
        async goto(path) {
          const response = await j.page.goto(j.url(path), { waitUntil: "load" });
          await j.page.waitForLoadState("networkidle");
          return response;
        },
        checkA11y: () => checkA11y(j.page),
        readOtp: (email, after) => readOtp(need(store).baseUrl, email, after),
        uniqueEmail(prefix = "shopper") {
          emailCounter += 1;
          return `${prefix}.admin.${viewport}.${process.pid}.${emailCounter}@example.com`;
        },
        // Every screenshot of the back office is also a layout check: nothing cut, no sideways page.
        async shot(step, options) {
          const path = await shot(j.page, step, options);
          const problems = await layoutProblems(j.page, { tablesScroll: viewport === "phone" });
          if (problems.length > 0)
            throw new Error(
              `${step} (${viewport}): ${problems.map((p) => `${p.what}: "${p.text}" by ${p.by}px`).join("; ")}`,
            );
          return path;
        },
        async expectAccessible() {
          const serious = seriousViolations(await checkA11y(j.page));
          if (serious.length > 0)
            throw new Error(`serious accessibility violations:\n${describeViolations(serious)}`);
        },
        async freshPage() {
          const last = page;
          page = await need(browser).newPage(viewport, name);
          await closePage(last);
          problems = await watchProblems(page);
          return page;
        },
        async signIn(member, options = {}) {
          await j.goto("/admin/login");
          await j.page.getByLabel("E-mail").fill(member.email);
          await j.page.getByLabel("Password", { exact: true }).fill(member.password);
          await j.page.getByRole("button", { name: "Sign in" }).click();
          await j.page.getByRole("heading", { name: "Dashboard" }).waitFor();
          if (options.stay) return;
          await j.page
            .getByRole("navigation", { name: "Back office" })
            .getByRole("link", { name: /^Orders/ })
            .click();
          await j.page.getByRole("heading", { name: "Orders" }).waitFor();
        },
      };
      beforeAll(async () => {
        await j.freshPage();
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

/** A small real PNG (one colour), as a phone's camera roll would hand over a picture. */
export function pngPicture(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x6b, 0x2e, 0x12]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
