// The server's picture storage, as MEDIA_STORE says: the database (the default with DATABASE_URL, so
// every instance serves every picture) or the filesystem under DATA_DIR/media (PGlite's default).
import { join } from "node:path";
import type { Env } from "../../config/env.js";
import type { Db } from "../../db/database.js";
import { createDatabaseStorage } from "./database-storage.js";
import { createFileStorage, type MediaStorage } from "./storage.js";

export function mediaStorage(env: Pick<Env, "mediaStore" | "dataDir">, db: Db): MediaStorage {
  return env.mediaStore === "postgres"
    ? createDatabaseStorage(db)
    : createFileStorage(join(env.dataDir, "media"));
}

/**
 * The storage a handler factory uses, made on its first use: the factories only close over the
 * context (contract-coverage builds them bare). `given` stands in for it in tests.
 */
export function storageOnFirstUse(
  ctx: { env: Pick<Env, "mediaStore" | "dataDir">; db: Db },
  given?: MediaStorage,
): () => MediaStorage {
  let made = given;
  return () => {
    made ??= mediaStorage(ctx.env, ctx.db);
    return made;
  };
}
