// No other site may frame our pages (frame-ancestors 'none' and X-Frame-Options: DENY on every answer:
// pages, the API reference, API answers, pictures), API answers let nothing load from them, and
// production answers tell browsers to use HTTPS only (Strict-Transport-Security), while development
// over plain http://127.0.0.1 does not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, startTestApp, type TestApp } from "../test-support/http-app.js";

const URLS = [
  { name: "the shop's page", url: "/" },
  { name: "a client route", url: "/products" },
  { name: "the academy's page", url: "/academy/" },
  { name: "the API reference", url: "/api/docs" },
  { name: "an API answer", url: "/api/health" },
  { name: "an API failure", url: "/api/registeruser/single/1" },
  { name: "a missing file", url: "/images/no-such-picture.svg" },
];

function frameAncestors(csp: unknown): string | undefined {
  return String(csp ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-ancestors"));
}

describe.each([
  { env: "development", overrides: {}, hsts: false },
  { env: "production", overrides: PRODUCTION_ENV, hsts: true },
])("security headers in $env", ({ overrides, hsts }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { env: overrides });
  });
  afterAll(() => t.close());

  it.each(URLS)("$name cannot be framed by another site", async ({ url }) => {
    const res = await t.request({ method: "GET", url });
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(frameAncestors(res.headers["content-security-policy"])).toBe("frame-ancestors 'none'");
  });

  it.each([
    { url: "/api/health", api: true },
    { url: "/api/registeruser/single/1", api: true },
    { url: "/api/docsearch", api: true },
    { url: "/api/docs", api: false },
    { url: "/api/docs/", api: false },
    { url: "/", api: false },
  ])("$url has the policy of an API answer: $api", async ({ url, api }) => {
    const res = await t.request({ method: "GET", url });
    const csp = String(res.headers["content-security-policy"]);
    if (api) {
      // Data, never a document: nothing may load from it, and a referrer policy means nothing there.
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["referrer-policy"]).toBeUndefined();
    } else {
      expect(csp).not.toContain("default-src 'none'");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(URLS)(`$name ${hsts ? "carries" : "does not carry"} Strict-Transport-Security`, async ({ url }) => {
    const res = await t.request({ method: "GET", url });
    if (hsts) expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    else expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});
