// The offline feature's files through the real HTTP layer, on a tiny fixture build: the origin's
// service worker (/sw.js, scope / so no Service-Worker-Allowed is needed) and the academy's precache
// list it imports are never cached long (a deploy reaches a shopper on the next visit), and the apps'
// web app manifests and icons are served with their types.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test-support/http-app.js";

const TEMPLATE = (base: string) => `<!doctype html>
<html lang="en-IN">
  <head>
    <link rel="manifest" href="${base}manifest.webmanifest" />
    <!-- page-meta: the server replaces this line -->
    <title>Fixture</title>
    <script type="module" crossorigin src="${base}assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

function writeApp(dir: string, name: string, base: string, files: Record<string, string | Buffer>) {
  mkdirSync(join(dir, name, "assets"), { recursive: true });
  mkdirSync(join(dir, name, "icons"), { recursive: true });
  writeFileSync(join(dir, name, "index.html"), TEMPLATE(base));
  writeFileSync(join(dir, name, "assets/index-AbCd1234.js"), "export const app = 1;\n");
  writeFileSync(join(dir, name, "icons/icon-192.png"), PNG);
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, name, file), body);
}

describe("the offline feature's files", () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string) => t.request({ method: "GET", url, headers: { "accept-encoding": "identity" } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-offline-"));
    writeApp(dir, "shop", "/", {
      "sw.js": 'importScripts("/academy/sw-precache.js");\n',
      "manifest.webmanifest": JSON.stringify({ name: "Shop", start_url: "/", display: "standalone" }),
    });
    writeApp(dir, "academy", "/academy/", {
      "sw-precache.js": "self.__ACADEMY_PRECACHE=[];\n",
      "manifest.webmanifest": JSON.stringify({
        name: "Academy",
        start_url: "/course",
        display: "standalone",
      }),
    });
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(["/sw.js", "/academy/sw-precache.js"])(
    "serves %s as a script that is checked on every visit",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it.each([
    ["/manifest.webmanifest", "Shop"],
    ["/academy/manifest.webmanifest", "Academy"],
  ])("serves %s as a web app manifest", async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toMatchObject({ name, display: "standalone" });
  });

  it.each(["/icons/icon-192.png", "/academy/icons/icon-192.png"])(
    "serves the icon %s as a PNG",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
    },
  );

  it("links each app's page to its manifest", async () => {
    expect((await get("/")).body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect((await get("/course")).body).toContain(
      '<link rel="manifest" href="/academy/manifest.webmanifest" />',
    );
  });
});
