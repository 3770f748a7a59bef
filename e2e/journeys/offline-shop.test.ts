// Installable and offline-tolerant (issue 23): Chromium's own install criteria pass for the shop and
// the academy (CDP Page.getInstallabilityErrors); a guest opens a product once the service worker
// runs, adds it to the cart, loses the connection (context.setOffline), reloads the product and opens
// the cart (never opened online: the shell renders it), sees "You are offline", cannot check out, comes
// back online (the notice goes) and checks out and pays. Signing in offline says it needs a
// connection. The admission form's unsent answers (not the Aadhaar number) come back after a reload
// offline. A new deploy is offered as "New version available" and Reload moves the page onto it.
// Phone only: the worker is the same on both. The server serves a copy of the builds (PUBLIC_DIR), so
// deploying a new worker touches nothing other journeys use.

import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  expectCartCount,
  expectPath,
  expectToast,
  guestCart,
  logInThroughForm,
  registerThroughApi,
} from "./account-steps.js";
import { addAddressThroughForm, placeOrder, someProducts } from "./checkout-steps.js";

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const OFFLINE = "You are offline";
const ACTION_OFFLINE =
  "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.";
const CHECKOUT_OFFLINE = "You are offline. Checkout and payment need a connection; your cart is kept.";

/**
 * Chromium's reasons the page cannot be installed (empty: it can). Playwright's contexts are
 * incognito-like, which Chromium reports as "in-incognito": a fact of the test browser, not the site.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito");
  } finally {
    await cdp.detach();
  }
}

/** Waits until the service worker controls the page and has kept what the page showed. */
async function workerReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          return Boolean(await caches.match(location.href));
        }),
      { timeout: STEP_LIMIT_MS },
    )
    .toBe(true);
}

/**
 * The built apps copied into a PUBLIC_DIR of this file's own (its server serves them), so a test can
 * deploy a new service worker without touching the builds other journeys use.
 */
function publicCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "henna-offline-public-"));
  for (const [name, built] of [
    ["shop", "apps/shop/dist"],
    ["shop-ssr", "apps/shop/dist-ssr"],
    ["academy", "apps/academy/dist"],
    ["academy-ssr", "apps/academy/dist-ssr"],
    ["admin", "apps/admin/dist"],
  ] as const) {
    if (existsSync(join(REPO_ROOT, built)))
      cpSync(join(REPO_ROOT, built), join(dir, name), { recursive: true });
  }
  return dir;
}
const PUBLIC_DIR = publicCopy();

function offlineNotice(page: Page) {
  return page.getByRole("status").filter({ has: page.getByText(OFFLINE, { exact: true }) });
}

