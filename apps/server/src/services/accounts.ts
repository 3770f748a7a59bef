// The account a token names may have been deleted since the token was issued: such a token is as good
// as none (401), and a row written for it would break the users foreign key.
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../db/database.js";
import { users } from "../db/schema.js";
import { unauthorized } from "../http/api-error.js";

export const ACCOUNT_NOT_FOUND = "Your account was not found. Please log in again.";

/**
 * The caller's account name. With `lock`, the account row stays locked until the transaction ends,
 * which serialises one user's concurrent writes (e.g. two addresses both becoming the default).
 */
export async function accountName(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<string> {
  const query = db
    .select({ full_name: users.full_name })
    .from(users)
    .where(and(eq(users.main_id, mainId), eq(users.user_id, userId)));
  const [account] = options.lock ? await query.for("update") : await query;
  if (!account) throw unauthorized(ACCOUNT_NOT_FOUND);
  return account.full_name;
}
