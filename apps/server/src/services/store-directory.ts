// Which stores exist. Asked on every request, so known stores are remembered; unknown ones are
// re-checked (a store created by another instance becomes visible at once).
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";

export function createStoreDirectory(db: Db) {
  const known = new Set<string>();
  return {
    async exists(mainId: string): Promise<boolean> {
      if (known.has(mainId)) return true;
      if (mainId.length > 63) return false;
      const [row] = await db.select({ id: stores.main_id }).from(stores).where(eq(stores.main_id, mainId));
      if (row) known.add(mainId);
      return Boolean(row);
    },
  };
}
