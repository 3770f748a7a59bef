// The back office's build served at /admin through the real HTTP layer, on a tiny fixture build
// (PUBLIC_DIR/admin beside PUBLIC_DIR/shop): its page for every route under /admin with only the store
// id written in, its stylesheet linked, its hashed files immutable, a missing chunk a 404, and the
// shop's routes untouched; without a back-office build, /admin says it is unavailable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../db/schema.js";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import { contentSecurityPolicy } from "./web-apps.js";

const STORE = "demo-store";
const SHOP_TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <!-- page-meta: the server replaces this line -->
    <title>Fixture Store</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ADMIN_TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <!-- page-meta: the server replaces this line with the store id the app reads -->
    <title>Back office</title>
    <script type="module" crossorigin src="/admin/assets/index-Ad12Mn34.js"></script>
    <link rel="stylesheet" crossorigin href="/admin/assets/style-Ad56Cs78.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ADMIN_JS = `export const back = ${JSON.stringify("office ".repeat(400))};\n`;
const ADMIN_CSS = ".admin-table { width: 100%; }\n";

function writeShop(dir: string) {
  mkdirSync(join(dir, "shop/assets"), { recursive: true });
  writeFileSync(join(dir, "shop/index.html"), SHOP_TEMPLATE);
  writeFileSync(join(dir, "shop/assets/index-AbCd1234.js"), "export const shop = 1;\n");
}

function writeAdmin(dir: string) {
  mkdirSync(join(dir, "admin/assets"), { recursive: true });
  writeFileSync(join(dir, "admin/index.html"), ADMIN_TEMPLATE);
  writeFileSync(join(dir, "admin/assets/index-Ad12Mn34.js"), ADMIN_JS);
  writeFileSync(join(dir, "admin/assets/style-Ad56Cs78.css"), ADMIN_CSS);
  writeFileSync(join(dir, "admin/favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
}

describe("the back office at /admin", () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-admin-"));
    writeShop(dir);
    writeAdmin(dir);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
    // Store metadata is the shop's: the back office's page must not carry it.
    await t.ctx.db
      .update(stores)
      .set({ metaTitle: "Chai Store", metaScripts: ["https://cdn.example.com/chat.js"] })
      .where(eq(stores.main_id, STORE));
    await t.ctx.cache.invalidate(STORE);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(["/admin", "/admin/", "/admin/login", "/admin/orders/ORD123?status=Shipped", "/admin/products/12"])(
    "answers %s with the back office's page, the store id and no store metadata",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.body).toContain(`<meta name="store-id" content="${STORE}" />`);
      expect(res.body).toContain("<title>Back office</title>");
      expect(res.body).not.toContain("Chai Store");
      expect(res.body).not.toContain("cdn.example.com");
      expect(res.body).toContain('src="/admin/assets/index-Ad12Mn34.js"');
      // Its one stylesheet is linked, a hashed file cached for a year, not written into the page.
      expect(res.body).toContain(
        '<link rel="stylesheet" crossorigin href="/admin/assets/style-Ad56Cs78.css">',
      );
      expect(res.body).not.toContain(ADMIN_CSS);
      expect(res.headers["content-security-policy"]).toBe(contentSecurityPolicy());
    },
  );

  it("answers a repeat visit with 304 on its ETag", async () => {
    const first = await get("/admin/orders");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"admin-/);
    const again = await get("/admin/products", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
  });

  it("serves its hashed files as immutable and compressed, and a missing chunk as a 404", async () => {
    const js = await get("/admin/assets/index-Ad12Mn34.js", { "accept-encoding": "br" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["content-encoding"]).toBe("br");
    const icon = await get("/admin/favicon.svg");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const missing = await get("/admin/assets/orders-page-Zz99Yy88.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
  });

  it("leaves the shop's pages and the admin API alone", async () => {
    const shop = await get("/products");
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain("/assets/index-AbCd1234.js");
    expect(shop.body).not.toContain("/admin/assets/");
    // /administration is a shop path, not the back office.
    expect((await get("/administration")).body).not.toContain("/admin/assets/");
    const api = await t.request({ method: "GET", url: "/api/admin/me" });
    expect(api.statusCode).toBe(401);
    expect(api.headers["content-type"]).toContain("application/json");
  });
});

describe("/admin without a back-office build", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-admin-none-"));
    writeShop(dir);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("says the back office is unavailable instead of showing the shop", async () => {
    const res = await t.request({ method: "GET", url: "/admin/orders" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("The back office is not available right now.");
  });
});
