// Who sends a quote request or a lead: a guest, or the account behind the bearer token. With a token a
// user id in the body must be the caller's (design §3), and the stored id and name come from the account.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { users } from "../../db/schema.js";
import { unauthorized } from "../../http/api-error.js";
import { requireSelf } from "../../http/identity.js";
import type { Caller } from "../../http/operation-types.js";

export interface Sender {
  user_id: number | null;
  user_name: string;
}

export async function resolveSender(
  db: Db,
  mainId: string,
  caller: Caller | null,
  body: { user_id?: number | null; user_name?: string | null },
): Promise<Sender> {
  // Guests may send whatever their browser holds; it links to nothing.
  if (!caller) return { user_id: null, user_name: (body.user_name ?? "").trim() };
  const self = requireSelf(caller, body.user_id);
  const [account] = await db
    .select({ full_name: users.full_name })
    .from(users)
    .where(and(eq(users.user_id, self.userId), eq(users.main_id, mainId)));
  if (!account) throw unauthorized("Your account was not found. Please log in again.");
  return { user_id: self.userId, user_name: account.full_name };
}
