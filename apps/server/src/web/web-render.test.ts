// Page serving beyond the shop's static build: the document's head written from the store's metadata,
// the encoding picked for a request, a missing academy build, and server rendering (academy and shop).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import { ACADEMY_TEMPLATE, answersIn, STORE, TEMPLATE, writeFixture } from "../test-support/web-fixture.js";
import { OWN_CART_MARK, OWN_CART_SCRIPT } from "./own-cart-mark.js";
import { PAGE_TEXTS_ID, SERVER_DATA_ID } from "./page-preloads.js";
import { pickEncoding, renderDocument } from "./web-apps.js";

describe("renderDocument", () => {
  const meta = { title: "", description: "", keywords: "", author: "", icon: "", scripts: [] };

  it("keeps the built title when the store has none, and still writes the store id", () => {
    const html = renderDocument(TEMPLATE, meta, "my-store");
    expect(html).toContain("<title>Fixture Store</title>");
    expect(html).toContain('    <meta name="store-id" content="my-store" />\n    <title>');
    expect(html).not.toContain("description");
  });

  it("writes the metadata before </head> when the page has no marker", () => {
    const html = renderDocument(
      "<html><head></head><body></body></html>",
      { ...meta, title: "T", scripts: ["/a.js"] },
      "s1",
    );
    expect(html).toBe(
      '<html><head><title>T</title><meta name="store-id" content="s1" /><script src="/a.js" defer></script></head><body></body></html>',
    );
  });

  it("drops an icon that is not a site path or an https URL", () => {
    expect(renderDocument(TEMPLATE, { ...meta, icon: "javascript:alert(1)" }, "s1")).not.toContain("icon");
  });
});

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["br", "br"],
    ["gzip, br;q=0", "gzip"],
    ["GZIP", "gzip"],
    ["*;q=0", "identity"],
    ["deflate", "identity"],
    [["gzip", "br"], "br"],
  ] as const)("%j → %s", (header, want) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(want);
  });
});

