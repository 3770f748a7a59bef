// The built web apps through the real HTTP layer, on a tiny fixture build (PUBLIC_DIR) instead of the
// real shop: the store's page metadata written into every page, the Content-Security-Policy that lets its
// scripts run, compression, cache lifetimes and the history fallback of every route of spec §2.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMetas, sliders, stores } from "../db/schema.js";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import {
  answersIn,
  count,
  ENTRY_CSS,
  ENTRY_JS,
  META,
  SMALL_JS,
  STORE,
  writeFixture,
} from "../test-support/web-fixture.js";

describe("web apps", () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url, headers });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-apps-"));
    writeFixture(dir);
    t = await startTestApp("pglite", { env: { PUBLIC_DIR: dir } });
    await t.ctx.db.update(stores).set(META).where(eq(stores.main_id, STORE));
    await t.ctx.cache.invalidate(STORE);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe("the page", () => {
    it("carries the store's metadata, escaped, in place of the marker and the title", async () => {
      const res = await get("/");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = res.body;
      expect(html).not.toContain("page-meta:");
      expect(html).not.toContain("Fixture Store");
      expect(count(html, "<title>")).toBe(1);
      expect(html).toContain("<title>Chai &amp; &quot;Henna&quot; &lt;Store&gt;</title>");
      expect(html).toContain(
        '<meta name="description" content="Cones &lt;b&gt;fresh&lt;/b&gt; &amp; &quot;organic&quot;. Hand-rolled',
      );
      expect(html).toContain('<meta name="keywords" content="henna, chai" />');
      expect(html).toContain('<meta name="author" content="Asha&#39;s studio" />');
      expect(html).toContain('<link rel="icon" href="https://img.example.net/icon.svg" />');
      expect(html).toContain(`<meta name="store-id" content="${STORE}" />`);
      // The app's own tags stay as built.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>');
    });

    it("injects each acceptable script URL once, and nothing else", async () => {
      const html = (await get("/products")).body;
      expect(count(html, '<script src="https://cdn.example.com/chat.js?a=1&amp;b=2" defer></script>')).toBe(
        1,
      );
      expect(count(html, '<script src="/js/local.js" defer></script>')).toBe(1);
      expect(count(html, '<script src="https://widgets.example.org:8443/w.js" defer></script>')).toBe(1);
      // The entry, the three store scripts and the page's API answers (a data block, never run).
      expect(count(html, "<script")).toBe(5);
      expect(html).not.toContain("alert(1)");
      expect(html).not.toContain("insecure.example.com");
    });

    it("lets the store's script origins (and its icon's) through the Content-Security-Policy", async () => {
      const csp = String((await get("/cart")).headers["content-security-policy"]);
      const directive = (name: string) =>
        csp
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .find(([n]) => n === name)
          ?.slice(1);
      expect(directive("script-src")).toEqual([
        "'self'",
        "https://checkout.razorpay.com",
        "https://cdn.example.com",
        "https://widgets.example.org:8443",
      ]);
      expect(directive("img-src")).toEqual(["'self'", "data:", "https://img.example.net"]);
      expect(directive("frame-ancestors")).toEqual(["'none'"]);
      expect(directive("object-src")).toEqual(["'none'"]);
      // API answers are data: nothing loads from them, whatever the store's settings.
      const api = String((await get("/api/health")).headers["content-security-policy"]);
      expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
    });

    it("lets the app's stylesheet load without blocking the paint, and writes none in without a render", async () => {
      const html = (await get("/")).body;
      expect(html).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-Ef-_5678.css" media="print" data-later-stylesheet>' +
          '<noscript><link rel="stylesheet" crossorigin href="/assets/index-Ef-_5678.css"></noscript>',
      );
      // Without a server render there is nothing to paint before the app's script, which waits for it.
      expect(html).not.toContain("<style>");
      expect(html).not.toContain("first-screen-css");
      expect((await get("/assets/index-Ef-_5678.css")).statusCode).toBe(200);
    });

    it("hands a Hindi page the Hindi catalogue's chunk as well, and an English page not", async () => {
      const hindi = '<link rel="modulepreload" crossorigin href="/assets/hindi-Hi77Nd88.js">';
      expect((await get("/?lang=hi")).body).toContain(hindi);
      expect((await get("/?lang=en")).body).not.toContain(hindi);
    });

    it("hands the home page its chunks, the slider's first picture and its first screen's answers", async () => {
      const html = (await get("/")).body;
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-Hh11Jj22.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-Ss33Tt44.js">');
      const slides = (await get(`/api/slider/all/${STORE}`)).json() as { data: Array<{ image: string }> };
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${slides.data[0]?.image}">`,
      );
      const answers = answersIn(html);
      const reads = [
        `/api/marquee/all/${STORE}`,
        `/api/register/single/${STORE}`,
        `/api/button/${STORE}`,
        `/api/slider/all/${STORE}`,
      ];
      expect(Object.keys(answers)).toEqual(reads);
      // Each answer is the API's own.
      for (const url of reads) expect(answers[url]).toEqual((await get(url)).json());
    });

    it("answers a listing's first page exactly as the app asks for it, query string included", async () => {
      const html = (await get("/product?search=cone&sort=price_asc")).body;
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/listing-page-Ll55Mm66.js">',
      );
      const url = `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10&search=cone&sort=price_asc`;
      const answer = answersIn(html)[url] as { data: Array<{ image: string }> };
      expect(answer).toEqual((await get(url)).json());
      expect(answer.data.length).toBeGreaterThan(0);
      // The first card's picture is the listing's largest paint.
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${answer.data[0]?.image}">`,
      );
      expect(count(html, 'rel="preload" as="image"')).toBe(1);
      // Another query is another page.
      expect(Object.keys(answersIn((await get("/product?search=tea")).body))).toContain(
        `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10&search=tea`,
      );
    });

    it("leaves out a read the API refuses, so the app asks for it and shows the error itself", async () => {
      const html = (await get("/product/T3JnYW5pYw==/OTk5OTk5")).body;
      const answers = answersIn(html);
      expect(Object.keys(answers)).toContain(`/api/marquee/all/${STORE}`);
      expect(Object.keys(answers)).not.toContain("/api/grouped-product/single/999999");
      expect(html).not.toContain('rel="preload" as="image"');
    });

    it("renders the slider's picture and answers again when the store's data changes", async () => {
      await t.ctx.db
        .update(sliders)
        .set({ image: "/images/sliders/changed.svg" })
        .where(eq(sliders.main_id, STORE));
      await t.ctx.cache.invalidate(STORE);
      const html = (await get("/")).body;
      expect(html).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/images/sliders/changed.svg">',
      );
      const slides = answersIn(html)[`/api/slider/all/${STORE}`] as { data: Array<{ image: string }> };
      expect(slides.data.map((slide) => slide.image)).toContain("/images/sliders/changed.svg");
    });

    it("is rendered once per metadata version, not read from the database on every view", async () => {
      const first = await get("/");
      await t.ctx.db.update(stores).set({ metaTitle: "Changed quietly" }).where(eq(stores.main_id, STORE));
      // No version bump: the cached page is still answered.
      const again = await get("/");
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      await t.ctx.cache.invalidate(STORE);
      const after = await get("/");
      expect(after.body).toContain("<title>Changed quietly</title>");
      expect(after.headers.etag).not.toBe(first.headers.etag);
      await t.ctx.db.update(stores).set({ metaTitle: META.metaTitle }).where(eq(stores.main_id, STORE));
      await t.ctx.cache.invalidate(STORE);
    });

    it("carries a page's own title and description where the owner set them (store setup), the store's elsewhere", async () => {
      await t.ctx.db
        .insert(pageMetas)
        .values({ main_id: STORE, route: "/about", title: "About the studio", description: "" });
      await t.ctx.cache.invalidate(STORE);
      const about = (await get("/About/")).body;
      expect(count(about, "<title>")).toBe(1);
      expect(about).toContain("<title>About the studio</title>");
      // No description of its own: the store's.
      expect(about).toContain('<meta name="description" content="Cones &lt;b&gt;fresh&lt;/b&gt;');
      expect((await get("/")).body).toContain("<title>Chai &amp; &quot;Henna&quot; &lt;Store&gt;</title>");
      await t.ctx.db.delete(pageMetas).where(eq(pageMetas.main_id, STORE));
      await t.ctx.cache.invalidate(STORE);
      expect((await get("/about")).body).toContain(
        "<title>Chai &amp; &quot;Henna&quot; &lt;Store&gt;</title>",
      );
    });

    it("answers 304 to a browser holding the current page, and is never cached without asking", async () => {
      const res = await get("/");
      expect(res.headers["cache-control"]).toBe("no-cache");
      const etag = String(res.headers.etag);
      const revalidated = await get("/", { "if-none-match": etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
    });
  });

  describe("history fallback", () => {
    // Every route of spec §2 reloads to itself: the page, with the store id the app reads.
    it.each([
      "/",
      "/index.html",
      "/products",
      "/product",
      "/product?search=cone",
      "/cart",
      "/checkout",
      "/contact",
      "/about",
      "/centers",
      "/privacy-policy",
      "/refund-policy",
      "/terms-and-conditions",
      "/shipping-and-delivery",
      "/rules-and-regulations",
      "/enquiry-form",
      "/login",
      "/register",
      "/reset",
      "/my-account",
      "/payment-success/order_ABC123",
      "/payment-failed/order_ABC123",
      "/track/42",
      "/invoice",
      "/product-single-page",
      "/demo-shop",
    ])("%s answers the shop's page", async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain(`<meta name="store-id" content="${STORE}" />`);
      expect(res.body).toContain("Chai &amp; &quot;Henna&quot;");
    });

    // Not found is not found: the shop's page (its app shows the not-found page) with a 404 and noindex.
    it.each([
      // A product and categories this store does not have.
      "/product/SGVubmElMjBDb25l/MTI5OTk=",
      "/category-detail/No%20Such%20Category",
      "/No%20Such%20Category",
      // Near the academy's paths, but not one of them.
      "/courses",
      "/course/extra",
      "/admission-form-step-3",
      "/payment-successad",
      "/no/such/page",
    ])("%s answers the shop's page as a 404", async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.body).toContain(`<meta name="store-id" content="${STORE}" />`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toMatch(/<title>Page not found \| [^<]+<\/title>/);
      expect(res.body).not.toContain('rel="canonical"');
    });

    // Spec §2's academy routes (the paths exactly), and the academy's own folder.
    it.each([
      "/course",
      "/course/",
      "/course?sort=newest",
      "/admission-form",
      "/admission-form-step-2",
      "/payment-successad/rcpt_1",
      "/payment-failedad/rcpt_1",
      "/academy",
      "/academy/",
      "/academy/course",
    ])("%s answers the academy's page, with the store's metadata and policy", async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers["content-security-policy"])).toContain("https://cdn.example.com");
      expect(res.body).toContain(`<meta name="store-id" content="${STORE}" />`);
      expect(res.body).toContain("Chai &amp; &quot;Henna&quot;");
      expect(res.body).toContain('<div id="academy-root">');
      expect(res.body).toContain(
        '<script type="module" crossorigin src="/academy/assets/index-AcAd1234.js">',
      );
      // Its stylesheet loads as the shop's does.
      expect(res.body).toContain(
        'href="/academy/assets/index-AcCs5678.css" media="print" data-later-stylesheet>',
      );
      expect(res.body).not.toContain("index-AbCd1234.js");
    });

    it("hands the course list its chunk, its first card's picture and its first screen's answers", async () => {
      const html = (await get("/course?sort=price_asc")).body;
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/academy/assets/course-page-Co11Pa22.js">',
      );
      const courses = `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10&category=courses&sort=price_asc`;
      const answers = answersIn(html);
      expect(Object.keys(answers)).toEqual([
        `/api/marquee/all/${STORE}`,
        `/api/register/single/${STORE}`,
        `/api/button/${STORE}`,
        courses,
      ]);
      const answer = answers[courses] as { data: Array<{ image: string; category: string }> };
      expect(answer).toEqual((await get(courses)).json());
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.every((course) => course.category.trim().toLowerCase() === "courses")).toBe(true);
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${answer.data[0]?.image}">`,
      );
      // The admission form: its chunk and the chrome's answers (its own read needs the student's token).
      const form = (await get("/admission-form")).body;
      expect(form).toContain(
        '<link rel="modulepreload" crossorigin href="/academy/assets/admission-page-Ad55Mi66.js">',
      );
      expect(Object.keys(answersIn(form))).toEqual([
        `/api/marquee/all/${STORE}`,
        `/api/register/single/${STORE}`,
        `/api/button/${STORE}`,
      ]);
    });

    it.each([
      { method: "GET" as const, url: "/api/no-such-thing" },
      { method: "GET" as const, url: "/api" },
      { method: "GET" as const, url: "/images/no-such-image.png" },
      { method: "GET" as const, url: "/assets/index-Gone9999.js" },
      { method: "GET" as const, url: "/.vite/manifest.json" },
      { method: "GET" as const, url: "/academy/assets/index-Gone9999.js" },
      { method: "GET" as const, url: "/academy/.vite/manifest.json" },
      { method: "POST" as const, url: "/admission-form" },
      { method: "POST" as const, url: "/products" },
    ])("$method $url stays a JSON 404", async ({ method, url }) => {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toMatchObject({ isError: true, code: "NOT_FOUND" });
    });
  });

  describe("files", () => {
    it.each([
      { url: "/assets/index-AbCd1234.js", type: "text/javascript; charset=utf-8", cache: "immutable" },
      { url: "/assets/index-Ef-_5678.css", type: "text/css; charset=utf-8", cache: "immutable" },
      { url: "/assets/cart-page-Zz9_yY8x.js", type: "text/javascript; charset=utf-8", cache: "immutable" },
      { url: "/assets/logo-Qw3rTy12.png", type: "image/png", cache: "immutable" },
      { url: "/favicon.svg", type: "image/svg+xml", cache: "no-cache" },
      {
        url: "/academy/assets/index-AcAd1234.js",
        type: "text/javascript; charset=utf-8",
        cache: "immutable",
      },
      { url: "/academy/assets/index-AcCs5678.css", type: "text/css; charset=utf-8", cache: "immutable" },
    ])("$url: $type, $cache", async ({ url, type, cache }) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain(type);
      expect(res.headers["cache-control"]).toBe(
        cache === "immutable" ? "public, max-age=31536000, immutable" : "no-cache",
      );
    });

    it("answers a JSON 404, not a failure, for a file a new build removed after the server started", async () => {
      rmSync(join(dir, "shop/assets/replaced-Rp12Lc34.js"));
      const res = await get("/assets/replaced-Rp12Lc34.js");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ isError: true, code: "NOT_FOUND" });
    });
  });

  describe("compression", () => {
    const decode = (encoding: string | undefined, body: Buffer) =>
      encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

    it.each([
      { accept: "gzip, deflate, br, zstd", want: "br", apiWant: "br" },
      { accept: "gzip", want: "gzip", apiWant: "gzip" },
      { accept: "br;q=0, gzip;q=0.8", want: "gzip", apiWant: "gzip" },
      // The compression plugin answers JSON to "*" with gzip; either is right.
      { accept: "*", want: "br", apiWant: "gzip" },
      { accept: "identity", want: undefined, apiWant: undefined },
      { accept: "", want: undefined, apiWant: undefined },
    ])(
      "accept-encoding '$accept' gives $want for hashed files and pages, $apiWant for JSON",
      async ({ accept, want, apiWant }) => {
        const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
        for (const [url, original] of [
          ["/assets/index-AbCd1234.js", ENTRY_JS],
          ["/assets/index-Ef-_5678.css", ENTRY_CSS],
        ] as const) {
          const res = await get(url, headers);
          expect(res.headers["content-encoding"]).toBe(want);
          expect(res.headers.vary).toContain("accept-encoding");
          expect(decode(want, res.rawPayload).toString("utf8")).toBe(original);
        }
        const page = await get("/products", headers);
        expect(page.headers["content-encoding"]).toBe(want);
        expect(decode(want, page.rawPayload).toString("utf8")).toBe((await get("/products")).body);

        const api = await get(`/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`, headers);
        expect(api.statusCode).toBe(200);
        expect(api.headers["content-encoding"]).toBe(apiWant);
        const json = JSON.parse(decode(apiWant, api.rawPayload).toString("utf8"));
        expect(json.isError).toBe(false);
      },
    );

    it("leaves answers under 1 KB as they are", async () => {
      const res = await get("/assets/cart-page-Zz9_yY8x.js", { "accept-encoding": "br, gzip" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toBe(SMALL_JS);
      const health = await get("/api/health", { "accept-encoding": "br, gzip" });
      expect(health.headers["content-encoding"]).toBeUndefined();
    });
  });
});
