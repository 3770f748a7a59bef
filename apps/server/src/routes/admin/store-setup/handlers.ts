// Store setup (owners only; bindOperations enforces the role): the profile and the selling rules. Each
// save is one transaction with its audit entry (only the fields that changed); after it commits the
// store's catalogue cache is invalidated, so the shop shows the change on its next page load, on this
// instance at once and on the others within the cache's 2 s recheck.
import { BUTTON_IDS } from "@henna/domain/action-buttons";
import { roundToPaise } from "@henna/domain/money";
import { PAYMENT_MODES } from "@henna/domain/pay-buttons";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import type { Transaction } from "../../../db/database.js";
import { buttons, marquees, pageMetas, payButtons, stores } from "../../../db/schema.js";
import { invalid } from "../../../http/api-error.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { saveSettings } from "../settings-change.js";
import { checkProfile, checkSelling } from "./setup-input.js";
import { readStoreSetup } from "./setup-view.js";

type StoreSetupHandlers = Pick<
  Handlers,
  "adminGetStoreSetup" | "adminUpdateStoreProfile" | "adminUpdateSellingRules"
>;

export function adminStoreSetupHandlers(ctx: AppContext): StoreSetupHandlers {
  // Each save changes one part of the setup page, and the audit entry (store.profile, store.selling) names it.
  const saveSetup = (
    staff: StaffCaller,
    mainId: string,
    part: "profile" | "selling",
    write: (tx: Transaction) => Promise<unknown>,
  ) =>
    saveSettings(ctx, staff, mainId, {
      action: `store.${part}`,
      entity: "store",
      read: readStoreSetup,
      part: (page) => page[part],
      write,
    });
  return {
    async adminGetStoreSetup(req) {
      return { data: await readStoreSetup(ctx.db, req.mainId) };
    },

    async adminUpdateStoreProfile(req) {
      const staff = requireStaff(req.staff);
      const { value, errors } = checkProfile(req.body);
      if (errors.length > 0) throw invalid(errors);
      const setup = await saveSetup(staff, req.mainId, "profile", (tx) =>
        tx
          .update(stores)
          .set({
            // The header shows orignal_logoname, the payment widget and the invoice company_name.
            orignal_logoname: value.name,
            company_name: value.name,
            tag_line: value.tagline,
            profilePic: value.logo,
            address: value.address,
            gstin: value.gstin || null,
            phone: value.phone,
            email: value.email,
            mobile: value.help_mobile || null,
            whatsapp_number: value.help_whatsapp || null,
            centers: value.centers,
            updatedAt: ctx.clock(),
          })
          .where(eq(stores.main_id, req.mainId)),
      );
      return { data: setup };
    },

    async adminUpdateSellingRules(req) {
      const staff = requireStaff(req.staff);
      const { value, errors } = checkSelling(req.body);
      if (errors.length > 0) throw invalid(errors);
      const setup = await saveSetup(staff, req.mainId, "selling", async (tx) => {
        // One row per button and per payment mode, written whole, so a store missing one gets it.
        await tx
          .insert(buttons)
          .values(
            BUTTON_IDS.map((id) => ({
              main_id: req.mainId,
              button_id: id,
              default: id === value.default_button,
            })),
          )
          .onConflictDoUpdate({
            target: [buttons.main_id, buttons.button_id],
            set: { default: sql`excluded.default` },
          });
        const enabled = { "Pay now": value.pay_now, "Pay on delivery": value.pay_on_delivery };
        await tx
          .insert(payButtons)
          .values(
            PAYMENT_MODES.map((mode, index) => ({
              main_id: req.mainId,
              name: mode,
              enabled: enabled[mode],
              position: index + 1,
            })),
          )
          .onConflictDoUpdate({
            target: [payButtons.main_id, payButtons.name],
            set: { enabled: sql`excluded.enabled` },
          });
        await tx
          .update(stores)
          .set({
            delivery_percentage: value.delivery_percentage,
            prices_exclude_gst: value.prices_exclude_gst,
            delivery_gst_rate: value.delivery_gst_rate,
            ...(value.refund_staff_limit === undefined
              ? {}
              : { refund_staff_limit: roundToPaise(value.refund_staff_limit) }),
            ...(value.return_window_days === undefined
              ? {}
              : { return_window_days: value.return_window_days }),
            ...(value.non_returnable_categories === undefined
              ? {}
              : {
                  non_returnable_categories: [
                    ...new Set(value.non_returnable_categories.map((code) => code.trim()).filter(Boolean)),
                  ],
                }),
            metaTitle: value.store_title,
            metaDescription: value.store_description,
            updatedAt: ctx.clock(),
          })
          .where(eq(stores.main_id, req.mainId));
        await tx.delete(marquees).where(eq(marquees.main_id, req.mainId));
        if (value.marquee_lines.length > 0) {
          await tx.insert(marquees).values(
            value.marquee_lines.map((heading, index) => ({
              main_id: req.mainId,
              heading,
              position: index + 1,
            })),
          );
        }
        await tx.delete(pageMetas).where(eq(pageMetas.main_id, req.mainId));
        if (value.page_meta.length > 0) {
          await tx
            .insert(pageMetas)
            .values(value.page_meta.map((page) => ({ main_id: req.mainId, ...page })));
        }
      });
      return { data: setup };
    },
  };
}
