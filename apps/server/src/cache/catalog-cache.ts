// Public catalogue reads are served from memory. Each store has a catalogue version in the database;
// every write to catalogue data bumps it, and cached answers of an older version are dropped. Other
// server instances notice a bump within VERSION_RECHECK_MS, so the cache stays a cache: correctness
// never depends on one process's memory. Orders do not bump it: the process's stock watch
// (services/stock-watch.ts) learns which products' stock changed, and an answer that shows one of them
// gets the new figures written over it when served, while the product data stays cached.
//
// An answer that is current by those rules without asking the database (version checked within
// VERSION_RECHECK_MS, stock watch looked within STOCK_RECHECK_MS and nothing shown moved since) may be
// served before Fastify sees the request: peek() is that synchronous check (http/hit-fast-path.ts).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";
import type { CachedRoute, ResponseCache } from "../http/bind-operations.js";
import type { ContractOperation } from "../http/contract.js";
import { createStockWatch, STOCK_RECHECK_MS } from "../services/stock-watch.js";
import type { BodyEncoding } from "./cached-answer.js";
import { applyFreshStock, productsIn } from "./catalog-stock.js";
import type { CacheHit } from "./hit-fast-path.js";

export { STOCK_RECHECK_MS };

const VERSION_RECHECK_MS = 2000;
export const MAX_ENTRIES = 20_000;
// Requests (X-Main-Id header and URL) known to name a cached answer; several may name one.
const MAX_ROUTES = 2 * MAX_ENTRIES;
const CACHED_TAGS = new Set(["catalogue", "content", "settings"]);
// Reads in those areas that are not the same for everyone, or change on every call.
const NEVER_CACHED = new Set(["getHealth", "checkCoupon"]);

interface Entry {
  version: number;
  /** Kept as bytes: a hit whose stock has not moved is written to the socket as is. */
  body: Buffer;
  etag: string;
  /** The products the answer shows (the checkout itself always decides on the row's current stock). */
  productIds: number[];
  /** The stock watch's generation the shown stock is current with. */
  stockGeneration: number;
  /** The body compressed, each encoding made once on first demand. */
  compressed: Partial<Record<BodyEncoding, Buffer>>;
  compressing: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** When it was last put at the young end of the map (in puts, see touch()). */
  placedAt: number;
}

