// A device's push token leaves with its user at logout (POST /auth/logout with deviceToken): the
// refresh token proves who is logging out, and only that user's registration of the device is removed,
// so nobody can unsubscribe someone else's device by naming its token.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { pushTokens, refreshTokens } from "../db/schema.js";
import { sha256 } from "./tokens.js";

export async function forgetPushToken(
  db: Db,
  mainId: string,
  refreshToken: string,
  deviceToken: string,
): Promise<boolean> {
  const owner = db
    .select({ user_id: refreshTokens.user_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(refreshTokens.main_id, mainId)));
  const removed = await db
    .delete(pushTokens)
    .where(
      and(
        eq(pushTokens.device_token, deviceToken),
        eq(pushTokens.main_id, mainId),
        inArray(pushTokens.user_id, owner),
      ),
    )
    .returning({ id: pushTokens.id });
  return removed.length > 0;
}
