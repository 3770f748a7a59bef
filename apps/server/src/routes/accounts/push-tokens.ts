// Push-messaging device tokens (spec §4 Login: "A push token is registered after login"; §7 POST
// /firebase/register-token). One row per device: a device that logs in as someone else now belongs to
// them, so the previous user stops getting its notifications.
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { pushTokens } from "../../db/schema.js";
import { requireSelf } from "../../http/identity.js";
import type { AccountsHandlers } from "./accounts-handlers.js";

export const PUSH_TOKEN_REGISTERED_MESSAGE = "Push token registered.";

export function pushTokenHandlers(ctx: AppContext): Pick<AccountsHandlers, "registerPushToken"> {
  return {
    async registerPushToken(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const platform = req.body.platform ?? "web";
      const now = ctx.clock();
      await ctx.db
        .insert(pushTokens)
        .values({
          main_id: req.mainId,
          user_id: caller.userId,
          device_token: req.body.deviceToken,
          platform,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: pushTokens.device_token,
          set: { main_id: sql`excluded.main_id`, user_id: caller.userId, platform, updatedAt: now },
        });
      return { success: true, message: PUSH_TOKEN_REGISTERED_MESSAGE };
    },
  };
}
