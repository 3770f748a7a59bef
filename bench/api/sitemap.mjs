#!/usr/bin/env node
// Sitemaps and the product feed at catalogue scale (issue 35): the built server over a fresh database
// holding N seeded products. Times the sitemap index, each products file cold (built by streaming the
// rows) and cached, and the Google Merchant feed cold and cached, and checks each file's URL count.
// Target: a cold file of 50,000 URLs in under 2 s.
//   node bench/api/sitemap.mjs [--postgres] [--products 100000]
import { parseArgs } from "node:util";
import { seededStore } from "./seeded-server.mjs";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    products: { type: "string", default: "100000" },
  },
});
const PRODUCTS = Number(values.products);
const COLD_TARGET_S = 2;
const ORIGIN = "https://shop.example.in";
const store = await seededStore({
  name: "sitemap",
  postgres: values.postgres,
  env: { PUBLIC_URL: ORIGIN, SEARCH_INDEXING: "true" },
});

/** One GET, gzip accepted as a crawler does: seconds, compressed and text size, and the text. */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { seconds: (performance.now() - started) / 1000, text, bytes: text.length };
}

async function main() {
  console.log(
    `# sitemaps and feed: ${PRODUCTS.toLocaleString("en-IN")} products more than the demo's, on ${store.database}`,
  );
  store.cli(["seed-catalogue", "--count", String(PRODUCTS)]);
  const base = await store.startServer();

  const rows = [];
  const index = await timed(`${base}/sitemap.xml`);
  const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(ORIGIN, ""));
  rows.push(["/sitemap.xml", files.length, index.seconds, (await timed(`${base}/sitemap.xml`)).seconds]);
  let worstCold = 0;
  for (const file of files) {
    const cold = await timed(`${base}${file}`);
    const cached = [];
    for (let i = 0; i < 3; i++) cached.push((await timed(`${base}${file}`)).seconds);
    const urls = (cold.text.match(/<url>/g) ?? []).length;
    if (urls > 50_000) throw new Error(`${file} holds ${urls} URLs, over the protocol's 50,000`);
    if (file.includes("products-")) worstCold = Math.max(worstCold, cold.seconds);
    rows.push([file, urls, cold.seconds, cached.sort((a, b) => a - b)[1]]);
  }
  const feedCold = await timed(`${base}/feeds/google-merchant.xml`);
  const feedCached = await timed(`${base}/feeds/google-merchant.xml`);
  rows.push([
    "/feeds/google-merchant.xml",
    (feedCold.text.match(/<item>/g) ?? []).length,
    feedCold.seconds,
    feedCached.seconds,
  ]);

  const w = [30, 10, 9, 10];
  const row = (cells) => cells.map((c, i) => String(c).padEnd(w[i] ?? 10)).join(" ");
  console.log(row(["file", "URLs/items", "cold s", "cached s"]));
  for (const [file, count, cold, cached] of rows) {
    console.log(row([file, count.toLocaleString("en-IN"), cold.toFixed(2), cached.toFixed(3)]));
  }
  console.log(
    `target: a cold products file of 50,000 URLs in under ${COLD_TARGET_S} s: ${worstCold < COLD_TARGET_S ? "ok" : "MISS"} (worst ${worstCold.toFixed(2)} s)`,
  );
}

main()
  .then(store.cleanup)
  .catch(async (error) => {
    console.error(error);
    await store.cleanup();
    process.exit(1);
  });
