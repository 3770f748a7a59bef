// The account a token names may have been deleted since the token was issued; such a token is as
// good as none, and a cart line for it would break the users foreign key (a 500).
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { users } from "../../db/schema.js";
import { unauthorized } from "../../http/api-error.js";

export async function requireAccount(db: DbOrTransaction, mainId: string, userId: number): Promise<void> {
  const [account] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.main_id, mainId), eq(users.user_id, userId)))
    .limit(1);
  if (!account) throw unauthorized();
}
