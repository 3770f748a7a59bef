import { eq } from "drizzle-orm";
import type { DbOrTransaction } from "../db/database.js";
import { stores } from "../db/schema.js";

/** What storeName answers for a store with no name yet (a Hindi mail says it in Hindi instead). */
export const STORE_NAME_FALLBACK = "our store";

/**
 * The name mails sign with. Read in the caller's transaction when there is one (PGlite has one
 * connection: another would wait).
 */
export async function storeName(db: DbOrTransaction, mainId: string): Promise<string> {
  const [row] = await db
    .select({ logoName: stores.orignal_logoname, company: stores.company_name })
    .from(stores)
    .where(eq(stores.main_id, mainId));
  return row?.logoName.trim() || row?.company.trim() || STORE_NAME_FALLBACK;
}
