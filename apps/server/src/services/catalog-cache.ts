// Public catalogue reads are served from memory. Each store has a catalogue version in the database;
// every write to catalogue data bumps it, and cached answers of an older version are dropped. Other
// server instances notice a bump within VERSION_RECHECK_MS, so the cache stays a cache: correctness
// never depends on one process's memory. Orders do not bump it: the process's stock watch
// (services/stock-watch.ts) learns which products' stock changed, and an answer that shows one of them
// gets the new figures written over it when served, while the product data stays cached.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";
import type { ResponseCache } from "../http/bind-operations.js";
import type { ContractOperation } from "../http/contract.js";
import { applyFreshStock, productsIn } from "./catalog-stock.js";
import { createStockWatch, STOCK_RECHECK_MS } from "./stock-watch.js";

export { STOCK_RECHECK_MS };

const VERSION_RECHECK_MS = 2000;
const MAX_ENTRIES = 20_000;
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
}

function entryFor(version: number, value: unknown, stockGeneration: number): Entry {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${version.toString(36)}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
  const productIds = [...new Set(productsIn(value).map((product) => product.product_id as number))];
  return { version, body, etag, productIds, stockGeneration };
}

export interface CatalogCache extends ResponseCache {
  /** Call after any write to catalogue data of a store. */
  invalidate(mainId: string, db?: Db): Promise<void>;
  size(): number;
}

export function createCatalogCache(db: Db, now: () => number = Date.now): CatalogCache {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const stock = createStockWatch(db, now);

  async function currentVersion(mainId: string): Promise<number> {
    const known = versions.get(mainId);
    if (known && now() - known.checkedAt < VERSION_RECHECK_MS) return known.version;
    const [row] = await db
      .select({ v: stores.catalogVersion })
      .from(stores)
      .where(eq(stores.main_id, mainId));
    const version = row?.v ?? 0;
    versions.set(mainId, { version, checkedAt: now() });
    return version;
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
        // Refresh recency so the Map's insertion order works as an LRU.
        entries.delete(cacheKey);
        entries.set(cacheKey, entry);
        return { body: entry.body, etag: entry.etag, maxAge: 0 };
      }
      // Stamped before reading: a change the answer already holds may be written over it again, never missed.
      const generation = await stock.sync(mainId);
      entry = entryFor(version, await produce(), generation);
      entries.set(cacheKey, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return { body: entry.body, etag: entry.etag, maxAge: 0 };
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
