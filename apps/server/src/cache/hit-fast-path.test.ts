// The hit fast path in front of Fastify, over real HTTP on a listening server: a cached catalogue read
// it answers is the answer Fastify's route gives (status, headers, body; plain, gzip, brotli and 304),
// counted and logged as Fastify's are; stock changes and catalogue writes show within the same window
// as before; and a request whose answer is not known to be cached and current goes through Fastify.
// Whether an answer came from the fast path is read from http_fast_path_answers_total. A hit is served
// from memory only while the stock watch's last look (begun by the request before) is under
// STOCK_RECHECK_MS old, so a request meant to be a hit follows that one with no metrics scrape between
// them, and the pair is tried again when a busy machine took longer than that over it.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema.js";
import { simpleInput } from "../test-support/admin-products.js";
import { insertProduct } from "../test-support/checkout-kit.js";
import { PRODUCTION_ENV, startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { createTestStaff } from "../test-support/staff.js";
import { STOCK_RECHECK_MS } from "./catalog-cache.js";
import { productsIn } from "./catalog-stock.js";

const STORE = "demo-store";
const LISTING = `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`;
const pastStockRecheck = () => new Promise((r) => setTimeout(r, STOCK_RECHECK_MS + 50));
// Kept-alive connections, as browsers use them: the answers' Connection and Keep-Alive are compared too.
const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers that must agree between two answers: all but the request id and the date. */
function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { "x-request-id": _id, date: _date, ...rest } = headers;
  return rest;
}

function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