describe("web apps without the academy's build", () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-apps-shop-only-"));
    writeFixture(dir);
    rmSync(join(dir, "academy"), { recursive: true, force: true });
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("says the academy is unavailable on its routes instead of a shop page that would hand it on again", async () => {
    const res = await t.request({ method: "GET", url: "/admission-form" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("The academy is not available right now.");
    expect(res.body).not.toContain('<div id="root">');
    // The shop's own routes are untouched.
    expect((await t.request({ method: "GET", url: "/products" })).statusCode).toBe(200);
  });
});

describe("web apps with the academy's server render", () => {
  let t: TestApp;
  let dir: string;
  // A stand-in for apps/academy's entry-server build: it shows what it was asked to render, says it used
  // the store profile's answer, and fails on one sort.
  const RENDERER = `export async function render({ url, mainId, answers, language }) {
  if (url.includes("sort=popular")) throw new Error("render failed");
  if (url.includes("sort=price_desc")) return new Promise(() => {});
  const used = Object.keys(answers).filter((key) => key.includes("/register/single/"));
  return {
    html: '<h1 class="course">Rendered ' + url + " for " + mainId + "</h1>",
    head: '<link rel="preload" as="image" href="/images/first.svg"/>',
    serverData: { "profile:null": { status: "fulfilled", data: "</script><b>", stale: false, tags: [] } },
    answered: used,
    ...(language === "hi" ? { texts: { Courses: "कोर्स", "{count} seats": "</script>{count} सीटें" } } : {}),
  };
}
`;
  const serverData = (html: string) =>
    new RegExp(`<script type="application/json" id="${SERVER_DATA_ID}">(.*?)</script>`).exec(html)?.[1];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-apps-ssr-"));
    writeFixture(dir);
    writeFileSync(
      join(dir, "academy/index.html"),
      ACADEMY_TEMPLATE.replace('id="academy-root"', 'id="root"'),
    );
    mkdirSync(join(dir, "academy-ssr"));
    writeFileSync(join(dir, "academy-ssr/entry-server.js"), RENDERER);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => t.request({ method: "GET", url });

  it.each([
    ["/course", "/course"],
    ["/course/?utm_source=mail", "/course"],
    ["/course?sort=newest", "/course?sort=newest"],
    ["/admission-form", "/admission-form"],
    ["/admission-form-step-2", "/admission-form-step-2"],
  ])("%s is rendered on the server at %s, with the data it was rendered with", async (url, location) => {
    const res = await get(url);
    const html = res.body;
    expect(html).toContain(`<div id="root"><h1 class="course">Rendered ${location} for ${STORE}</h1></div>`);
    // The CSS its HTML uses is written in (the heading's class), not the rest of the stylesheet.
    expect(html).toContain("<style>.course{ margin: 8px; }</style>");
    expect(html).not.toContain(".form{");
    // Before the stylesheet, whose rules then have the last word.
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf('href="/academy/assets/index-AcCs5678.css"'));
    // The app's script starts after the first paint, by a starter of its own, kept for good.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toMatch(/<script>/);
    const starterUrl = /<script async src="(\/academy\/assets\/entry-starter-[\w-]+\.js)"><\/script>/.exec(
      html,
    )?.[1];
    const starter = await get(starterUrl ?? "/no-starter");
    expect(starter.statusCode).toBe(200);
    expect(starter.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(starter.headers["cache-control"]).toContain("immutable");
    expect(starter.body).toContain('.src="/academy/assets/index-AcAd1234.js"');
    expect(String(res.headers["content-security-policy"])).not.toContain("'sha256-");
    // Its chunks are named for the starter, which fetches them with the app's script after the paint.
    expect(html).toMatch(/<meta name="app-chunks" content="\/academy\/assets\/[^"]+\.js[^"]*">/);
    expect(html).not.toContain('<link rel="modulepreload"');
    // Its picture preloads go in the head.
    expect(html.indexOf('<link rel="preload" as="image" href="/images/first.svg"/>')).toBeLessThan(
      html.indexOf("</head>"),
    );
    // The data block cannot be closed by the data in it.
    expect(serverData(html)).toBe(
      '{"profile:null":{"status":"fulfilled","data":"\\u003c/script>\\u003cb>","stale":false,"tags":[]}}',
    );
    // The answer the render used is in the data, not repeated; the others stay for the app.
    const answers = Object.keys(answersIn(html));
    expect(answers).not.toContain(`/api/register/single/${STORE}`);
    expect(answers).toContain(`/api/marquee/all/${STORE}`);
  });

  it("writes the texts a page in Hindi was rendered with into it, for the browser to hydrate with", async () => {
    const texts = (html: string) =>
      new RegExp(`<script type="application/json" id="${PAGE_TEXTS_ID}">(.*?)</script>`).exec(html)?.[1];
    const hindi = (await get("/course?lang=hi")).body;
    expect(hindi).toContain('<html lang="hi"');
    // Devanagari as it is (the page's own text compresses it best), and no way to close the block.
    expect(texts(hindi)).toBe('{"Courses":"कोर्स","{count} seats":"\\u003c/script>{count} सीटें"}');
    expect(texts((await get("/course?lang=en")).body)).toBeUndefined();
  });

  it.each(["/payment-successad/rcpt_1", "/academy/"])(
    "%s (no first screen known) renders in the browser",
    async (url) => {
      const res = await get(url);
      const html = res.body;
      expect(html).toContain('<div id="root"></div>');
      // Nothing to paint before the app's script: it starts at once, and the policy allows no inline script.
      expect(html).toContain('<script type="module" crossorigin src="/academy/assets/index-AcAd1234.js">');
      expect(String(res.headers["content-security-policy"])).not.toContain("sha256-");
      expect(serverData(html)).toBeUndefined();
    },
  );

  it.each([
    ["fails", "popular"],
    ["never finishes", "price_desc"],
  ])(
    "serves the page to render in the browser, with all its answers, when the render %s",
    async (_, sort) => {
      const res = await get(`/course?sort=${sort}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(serverData(res.body)).toBeUndefined();
      expect(Object.keys(answersIn(res.body))).toContain(`/api/register/single/${STORE}`);
      // Its script starts at once, so its chunks are fetched at once too.
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/academy/assets/course-page-');
      expect(res.body).not.toContain('name="app-chunks"');
    },
  );

  it("leaves the shop, which has no server render, to the browser", async () => {
    expect((await get("/products")).body).toContain('<div id="root"></div>');
  });
});

describe("web apps with the shop's server render: the cart", () => {
  let t: TestApp;
  let dir: string;
  // A stand-in for apps/shop's entry-server build: a guest's empty cart, whatever it is asked for.
  const RENDERER = `export async function render({ url }) {
  return { html: '<h1 class="cart">Empty at ' + url + "</h1>", head: "", serverData: {}, answered: [] };
}
`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-apps-shop-ssr-"));
    writeFixture(dir);
    mkdirSync(join(dir, "shop-ssr"));
    writeFileSync(join(dir, "shop-ssr/entry-server.js"), RENDERER);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => t.request({ method: "GET", url });
  const mark = `<script>${OWN_CART_SCRIPT}</script>`;

  it("renders the cart as a guest's empty one, marked in the head for a browser that keeps its own", async () => {
    const res = await get("/cart/");
    const html = res.body;
    expect(html).toContain('<div id="root"><h1 class="cart">Empty at /cart</h1></div>');
    // Once, in the head: it runs before the body is painted.
    expect(html.split(mark)).toHaveLength(2);
    expect(html.indexOf(mark)).toBeLessThan(html.indexOf("</head>"));
    // The policy allows it, and no other script in the page, by its hash.
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain(OWN_CART_MARK.scriptSource);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it("marks no other page", async () => {
    const res = await get("/products");
    expect(res.body).toContain('<h1 class="cart">Empty at /products</h1>');
    expect(res.body).not.toContain(OWN_CART_SCRIPT);
    expect(String(res.headers["content-security-policy"])).not.toContain(OWN_CART_MARK.scriptSource);
  });
});