journey(
  "offline-shop",
  (j) => {
    let account: Account;
    let product: ApiProduct;
    let productPath = "";

    afterAll(() => rmSync(PUBLIC_DIR, { recursive: true, force: true }));

    beforeAll(async () => {
      account = await registerThroughApi(j, "offline-shop", "Anjali");
      [product] = (await someProducts(j, 1)) as [ApiProduct];
    });

    it("can be installed: the shop's and the academy's manifests, icons and worker pass Chromium's checks", async () => {
      const page = j.page;
      await j.goto("/");
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        const response = await fetch(link?.href ?? "");
        return { type: response.headers.get("content-type"), body: await response.json() };
      });
      expect(manifest.type).toContain("application/manifest+json");
      expect(manifest.body).toMatchObject({
        display: "standalone",
        theme_color: "#6B2E12",
        start_url: "/?source=pwa",
      });
      await workerReady(page);
      expect(await installabilityErrors(page)).toEqual([]);

      const worker = await page.request.get(j.url("/sw.js"));
      expect(worker.headers()["cache-control"]).toBe("no-cache");
      expect(worker.headers()["content-type"]).toContain("javascript");

      await j.goto("/course");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await installabilityErrors(page)).toEqual([]);
    });

    it("opens a product through the worker and adds it to the cart", async () => {
      const page = j.page;
      await j.goto("/products");
      await page.getByRole("link", { name: product.title, exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
      productPath = new URL(page.url()).pathname;
      // Opened as a page this time, so the worker keeps the server's render of it.
      await j.goto(productPath);
      await workerReady(page);
      await expectToast(
        page,
        "Added to cart",
        () => page.getByRole("button", { name: "Add to Cart", exact: true }).click(),
        "success",
      );
      await expectCartCount(page, 1);
    });

    it("offline: the product reloads, the cart opens, the notice shows and checkout waits", async () => {
      const page = j.page;
      // Requests that cannot leave are logged by Chromium as errors: that is the point here.
      j.problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
      await page.context().setOffline(true);
      await offlineNotice(page).waitFor();

      await page.reload({ waitUntil: "load" });
      await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
      await offlineNotice(page).waitFor();
      await expectCartCount(page, 1);
      await j.shot("offline-product");
      await j.expectAccessible();

      await page.goto(j.url("/cart"), { waitUntil: "load" });
      await page.getByRole("heading", { level: 1, name: "Your Cart (1 item)" }).waitFor();
      await offlineNotice(page).waitFor();
      await page.getByText(CHECKOUT_OFFLINE).waitFor();
      expect(await page.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(true);
      expect((await guestCart(page)).map((line) => line.product_id)).toEqual([product.product_id]);
      await j.shot("offline-cart");
      await j.expectAccessible();

      // Signing in needs the server too: the page says so and keeps what was typed.
      await page.goto(j.url("/login"), { waitUntil: "load" });
      await page.getByLabel("Email", { exact: true }).fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByText(ACTION_OFFLINE).waitFor();
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(account.email);
      await j.shot("offline-login");
      await page.goto(j.url("/cart"), { waitUntil: "load" });
      await page.getByRole("heading", { level: 1, name: "Your Cart (1 item)" }).waitFor();
    });

    it("back online: the notice goes, and the guest logs in, checks out and pays", async () => {
      const page = j.page;
      await page.context().setOffline(false);
      await offlineNotice(page).waitFor({ state: "detached" });
      await expect.poll(() => page.getByText(CHECKOUT_OFFLINE).count()).toBe(0);
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await expectPath(page, "/login");
      await logInThroughForm(page, account, "/checkout");
      await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
      await addAddressThroughForm(page);
      const dialog = await placeOrder(page);
      await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
      await expectPath(page, /^\/payment-success\/[\w-]+$/);
      await page.getByRole("heading", { level: 1, name: "Payment Successful" }).waitFor();
      await expectPath(page, /^\/payment-success\//);
      await j.shot("paid-after-offline");
    });

    it("keeps the admission form's unsent answers, never the Aadhaar number, over a reload offline", async () => {
      const page = j.page;
      j.problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
      await j.goto("/admission-form");
      await workerReady(page);
      await page.getByLabel("Full Name", { exact: true }).fill("Kavya Iyer");
      await page.getByLabel("Aadhar Number", { exact: true }).fill("234567890123");
      await page.context().setOffline(true);
      await page.reload({ waitUntil: "load" });
      await offlineNotice(page).waitFor();
      await expect.poll(() => page.getByLabel("Full Name", { exact: true }).inputValue()).toBe("Kavya Iyer");
      expect(await page.getByLabel("Aadhar Number", { exact: true }).inputValue()).toBe("");
      await j.shot("offline-admission-form");
      await page.context().setOffline(false);
      await offlineNotice(page).waitFor({ state: "detached" });
    });

    it("offers a new deploy's version ('New version available') and reloads into it", async () => {
      const page = j.page;
      await j.goto("/");
      await workerReady(page);
      // A new deploy: the worker's script changes; the page's next update check finds it.
      appendFileSync(join(PUBLIC_DIR, "shop/sw.js"), "\n// a new deploy\n");
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page
        .getByRole("status")
        .filter({ has: page.getByText("New version available", { exact: true }) });
      await prompt.waitFor({ timeout: STEP_LIMIT_MS });
      await j.shot("new-version");
      await j.expectAccessible();
      await Promise.all([
        page.waitForEvent("load"),
        page.getByRole("button", { name: "Reload", exact: true }).click(),
      ]);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(navigator.serviceWorker.controller) && !registration?.waiting;
          }),
        )
        .toBe(true);
      expect(await page.getByText("New version available", { exact: true }).count()).toBe(0);
    });
  },
  { viewports: ["phone"], serverEnv: { PUBLIC_DIR }, serviceWorkers: true },
);
