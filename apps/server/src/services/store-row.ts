import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";

/** The store's own row; the binder has already checked the store exists, so a miss is a race with a delete. */
export async function loadStore(db: Db, mainId: string) {
  const [row] = await db.select().from(stores).where(eq(stores.main_id, mainId));
  if (!row) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");
  return row;
}
