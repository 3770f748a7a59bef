import type { Db } from "../../db/database.js";
import { requireSelf } from "../../http/identity.js";
import type { Caller } from "../../http/operation-types.js";
import { accountName } from "../../services/accounts.js";

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
  return { user_id: self.userId, user_name: await accountName(db, mainId, self.userId) };
}
