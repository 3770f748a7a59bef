// Push in the browser needs Firebase's public web configuration in the page and the two Firebase
// origins in connect-src; without FIREBASE_WEB_CONFIG the page and its policy carry neither. Through the
// real HTTP layer on a one-file fixture build (PUBLIC_DIR).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import { renderDocument } from "./web-apps.js";

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <!-- page-meta: the server replaces this line -->
    <title>Fixture Store</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const WEB_CONFIG = {
  apiKey: "AIzaSyExample",
  projectId: "henna-store",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc123",
};
const VAPID = "BExampleVapidKey";
const PUSH = { ...WEB_CONFIG, vapidKey: VAPID };

/** The config the page carries, read back as the browser reads the meta tag's content. */
function pushMeta(html: string): unknown {
  const content = /<meta name="push-config" content="([^"]*)"/.exec(html)?.[1];
  if (content === undefined) return null;
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

describe("renderDocument with push configuration", () => {
  it("writes the five public values into a meta tag next to the store id, escaped for the attribute", () => {
    const html = renderDocument(TEMPLATE, null, "demo-store", [], PUSH);
    expect(html).toContain('<meta name="store-id" content="demo-store" />');
    expect(html).not.toContain('content="{"');
    expect(pushMeta(html)).toEqual(PUSH);
  });

  it("writes none without it", () => {
    expect(renderDocument(TEMPLATE, null, "demo-store")).not.toContain("push-config");
  });
});

const SETTINGS: Array<{ given: string; env: Record<string, string> }> = [
  {
    given: "configured",
    env: { FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG), FIREBASE_VAPID_KEY: VAPID },
  },
  { given: "not configured", env: {} },
];

describe.each(SETTINGS)("served pages when push is $given", ({ given, env }) => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "push-page-"));
    mkdirSync(join(dir, "shop"), { recursive: true });
    writeFileSync(join(dir, "shop", "index.html"), TEMPLATE);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir, ...env } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    given === "configured" ? "carry the config and allow Firebase's token origins" : "carry neither",
    async () => {
      const res = await t.request({
        method: "GET",
        url: "/login",
        headers: { "accept-encoding": "identity" },
      });
      expect(res.statusCode).toBe(200);
      const connect = /connect-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];
      if (given === "configured") {
        expect(pushMeta(res.body)).toEqual(PUSH);
        expect(connect).toBe(
          "'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com",
        );
      } else {
        expect(pushMeta(res.body)).toBeNull();
        expect(connect).toBe("'self'");
      }
      // The API's own answers let nothing load from them, push or not.
      const api = await t.request({ method: "GET", url: "/api/health" });
      expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    },
  );
});