describe.each(await testDatabaseKinds())("hit fast path on %s", (kind) => {
  let t: TestApp;
  let port: number;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp(kind, { env: { LOG_LEVEL: "info" }, logStream });
    port = await listen(t);
  });
  afterAll(() => t.close());

  const metrics = async () => (await t.request({ method: "GET", url: "/metrics" })).body;
  const fastAnswers = async () => sample(await metrics(), "http_fast_path_answers_total");
  /** What `requests` returns, and how many of its requests the fast path answered. */
  const counted = async <T>(requests: () => Promise<T>): Promise<[T, number]> => {
    const before = await fastAnswers();
    const result = await requests();
    return [result, (await fastAnswers()) - before];
  };
  /**
   * A request made once the stock watch's look is due (so Fastify answers it, and looks), then the
   * same request again at once, which the fast path answers.
   */
  const slowThenFast = async (path: string, headers: Record<string, string> = {}) => {
    for (let attempt = 1; ; attempt++) {
      await pastStockRecheck();
      const [pair, fast] = await counted(async () => [
        await get(port, path, headers),
        await get(port, path, headers),
      ]);
      // Never the first: its look was due.
      expect(fast).toBeLessThanOrEqual(1);
      if (fast === 1) return [...pair, attempt] as [Answer, Answer, number];
      if (attempt === 5) throw new Error(`${path}: no answer from the fast path in ${attempt} tries`);
    }
  };
  // A product with stock (its cached page waits for the stock watch's look when one is due) and a page
  // large enough to be compressed.
  let product: number | undefined;
  const productPath = async () => {
    if (product === undefined) {
      product = await insertProduct(t, { price: 100, stock: 9, title: `Fast Path Product ${Date.now()}` });
      const description = "Hand-rolled cones of fresh Rajasthani henna, triple sifted. ".repeat(30);
      await t.ctx.db.update(products).set({ description }).where(eq(products.product_id, product));
    }
    return `/api/grouped-product/single/${product}`;
  };

  const VARIANTS: { name: string; headers: Record<string, string>; encoding?: "gzip" | "br" }[] = [
    { name: "plain", headers: {} },
    { name: "gzip", headers: { "accept-encoding": "gzip, deflate" }, encoding: "gzip" },
    { name: "brotli", headers: { "accept-encoding": "gzip, deflate, br, zstd" }, encoding: "br" },
  ];

  it.each(["listing", "product"])(
    "answers a cached %s exactly as Fastify's route does: plain, gzip, brotli and 304",
    async (which) => {
      const path = which === "listing" ? LISTING : await productPath();
      const base = { "x-main-id": STORE };
      const plain = await get(port, path, base);
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThanOrEqual(1024);
      expect(productsIn(JSON.parse(plain.body.toString())).length, "products with stock").toBeGreaterThan(0);

      for (const variant of VARIANTS) {
        const headers = { ...base, ...variant.headers };
        // Once the stock watch's look is due, the fast path stands aside and Fastify answers.
        const [slow, fast] = await slowThenFast(path, headers);
        expect(fast.status).toBe(200);
        expect(comparable(fast.headers), variant.name).toEqual(comparable(slow.headers));
        expect(fast.body.equals(slow.body), variant.name).toBe(true);
        expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        expect(fast.headers["x-request-id"]).not.toBe(slow.headers["x-request-id"]);
        expect(fast.headers).toMatchObject({
          "content-type": "application/json; charset=utf-8",
          "content-length": String(fast.body.length),
          "cache-control": "public, no-cache",
          etag: plain.headers.etag,
          vary: "accept-encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
          connection: "keep-alive",
          "keep-alive": "timeout=72",
        });
        expect(fast.headers["referrer-policy"]).toBeUndefined();
        expect(fast.headers["content-encoding"]).toBe(variant.encoding);
        const decoded =
          variant.encoding === "gzip"
            ? gunzipSync(fast.body)
            : variant.encoding === "br"
              ? brotliDecompressSync(fast.body)
              : fast.body;
        expect(decoded.equals(plain.body), variant.name).toBe(true);
      }

      const notModified = { ...base, "if-none-match": String(plain.headers.etag), "accept-encoding": "br" };
      const [slow, fast] = await slowThenFast(path, notModified);
      expect([slow.status, fast.status]).toEqual([304, 304]);
      expect(fast.body.length).toBe(0);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
      expect(fast.headers).toMatchObject({ etag: plain.headers.etag, vary: "accept-encoding" });
      expect(fast.headers["content-length"]).toBeUndefined();
    },
  );

  it("counts its answers under their operation and logs them as Fastify does", async () => {
    const path = await productPath();
    const headers = { "x-main-id": STORE };
    const series = 'http_requests_total{operation="getProduct",method="GET",status="200"}';
    const latency = 'http_request_duration_seconds_count{operation="getProduct",method="GET",status="200"}';
    await get(port, path, headers);
    const before = await metrics();
    const [slow, fast, tries] = await slowThenFast(path, headers);
    const after = await metrics();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta("http_fast_path_answers_total")).toBe(1);
    // Both paths' answers are counted under the operation.
    expect(delta(series)).toBe(2 * tries);
    expect(delta(latency)).toBe(2 * tries);
    const logged = [slow, fast].map((answer) =>
      lines.find((l) => l.reqId === answer.headers["x-request-id"]),
    );
    for (const line of logged) {
      expect(line).toMatchObject({ level: 30, msg: "request", method: "GET", url: path, status: 200 });
      expect(typeof line?.ms).toBe("number");
    }
    expect(Object.keys(logged[1] ?? {})).toEqual(Object.keys(logged[0] ?? {}));
    // A request id the caller sends is the one answered and logged, as with Fastify.
    const [, own] = await slowThenFast(path, { ...headers, "x-request-id": "caller-chosen-id" });
    expect(own.headers["x-request-id"]).toBe("caller-chosen-id");
    expect(lines.some((l) => l.reqId === "caller-chosen-id" && l.msg === "request")).toBe(true);
  });

  it("shows a stock change within the stock watch's window, as before", async () => {
    const product = await insertProduct(t, { price: 100, stock: 5, title: `Fast Stock ${Date.now()}` });
    const path = `/api/grouped-product/single/${product}`;
    const stock = (answer: Answer) => JSON.parse(answer.body.toString()).data.stock;
    const [first, hit] = await slowThenFast(path);
    expect([stock(first), stock(hit)]).toEqual([5, 5]);

    await t.ctx.db.update(products).set({ stock: 2 }).where(eq(products.product_id, product));
    // Once the look is due, Fastify's path looks, and the answer carries the new stock from then on.
    const [looked, again] = await slowThenFast(path);
    expect([stock(looked), stock(again)]).toEqual([2, 2]);
    expect(again.headers.etag).toBe(looked.headers.etag);
    expect(again.headers.etag).not.toBe(hit.headers.etag);
  });

  it("never serves an answer a catalogue write has replaced", async () => {
    const staff = await createTestStaff(t, "staff");
    const input = simpleInput({ title: "Fast path before" });
    const made = await t.request({
      method: "POST",
      url: "/api/admin/products",
      token: staff.accessToken,
      payload: input,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.product_id;
    const path = `/api/grouped-product/single/${id}`;
    const title = (answer: Answer) => JSON.parse(answer.body.toString()).data.title;
    const [, hit] = await slowThenFast(path);
    expect(title(hit)).toBe("Fast path before");

    const updated = await t.request({
      method: "PUT",
      url: `/api/admin/products/${id}`,
      token: staff.accessToken,
      payload: { ...input, title: "Fast path after" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // At once, though nothing else is due: the write moved the version this process checks against.
    const [next, nextFast] = await counted(() => get(port, path));
    expect([title(next), nextFast]).toEqual(["Fast path after", 0]);
    const [, then] = await slowThenFast(path);
    expect(title(then)).toBe("Fast path after");
  });

  it("leaves to Fastify every request whose answer it has not seen cached", async () => {
    const path = await productPath();
    const headers = { "x-main-id": STORE };
    await slowThenFast(path, headers);

    const cases: {
      name: string;
      path: string;
      headers: Record<string, string>;
      method?: string;
      status: number;
    }[] = [
      { name: "another store", path, headers: { "x-main-id": "no-such-store" }, status: 404 },
      { name: "no X-Main-Id", path, headers: {}, status: 200 },
      // Refused by the contract, though a request without one is served.
      { name: "an empty X-Main-Id", path, headers: { "x-main-id": "" }, status: 400 },
      { name: "a POST", path, headers, method: "POST", status: 404 },
      { name: "a HEAD", path, headers, method: "HEAD", status: 200 },
      { name: "another query string", path: `${path}?v=1`, headers, status: 200 },
      { name: "a trailing slash", path: `${path}/`, headers, status: 200 },
      {
        name: "an ETag the cache no longer has",
        path,
        headers: { ...headers, "if-none-match": 'W/"old"' },
        status: 200,
      },
      {
        name: "another listing page",
        path: LISTING.replace("page=1", "page=2"),
        headers,
        status: 200,
      },
    ];
    for (const c of cases) {
      const [answer, fast] = await counted(() => get(port, c.path, c.headers, c.method));
      expect([answer.status, fast], c.name).toEqual([c.status, 0]);
    }
    // Pages and other answers are Fastify's, however often asked.
    for (const other of ["/", "/api/health", "/api/docs"]) {
      const [, fast] = await counted(async () => [await get(port, other), await get(port, other)]);
      expect(fast, other).toBe(0);
    }
  });
});

const PRODUCTION_METRICS_TOKEN = "metrics-token-0123456789abcdef";

describe("hit fast path in production", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      env: {
        ...PRODUCTION_ENV,
        METRICS_TOKEN: PRODUCTION_METRICS_TOKEN,
      },
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it("carries Strict-Transport-Security like every other answer", async () => {
    const fastAnswers = async () =>
      sample(
        (await t.request({ method: "GET", url: "/metrics", token: PRODUCTION_METRICS_TOKEN })).body,
        "http_fast_path_answers_total",
      );
    let pair: Answer[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await new Promise((r) => setTimeout(r, STOCK_RECHECK_MS + 50));
      const before = await fastAnswers();
      pair = [await get(port, LISTING), await get(port, LISTING)];
      if ((await fastAnswers()) - before === 1) break;
      if (attempt === 5) throw new Error("no answer from the fast path");
    }
    const [slow, fast] = pair as [Answer, Answer];
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    expect(fast.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
