// The catalogue cache holds at most MAX_ENTRIES answers and drops the least recently used first, as an
// approximation: a hit moves its answer to the young end only once it has drifted into the older half,
// so an answer asked at least once per MAX_ENTRIES / 2 new answers is never dropped. When the catalogue
// version is due for a check, the requests that find it due share one read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countedDb } from "../test-support/counted-db.js";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import { createCatalogCache, MAX_ENTRIES } from "./catalog-cache.js";

describe("catalogue cache eviction", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  /** A cache on a clock that never moves (no recheck falls due), and what it had to produce again. */
  function cacheWithCounts() {
    const cache = createCatalogCache(t.ctx.db, () => 1_000_000);
    const produced: string[] = [];
    const ask = (key: string) =>
      cache.get("demo-store", key, async () => {
        produced.push(key);
        return { data: key };
      });
    return { cache, produced, ask };
  }

  it("drops the oldest answer, not one asked for since it drifted into the older half", async () => {
    const { cache, produced, ask } = cacheWithCounts();
    for (let i = 0; i < MAX_ENTRIES; i++) await ask(`/page/${i}`);
    expect(cache.size()).toBe(MAX_ENTRIES);
    await ask("/page/0");
    await ask("/page/new");
    expect(cache.size()).toBe(MAX_ENTRIES);
    produced.length = 0;
    await ask("/page/0");
    await ask("/page/1");
    expect(produced).toEqual(["/page/1"]);
  });

  it("keeps an answer asked once per half of the cache through three cachefuls of new answers", async () => {
    const { produced, ask } = cacheWithCounts();
    await ask("/hot");
    for (let i = 0; i < 3 * MAX_ENTRIES; i++) {
      await ask(`/cold/${i}`);
      if (i % (MAX_ENTRIES / 2 - 1) === 0) await ask("/hot");
    }
    expect(produced.filter((key) => key === "/hot")).toEqual(["/hot"]);
    produced.length = 0;
    await ask("/cold/0");
    expect(produced).toEqual(["/cold/0"]);
  });

  it("reads the catalogue version once for all the requests that find its check due", async () => {
    // The version is read by select; the stock watch's looks go through execute.
    const { db: counted, calls: versionReads } = countedDb(t.ctx.db, "select");
    let clock = 1_000_000;
    const cache = createCatalogCache(counted, () => clock);
    const ask = () => cache.get("demo-store", "/shared", async () => ({ data: "answer" }));
    await ask();
    expect(versionReads()).toBe(1);
    clock += 60_000;
    const answers = await Promise.all(Array.from({ length: 20 }, ask));
    expect(versionReads()).toBe(2);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });
});
