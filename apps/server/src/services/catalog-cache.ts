// Public catalogue reads are served from memory. Each store has a catalogue version in the database;
// every write to catalogue data bumps it, and cached answers of an older version are dropped. Other
// server instances notice a bump within VERSION_RECHECK_MS, so the cache stays a cache: correctness
// never depends on one process's memory. Orders do not bump it: an answer that shows products reads
// their stock again when served more than STOCK_RECHECK_MS after the last read (services/catalog-stock.ts),
// while the product data stays cached.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";
import type { ResponseCache } from "../http/bind-operations.js";
import type { ContractOperation } from "../http/contract.js";
import { applyFreshStock, productsIn, readFreshStock } from "./catalog-stock.js";

const VERSION_RECHECK_MS = 2000;
// A hot answer reads its products' stock at most this often (a query per serve would cost a cached
// read most of its speed); the checkout itself always decides on the row's current stock.
export const STOCK_RECHECK_MS = 250;
const MAX_ENTRIES = 20_000;
const CACHED_TAGS = new Set(["catalogue", "content", "settings"]);
// Reads in those areas that are not the same for everyone, or change on every call.
const NEVER_CACHED = new Set(["getHealth", "checkCoupon"]);

interface Entry {
  version: number;
  /** Kept as bytes: a hit whose stock has not moved is written to the socket as is. */
  body: Buffer;
  etag: string;
  /** The answer's product objects (inside `value`), whose stock is refreshed on each serve. */
  shown: Record<string, unknown>[];
  value: unknown;
  /** When the shown products' stock was last read. */
  stockAt: number;
}

function entryFor(version: number, value: unknown, stockAt: number): Entry {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${version.toString(36)}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
  const shown = productsIn(value);
  return { version, body, etag, shown, value: shown.length > 0 ? value : null, stockAt };
}

export interface CatalogCache extends ResponseCache {
  /** Call after any write to catalogue data of a store. */
  invalidate(mainId: string, db?: Db): Promise<void>;
  size(): number;
}

export function createCatalogCache(db: Db, now: () => number = Date.now): CatalogCache {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, { version: number; checkedAt: number }>();

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
        // Refresh recency so the Map's insertion order works as an LRU.
        entries.delete(cacheKey);
        if (entry.shown.length > 0 && now() - entry.stockAt >= STOCK_RECHECK_MS) {
          const ids = [...new Set(entry.shown.map((product) => product.product_id as number))];
          const fresh = await readFreshStock(db, mainId, ids);
          if (applyFreshStock(entry.shown, fresh)) entry = entryFor(version, entry.value, now());
          else entry.stockAt = now();
        }
        entries.set(cacheKey, entry);
        return { body: entry.body, etag: entry.etag, maxAge: 0 };
      }
      entry = entryFor(version, await produce(), now());
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
