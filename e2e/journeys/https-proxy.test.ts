// The shop as it goes live (docs/deploy.md): the built server with NODE_ENV=production behind Debian's
// Caddy and the shipped deploy/Caddyfile, set only through its environment (SHOP_TLS=internal: Caddy's
// own CA). Over HTTPS the shop loads with HTTP/2, the owner's setup link printed at start is the https
// PUBLIC_URL and the owner signs in through the proxy, the server reads X-Forwarded-Proto (its lang
// cookie is Secure through Caddy, not on the loopback), the sitemap and canonical links name the https
// origin, hashed assets keep their year of cache, and plain HTTP is redirected to HTTPS. The server
// mails by SMTP to a real receiver (smtp-server, as the server's tests use it): a shopper signs up in
// Chromium with the code from that mail. No cookie the server sets goes out without Secure, and the
// sessions (bearer tokens in web storage) never ride in one. The per-address rate limits count each
// shopper's address as Caddy forwards it: two loopback addresses, one refused, the other served.
// /metrics is not served through Caddy, only on the scraper's own loopback port.
import { type SmtpReceiver, startSmtpReceiver } from "@henna/server/test-support/smtp-receiver";
import type { Page, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, type JourneyBrowser, workerBrowser } from "../harness/browser.js";
import { type CaddyPorts, caddyPorts, type RunningCaddy, startCaddy } from "../harness/caddy.js";
import { type PageProblems, watchProblems } from "../harness/page-problems.js";
import { shot } from "../harness/screenshots.js";
import { freePort, type RunningStore, startStore } from "../harness/store-server.js";
import { browserStorage, exactly, expectToast, logInThroughForm } from "./account-steps.js";
import { h2Get, httpGet, postFrom } from "./https-steps.js";

const NAME = "https-proxy";
const SETUP_LINE = /The store has no owner yet\. .*: (\S+\/admin\/setup\?token=\S+)/;
const YEAR_CACHE = "public, max-age=31536000, immutable";
const chromiumPath = inject("chromiumPath");
const caddyPath = inject("caddyPath");
const MAIL_FROM = "Mehendi & Chai <shop@henna.example>";
// Where the apps keep a session (staff-tokens.ts: sessionStorage; storefront token-storage.ts: localStorage).
const SESSION_KEYS = /^(local|session):(_hs_at|_hs_rt|henna\.admin\.(access|refresh)Token)$/;

