// Pictures kept in the store's database (MEDIA_STORE=postgres): every instance on any machine reads
// the same rows, and the database's backup (pg_dump, or the PGlite dump) holds them too.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { mediaObjects } from "../../db/schema.js";
import { isStorageKey, type MediaStorage } from "./storage.js";

export function createDatabaseStorage(db: Db): MediaStorage {
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes) {
      // One statement: a reader sees the old object or the whole new one, never part of it.
      await db
        .insert(mediaObjects)
        .values({ key: checked(key), bytes })
        .onConflictDoUpdate({ target: mediaObjects.key, set: { bytes, createdAt: sql`now()` } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: mediaObjects.bytes })
        .from(mediaObjects)
        .where(eq(mediaObjects.key, checked(key)));
      return row ? row.bytes : null;
    },
    async delete(key) {
      await db.delete(mediaObjects).where(eq(mediaObjects.key, checked(key)));
    },
  };
}
