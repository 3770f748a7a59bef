// The shop as it goes live (docs/deploy.md): the built server with NODE_ENV=production behind Debian's
// Caddy and the shipped deploy/Caddyfile, set only through its environment (SHOP_TLS=internal: Caddy's
// own CA). Over HTTPS the shop loads with HTTP/2, the owner's setup link printed at start is the https
// PUBLIC_URL and the owner signs in through the proxy, the server reads X-Forwarded-Proto (its lang
// cookie is Secure through Caddy, not on the loopback), the sitemap and canonical links name the https
// origin, hashed assets keep their year of cache, and plain HTTP is redirected to HTTPS.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { type JourneyBrowser, openBrowser } from "../harness/browser.js";
import { type CaddyPorts, caddyPorts, type RunningCaddy, startCaddy } from "../harness/caddy.js";
import { type PageProblems, watchProblems } from "../harness/page-problems.js";
import { shot } from "../harness/screenshots.js";
import { type RunningStore, startStore } from "../harness/store-server.js";

const NAME = "https-proxy";
const SETUP_LINE = /The store has no owner yet\. .*: (\S+\/admin\/setup\?token=\S+)/;
const YEAR_CACHE = "public, max-age=31536000, immutable";
const chromiumPath = inject("chromiumPath");
const caddyPath = inject("caddyPath");

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One GET over HTTP/2 (ALPN h2, else it fails), checked against Caddy's local CA. */
function h2Get(origin: string, path: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.once("error", reject);
    const stream = session.request({ ":path": path, "accept-encoding": "identity" });
    let headers: IncomingHttpHeaders = {};
    let body = "";
    stream.setEncoding("utf8");
    stream.on("response", (received) => {
      headers = received as IncomingHttpHeaders;
    });
    stream.on("data", (chunk: string) => {
      body += chunk;
    });
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body });
    });
    stream.on("error", reject);
    stream.end();
  });
}

/** One plain HTTP GET, redirects not followed. */
function httpGet(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(!chromiumPath || !caddyPath)(`journey ${NAME}`, () => {
  let ports: CaddyPorts;
  let store: RunningStore | undefined;
  let caddy: RunningCaddy | undefined;
  let browser: JourneyBrowser | undefined;
  let page: Page;
  let problems: PageProblems;
  let setupLink = "";
  const origin = () => caddy?.httpsUrl ?? "";
  const ca = () => caddy?.rootCa() ?? "";
  // Caddy's CA is this test's own: Chromium is told to accept it rather than trusting it machine-wide.
  const visitor = async () => {
    await page?.context().close();
    const opened = await (browser as JourneyBrowser).newPage("desktop", NAME, { ignoreHTTPSErrors: true });
    problems = await watchProblems(opened);
    return opened;
  };

  beforeAll(async () => {
    ports = await caddyPorts();
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
        },
        { seeded: inject("seededDataDir") },
      ),
      openBrowser(chromiumPath ?? "/usr/bin/chromium"),
    ]);
    [, setupLink = ""] = await store.waitForOutput(SETUP_LINE);
    caddy = await startCaddy(caddyPath ?? "/usr/bin/caddy", new URL(store.baseUrl).host, ports);
    page = await visitor();
  });
  afterEach(() => problems?.assertNone());
  afterAll(async () => {
    await page?.context().close();
    await Promise.all([browser?.close(), caddy?.stop(), store?.stop()]);
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
    // /metrics is for the private network only.
    expect((await h2Get(origin(), "/metrics", ca())).status).toBe(404);
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
  });
});
