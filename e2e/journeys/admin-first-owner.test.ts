// A shop's first step in the browser: a brand-new store (no owner) prints a one-time setup link when
// the server starts; its sign-in page says where that link is; the owner opens it, fills in name,
// e-mail and password, and lands on the dashboard, signed in. The link then refuses a second owner, and
// the sign-in page no longer mentions setup. Each viewport gets its own new store.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { checkA11y, describeViolations, seriousViolations } from "../harness/a11y.js";
import {
  closeContexts,
  closePage,
  type JourneyBrowser,
  VIEWPORTS,
  workerBrowser,
} from "../harness/browser.js";
import { type PageProblems, watchProblems } from "../harness/page-problems.js";
import { shot } from "../harness/screenshots.js";
import { type RunningStore, startStore } from "../harness/store-server.js";

const NAME = "admin-first-owner";
const SETUP_LINE = /The store has no owner yet\. .*: (http:\/\/\S+\/admin\/setup\?token=\S+)/;
const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)(`journey ${NAME}`, () => {
  let browser: JourneyBrowser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser(chromiumPath);
  });
  afterAll(() => closeContexts(browser));

  describe.each(VIEWPORTS)("%s", (viewport) => {
    let store: RunningStore | undefined;
    let page: Page;
    let problems: PageProblems;
    let setupLink = "";
    const owner = {
      name: "Meera Shah",
      email: `meera.${viewport}@henna.example`,
      password: "henna-owner-2026",
    };

    beforeAll(async () => {
      store = await startStore({}, { seeded: inject("seededDataDir") });
      [, setupLink = ""] = await store.waitForOutput(SETUP_LINE);
      page = await (browser as JourneyBrowser).newPage(viewport, NAME);
      problems = await watchProblems(page);
    });
    afterEach(() => problems.assertNone());
    afterAll(async () => {
      await closePage(page);
      await store?.stop();
    });

    const expectAccessible = async () => {
      const serious = seriousViolations(await checkA11y(page));
      if (serious.length > 0)
        throw new Error(`serious accessibility violations:\n${describeViolations(serious)}`);
    };
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    it("the sign-in page of the new store says how to get the setup link", async () => {
      await page.goto(`${store?.baseUrl}/admin/login`);
      const note = page.getByRole("note", { name: "This store has no owner yet" });
      await note.waitFor();
      expect(await note.textContent()).toContain("/admin/setup?token=");
      await expectAccessible();
      await noOverflow();
      await shot(page, "sign-in");
    });

    it("the owner opens the printed link, creates the account and lands on the dashboard", async () => {
      expect(setupLink.startsWith(`${store?.baseUrl}/admin/setup?token=`)).toBe(true);
      await page.goto(setupLink);
      await page.getByRole("heading", { name: "Set up your store" }).waitFor();
      await page.getByRole("button", { name: "Create the owner and sign in" }).click();
      await page.getByText("Enter your name.").waitFor();
      await page.getByLabel("Your name").fill(owner.name);
      await page.getByLabel("E-mail").fill(owner.email);
      await page.getByLabel("Password", { exact: true }).fill(owner.password);
      await page.getByLabel("Repeat the password").fill("not the same");
      await page.getByRole("button", { name: "Create the owner and sign in" }).click();
      await page.getByText("The two passwords are not the same.").waitFor();
      await page.getByLabel("Repeat the password").fill(owner.password);
      await expectAccessible();
      await noOverflow();
      await shot(page, "form", { fullPage: true });
      await page.getByRole("button", { name: "Create the owner and sign in" }).click();
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
      await noOverflow();
      await shot(page, "dashboard");
    });

    it("the link is spent: opened again it says the store has an owner, and sign-in no longer mentions setup", async () => {
      // The server answers 409 OWNER_EXISTS; Chromium logs the 409 as a console error.
      problems.allow(/status of 409 \(Conflict\)/);
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(setupLink);
      await page.getByLabel("Your name").fill("Somebody Else");
      await page.getByLabel("E-mail").fill(`else.${viewport}@henna.example`);
      await page.getByLabel("Password", { exact: true }).fill("another-password-1");
      await page.getByLabel("Repeat the password").fill("another-password-1");
      await page.getByRole("button", { name: "Create the owner and sign in" }).click();
      await page.getByRole("alert").getByText("This store already has an owner.").waitFor();
      await shot(page, "spent");
      await page.getByRole("link", { name: "Go to sign in" }).click();
      await page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("note").count()).toBe(0);
      await page.getByLabel("E-mail").fill(owner.email);
      await page.getByLabel("Password", { exact: true }).fill(owner.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    });
  });
});