/** Where the hit fast path finds a request's answer, learnt when Fastify served it. */
interface Route {
  cacheKey: string;
  mainId: string;
  operationId: string;
  status: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// An answer is compressed again whenever the stock it shows moves, so a middle setting: most of the
// size saving for a fraction of the maximum's time (off the event loop, in zlib's thread pool).
function compress(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

function compressed(entry: Entry, encoding: BodyEncoding): Promise<Buffer> {
  const done = entry.compressed[encoding];
  if (done) return Promise.resolve(done);
  let pending = entry.compressing[encoding];
  if (!pending) {
    pending = compress(entry.body, encoding).then(
      (bytes) => {
        entry.compressed[encoding] = bytes;
        return bytes;
      },
      (error: unknown) => {
        // Not remembered: the next request tries again.
        delete entry.compressing[encoding];
        throw error;
      },
    );
    entry.compressing[encoding] = pending;
  }
  return pending;
}

function entryFor(version: number, value: unknown, stockGeneration: number): Entry {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${version.toString(36)}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
  const productIds = [...new Set(productsIn(value).map((product) => product.product_id as number))];
  return { version, body, etag, productIds, stockGeneration, compressed: {}, compressing: {}, placedAt: 0 };
}

// Node refuses NUL in a request's target and header values, so these keys cannot collide, and a
// request without the header is told apart from one with it empty.
function routeKey(mainIdHeader: string | undefined, url: string): string {
  return mainIdHeader === undefined ? url : `${mainIdHeader}\u0000${url}`;
}

function served(entry: Entry) {
  return {
    body: entry.body,
    etag: entry.etag,
    maxAge: 0,
    encoded: (e: BodyEncoding) => compressed(entry, e),
  };
}

export interface CatalogCache extends ResponseCache {
  /** Call after any write to catalogue data of a store. */
  invalidate(mainId: string, db?: Db): Promise<void>;
  /**
   * The answer to a GET with this raw X-Main-Id header (undefined when absent) and URL, when remember()
   * has learnt which answer that is and it is current without asking the database; null otherwise (the
   * request then goes through Fastify, which waits for whatever check is due).
   */
  peek(mainIdHeader: string | undefined, url: string): CacheHit | null;
  size(): number;
}

export function createCatalogCache(db: Db, now: () => number = Date.now): CatalogCache {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const routes = new Map<string, Route>();
  const stock = createStockWatch(db, now);
  // The Map's insertion order is the eviction order (oldest first). A hit moves its entry to the young
  // end only when it has drifted into the older half: the entry then still outlives MAX_ENTRIES / 2 more
  // puts, as strict LRU would keep it, and a hot answer costs no delete and set on every hit.
  let puts = 0;
  function put(cacheKey: string, entry: Entry): void {
    entries.set(cacheKey, entry);
    entry.placedAt = ++puts;
  }
  function touch(cacheKey: string, entry: Entry): void {
    if (puts - entry.placedAt < MAX_ENTRIES / 2) return;
    entries.delete(cacheKey);
    put(cacheKey, entry);
  }

  // One version read per store at a time, which every request that finds the check due waits for: under
  // load, a read per request would queue on the pool while more requests arrive and find it due.
  const versionReads = new Map<string, Promise<number>>();

  async function readVersion(mainId: string): Promise<number> {
    const [row] = await db
      .select({ v: stores.catalogVersion })
      .from(stores)
      .where(eq(stores.main_id, mainId));
    // Versions only grow: a read that started before a write's invalidate() never takes its bump back.
    const version = Math.max(row?.v ?? 0, versions.get(mainId)?.version ?? 0);
    versions.set(mainId, { version, checkedAt: now() });
    return version;
  }

  function currentVersion(mainId: string): Promise<number> {
    const known = versions.get(mainId);
    if (known && now() - known.checkedAt < VERSION_RECHECK_MS) return Promise.resolve(known.version);
    let reading = versionReads.get(mainId);
    if (!reading) {
      reading = readVersion(mainId).finally(() => versionReads.delete(mainId));
      versionReads.set(mainId, reading);
    }
    return reading;
  }

  return {
    cacheable(op: ContractOperation) {
      return (
        op.method === "GET" &&
        op.auth === "none" &&
        !op.devOnly &&
        !NEVER_CACHED.has(op.operationId) &&
        op.tags.some((t) => CACHED_TAGS.has(t))
      );
    },
    async get(mainId, key, produce) {
      const version = await currentVersion(mainId);
      const cacheKey = `${mainId}\u0000${key}`;
      let entry = entries.get(cacheKey);
      if (entry && entry.version === version) {
        if (entry.productIds.length > 0) {
          const generation = await stock.sync(mainId);
          if (entry.stockGeneration < generation) {
            const fresh = stock.changedSince(mainId, entry.stockGeneration, entry.productIds);
            // Only an answer showing a product whose stock moved is parsed and written again.
            const value = fresh.size > 0 ? JSON.parse(entry.body.toString("utf8")) : null;
            if (value !== null && applyFreshStock(productsIn(value), fresh)) {
              entry = entryFor(version, value, generation);
            } else entry.stockGeneration = generation;
          }
        }
        if (entries.get(cacheKey) === entry) touch(cacheKey, entry);
        else {
          entries.delete(cacheKey);
          put(cacheKey, entry);
        }
        return served(entry);
      }
      // Stamped before reading: a change the answer already holds may be written over it again, never missed.
      const generation = await stock.sync(mainId);
      entry = entryFor(version, await produce(), generation);
      entries.delete(cacheKey);
      put(cacheKey, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return served(entry);
    },
    remember({ mainIdHeader, url, mainId, operationId, status }: CachedRoute) {
      const key = routeKey(mainIdHeader, url);
      const known = routes.get(key);
      if (known && known.mainId === mainId && known.operationId === operationId && known.status === status)
        return;
      routes.set(key, { cacheKey: `${mainId}\u0000${url}`, mainId, operationId, status });
      if (routes.size > MAX_ROUTES) {
        const oldest = routes.keys().next().value;
        if (oldest !== undefined) routes.delete(oldest);
      }
    },
    peek(mainIdHeader, url) {
      const route = routes.get(routeKey(mainIdHeader, url));
      if (route === undefined) return null;
      const entry = entries.get(route.cacheKey);
      if (entry === undefined) return null;
      // Exactly the checks get() makes without a query: anything due goes the slow way.
      const known = versions.get(route.mainId);
      if (known === undefined || now() - known.checkedAt >= VERSION_RECHECK_MS) return null;
      if (entry.version !== known.version) return null;
      if (entry.productIds.length > 0 && stock.current(route.mainId) !== entry.stockGeneration) return null;
      touch(route.cacheKey, entry);
      return {
        body: entry.body,
        etag: entry.etag,
        maxAge: 0,
        compressed: entry.compressed,
        status: route.status,
        operationId: route.operationId,
      };
    },
    async invalidate(mainId, writer = db) {
      const [row] = await writer
        .update(stores)
        .set({ catalogVersion: sql`${stores.catalogVersion} + 1` })
        .where(eq(stores.main_id, mainId))
        .returning({ v: stores.catalogVersion });
      versions.set(mainId, { version: row?.v ?? 0, checkedAt: now() });
    },
    size: () => entries.size,
  };
}
