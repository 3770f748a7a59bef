// Ending the first-owner setup links (see first-owner.ts), apart so that making any staff member can
// call it without the two modules importing each other.
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { ownerSetupTokens } from "../../db/schema.js";

/** Spends every unused setup link of the store: called whenever an owner comes to exist. */
export async function endOwnerSetupLinks(db: DbOrTransaction, mainId: string, now: Date): Promise<void> {
  await db
    .update(ownerSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(ownerSetupTokens.main_id, mainId), isNull(ownerSetupTokens.usedAt)));
}
