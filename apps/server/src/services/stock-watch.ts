// One record per process of the products whose stock moved, kept current by one query per look (see
// readStockChanges), at most every STOCK_RECHECK_MS and only while answers are being served. So the cost
// of fresh stock grows with the number of stock changes, not with the number of cached answers: a hot
// answer asks this record, in memory, whether any of its products changed since it was last patched.

import { type FreshStock, readStockChanges } from "../cache/catalog-stock.js";
import type { Db } from "../db/database.js";

/** How stale the record may be when an answer is served (plus the time of one query). */
export const STOCK_RECHECK_MS = 250;

export interface StockWatch {
  /**
   * Looks for stock changes when the last look is older than STOCK_RECHECK_MS (callers meanwhile share
   * one look) and returns the store's generation: it grows by one on each look that found changes.
   */
  sync(mainId: string): Promise<number>;
  /**
   * The store's generation when sync() would return it at once (no look due or under way), else null:
   * an answer whose stock is current with it may be served without waiting (http/hit-fast-path.ts).
   */
  current(mainId: string): number | null;
  /** The fresh stock of those of `ids` that changed in a generation after `since`. */
  changedSince(mainId: string, since: number, ids: readonly number[]): Map<number, FreshStock>;
}

interface StoreWatch {
  /** Null until the first look. */
  horizon: string | null;
  generation: number;
  lookedAt: number;
  looking: Promise<void> | null;
  /** Bounded by the store's number of products. */
  changed: Map<number, { generation: number; stock: FreshStock }>;
}

export function createStockWatch(db: Db, now: () => number = Date.now): StockWatch {
  const stores = new Map<string, StoreWatch>();

  function storeWatch(mainId: string): StoreWatch {
    let watch = stores.get(mainId);
    if (!watch) {
      watch = { horizon: null, generation: 0, lookedAt: -Infinity, looking: null, changed: new Map() };
      stores.set(mainId, watch);
    }
    return watch;
  }

  async function look(mainId: string, watch: StoreWatch): Promise<void> {
    const { horizon, fresh } = await readStockChanges(db, mainId, watch.horizon);
    if (fresh.size > 0) {
      watch.generation += 1;
      for (const [id, stock] of fresh) watch.changed.set(id, { generation: watch.generation, stock });
    }
    watch.horizon = horizon;
  }

  return {
    async sync(mainId) {
      const watch = storeWatch(mainId);
      if (!watch.looking && now() - watch.lookedAt >= STOCK_RECHECK_MS) {
        watch.lookedAt = now();
        watch.looking = look(mainId, watch).finally(() => {
          watch.looking = null;
        });
      }
      if (watch.looking) {
        try {
          await watch.looking;
        } catch (error) {
          // The next caller looks again rather than trusting a record that missed a look.
          watch.lookedAt = -Infinity;
          throw error;
        }
      }
      return watch.generation;
    },
    current(mainId) {
      const watch = stores.get(mainId);
      if (!watch || watch.looking || now() - watch.lookedAt >= STOCK_RECHECK_MS) return null;
      return watch.generation;
    },
    changedSince(mainId, since, ids) {
      const found = new Map<number, FreshStock>();
      const changed = storeWatch(mainId).changed;
      for (const id of ids) {
        const record = changed.get(id);
        if (record && record.generation > since) found.set(id, record.stock);
      }
      return found;
    },
  };
}