describe.skipIf(!chromiumPath || !caddyPath)(`journey ${NAME}`, () => {
  let ports: CaddyPorts;
  let store: RunningStore | undefined;
  let caddy: RunningCaddy | undefined;
  let browser: JourneyBrowser | undefined;
  let page: Page;
  let problems: PageProblems;
  let setupLink = "";
  let smtp: SmtpReceiver | undefined;
  let metricsPort = 0;
  // Every Set-Cookie the visitors' tabs received, as "URL: header".
  const setCookies: string[] = [];
  const cookieReads: Promise<void>[] = [];
  const keepSetCookies = (response: Response) => {
    cookieReads.push(
      response
        .headerValues("set-cookie")
        .then((values) => {
          for (const value of values) setCookies.push(`${response.url()}: ${value}`);
        })
        .catch(() => undefined),
    );
  };
  const origin = () => caddy?.httpsUrl ?? "";
  const ca = () => caddy?.rootCa() ?? "";
  // Caddy's CA is this test's own: Chromium is told to accept it rather than trusting it machine-wide.
  const visitor = async () => {
    await page?.context().close();
    const opened = await (browser as JourneyBrowser).newPage("desktop", NAME, { ignoreHTTPSErrors: true });
    problems = await watchProblems(opened);
    opened.context().on("response", keepSetCookies);
    return opened;
  };

  beforeAll(async () => {
    ports = await caddyPorts();
    metricsPort = await freePort();
    smtp = await startSmtpReceiver();
    const publicUrl = `https://localhost:${ports.https}`;
    [store, browser] = await Promise.all([
      startStore(
        {
          NODE_ENV: "production",
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: "true",
          JWT_SECRET: "https-journey-jwt-secret-0123456789abcdef",
          AADHAAR_KEY: "ab".repeat(32),
          PAYMENT_GATEWAY: "razorpay",
          RAZORPAY_KEY_ID: "rzp_test_httpsjourney",
          RAZORPAY_KEY_SECRET: "https-journey-razorpay-secret",
          RAZORPAY_WEBHOOK_SECRET: "https-journey-webhook-secret",
          SMTP_URL: smtp.url,
          MAIL_FROM,
          METRICS_PORT: String(metricsPort),
        },
        { seeded: inject("seededDataDir") },
      ),
      workerBrowser(chromiumPath),
    ]);
    [, setupLink = ""] = await store.waitForOutput(SETUP_LINE);
    caddy = await startCaddy(caddyPath ?? "/usr/bin/caddy", new URL(store.baseUrl).host, ports);
    page = await visitor();
  });
  afterEach(() => problems?.assertNone());

  /** Opens a shop page and waits until the app has taken it over (a click before that does nothing). */
  async function openLive(url: string) {
    await page.goto(url);
    await page.locator("#root[data-page-live]").waitFor({ state: "attached" });
  }

  /**
   * The sessions live in web storage as bearer tokens; every cookie of the shop's origin, and every
   * Set-Cookie answered so far, is Secure, and none carries a session's token.
   */
  async function expectSessionsOffCookies(signedIn: Page) {
    const stored = Object.entries(await browserStorage(signedIn));
    const tokens = stored.filter(([key]) => SESSION_KEYS.test(key)).map(([, value]) => value);
    expect(tokens.length, "a session in web storage").toBeGreaterThan(0);
    for (const cookie of await signedIn.context().cookies(origin())) {
      expect(cookie.secure, cookie.name).toBe(true);
      for (const token of tokens) expect(cookie.value).not.toContain(token);
    }
    await Promise.all(cookieReads);
    for (const header of setCookies) expect(header).toMatch(/;\s*Secure(;|$)/i);
  }
  afterAll(async () => {
    await page?.context().close();
    await Promise.all([closeContexts(browser), caddy?.stop(), store?.stop()]);
    await smtp?.close();
  });

  it("loads the shop over HTTPS with HTTP/2 and HSTS", async () => {
    const response = await page.goto(`${origin()}/`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["strict-transport-security"]).toContain("max-age=31536000");
    await page.locator("#root h1").first().waitFor();
    const protocol = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    expect(protocol).toBe("h2");
    await shot(page, "home");
  });

  it("keeps hashed assets a year through Caddy, over HTTP/2 with its certificate", async () => {
    const home = await h2Get(origin(), "/", ca());
    expect(home.status).toBe(200);
    const scripts = [...home.body.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await h2Get(origin(), scripts[0] ?? "", ca());
    expect(asset.status).toBe(200);
    // One header, not Caddy's and the server's side by side.
    expect(asset.headers["cache-control"]).toBe(YEAR_CACHE);
  });

  it("keeps /metrics off the internet: 404 through Caddy, served on the scraper's loopback port", async () => {
    // Caddy answers /metrics itself; /metrics/ reaches the server, which has no public metrics in production.
    for (const path of ["/metrics", "/metrics?format=prometheus", "/metrics/"]) {
      const answer = await h2Get(origin(), path, ca());
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("# HELP");
    }
    expect((await httpGet(`${store?.baseUrl}/metrics`)).status).toBe(404);
    const scraper = await httpGet(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraper.status).toBe(200);
    expect(scraper.body).toContain("# HELP");
  });

  it("redirects plain HTTP to the same address over HTTPS", async () => {
    const answer = await httpGet(`${caddy?.httpUrl}/products?page=2`);
    expect(answer.status).toBe(308);
    // Caddy names no port in the redirect to the port it serves HTTPS on: 443 live, a free one here.
    expect(answer.headers.location).toBe("https://localhost/products?page=2");
  });

  it("names the https origin in the sitemap and canonical links, and reads X-Forwarded-Proto", async () => {
    const sitemap = await h2Get(origin(), "/sitemap.xml", ca());
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${origin()}/`)).toBe(true);
    const products = await h2Get(origin(), "/products", ca());
    expect(products.body).toContain(`<link rel="canonical" href="${origin()}/products"`);
    // The server sees plain HTTP from Caddy; only X-Forwarded-Proto tells it the shopper's is HTTPS.
    const proxied = await h2Get(origin(), "/?lang=hi", ca());
    expect(proxied.headers["set-cookie"]?.[0]).toMatch(/^lang=hi;.*; Secure$/);
    const direct = await httpGet(`${store?.baseUrl}/?lang=hi`);
    expect(direct.headers["set-cookie"]?.[0]).not.toMatch(/Secure/);
  });

  it("sets the language cookie Secure when the shopper switches language in the browser", async () => {
    await page.context().clearCookies();
    await page.goto(`${origin()}/`, { waitUntil: "load" });
    // The switch is in the server's HTML: a click before the app has taken the page over does nothing.
    // The app marks its root once the page is hydrated (storefront ssr/page-live-mark.tsx).
    await page.locator("#root[data-page-live]").waitFor({ state: "attached" });
    const reloaded = page.waitForEvent("load");
    await page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.lang.startsWith("hi"));
    const lang = (await page.context().cookies()).find((cookie) => cookie.name === "lang");
    expect(lang).toMatchObject({ value: "hi", secure: true });
    await page.context().clearCookies();
  });

  it("prints the https setup link at start; the owner creates the account and signs in through Caddy", async () => {
    expect(setupLink.startsWith(`${origin()}/admin/setup?token=`)).toBe(true);
    const owner = { name: "Meera Shah", email: "meera.https@henna.example", password: "henna-owner-2026" };
    await page.goto(setupLink);
    await page.getByLabel("Your name").fill(owner.name);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByLabel("Repeat the password").fill(owner.password);
    await page.getByRole("button", { name: "Create the owner and sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin());
    await shot(page, "dashboard");

    // A new visitor's tab: signing in with the password works through the proxy too.
    page = await visitor();
    await page.goto(`${origin()}/admin/login`);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await expectSessionsOffCookies(page);
  });

  it("signs a shopper up in Chromium with the code the server mailed by SMTP", async () => {
    const shopper = {
      email: "asha.https@henna.example",
      password: "Mehendi-https-2026",
      name: "Asha Deshpande",
    };
    page = await visitor();
    // Arriving by the English link of a page (?lang=en): the server sets the language cookie.
    await openLive(`${origin()}/register?lang=en`);
    await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(shopper.email);
    await expectToast(page, "OTP sent successfully!", () =>
      page.getByRole("button", { name: "Send code" }).click(),
    );
    const mail = await (smtp as SmtpReceiver).nextMessage((m) => m.to.includes(shopper.email));
    expect(mail.from).toBe("shop@henna.example");
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? "";
    expect(code, mail.text).toMatch(/^\d{6}$/);
    // The code is never in the subject (mail servers log subjects).
    expect(mail.subject).not.toContain(code);

    const digits = page.getByRole("group", { name: "Enter the 6-digit code" }).getByRole("textbox");
    await digits.first().click();
    for (const [index, digit] of [...code].entries()) {
      // Each digit lands in its own box and the cursor moves on by itself.
      await expect.poll(() => digits.nth(index).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(digit);
    }
    await expectToast(page, "OTP verified successfully!", () =>
      page.getByRole("button", { name: "Verify code" }).click(),
    );
    await page.getByText(exactly("Step 3 of 3: Your details")).waitFor();
    await page.getByLabel("Full name").fill(shopper.name);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await expectToast(
      page,
      "Registration successful!",
      () => page.getByRole("button", { name: "Create account" }).click(),
      "success",
    );
    await page.getByRole("banner").getByRole("link", { name: "Hi, Asha" }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin());
    await shot(page, "registered");
    await expectSessionsOffCookies(page);
    expect(setCookies.some((header) => /\/register\?lang=en: lang=en;/.test(header))).toBe(true);

    // A new visitor's tab: the new account signs in with its password through the proxy.
    page = await visitor();
    await openLive(`${origin()}/login`);
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    await logInThroughForm(page, { ...shopper, fullName: shopper.name, firstName: "Asha" }, "/");
    await page.getByRole("banner").getByRole("link", { name: "Hi, Asha" }).waitFor();
    await expectSessionsOffCookies(page);
  });

  it("counts each shopper's own address behind Caddy: one is refused with 429, another is served", async () => {
    let sent = 0;
    const sendOtp = (from: string, headers: Record<string, string> = {}) => {
      sent += 1;
      return postFrom(
        "/api/registeruser/api/send-otp",
        { email: `limit${sent}.https@henna.example` },
        { origin: origin(), ca: ca(), from, headers },
      );
    };
    // Each code request is for a new address, so only the per-address limit (services/rate-limits.ts)
    // can end the run of 200s.
    let answer = await sendOtp("127.0.0.2");
    while (answer.status === 200 && sent < 200) answer = await sendOtp("127.0.0.2");
    expect(answer.status, answer.body).toBe(429);
    expect(sent).toBeGreaterThan(1);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "RATE_LIMITED" });
    expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
    // Naming another address in X-Forwarded-For changes nothing: Caddy replaces the header.
    expect((await sendOtp("127.0.0.2", { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
    // Another shopper, on another address, is served.
    expect((await sendOtp("127.0.0.3")).status).toBe(200);
  });
});
