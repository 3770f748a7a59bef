// The caller's own account record (spec §4 App start; §7 GET /registeruser/single/{userId}) and the
// checkout contact info (§2 Checkout; §7 PUT /registeruser/api/user/{id}).
import { normalizeGstNumber, validateGstNumber } from "@henna/domain/validate-gst";
import { normalizeMobile, validateMobile } from "@henna/domain/validate-mobile";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { users } from "../../db/schema.js";
import { requireSelf } from "../../http/identity.js";
import { forgetAccountLanguage } from "../../http/message-language.js";
import { findUserById, toUserRecord, userNotFound } from "../../services/account-record.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { rejectInvalid } from "./field-rules.js";

export const USER_FOUND_MESSAGE = "User details fetched successfully.";
export const CONTACT_UPDATED_MESSAGE = "Contact details updated successfully.";
export const LANGUAGE_UPDATED_MESSAGE = "Language updated.";

type ProfileHandlers = Pick<
  AccountsHandlers,
  "getRegisteredUser" | "updateUserContact" | "updateUserLanguage"
>;

export function profileHandlers(ctx: AppContext): ProfileHandlers {
  return {
    async getRegisteredUser(req) {
      const caller = requireSelf(req.caller, req.params.userId);
      const row = await findUserById(ctx.db, req.mainId, caller.userId);
      if (!row) throw userNotFound();
      return { message: USER_FOUND_MESSAGE, user: toUserRecord(row) };
    },

    async updateUserContact(req) {
      const caller = requireSelf(req.caller, req.params.id);
      rejectInvalid({
        mobile: validateMobile(req.body.mobile),
        user_gstNo: validateGstNumber(req.body.user_gstNo),
      });
      const [row] = await ctx.db
        .update(users)
        .set({
          mobile: normalizeMobile(req.body.mobile),
          // Absent and null both mean "no GST number", as the contract says.
          user_gstNo: normalizeGstNumber(req.body.user_gstNo),
          updatedAt: ctx.clock(),
        })
        .where(and(eq(users.main_id, req.mainId), eq(users.user_id, caller.userId)))
        .returning();
      if (!row) throw userNotFound();
      return { success: true, message: CONTACT_UPDATED_MESSAGE, user: toUserRecord(row) };
    },

    // The language switch of the apps stores the choice here; the answer (its user record carries the
    // new language) is already said in it.
    async updateUserLanguage(req) {
      const caller = requireSelf(req.caller, req.params.id);
      const [row] = await ctx.db
        .update(users)
        .set({ language: req.body.language, updatedAt: ctx.clock() })
        .where(and(eq(users.main_id, req.mainId), eq(users.user_id, caller.userId)))
        .returning();
      if (!row) throw userNotFound();
      forgetAccountLanguage(ctx.db, req.mainId, caller.userId);
      return { success: true, message: LANGUAGE_UPDATED_MESSAGE, user: toUserRecord(row) };
    },
  };
}
