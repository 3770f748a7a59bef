// The store's setup as the back office shows it, read from the rows the shop reads (stores, buttons,
// pay_buttons, marquees, page_metas), so what the owner sees is what the shop serves.
import type { components } from "@henna/api";
import { BUTTON_IDS, type ButtonId } from "@henna/domain/action-buttons";
import { isGstRate } from "@henna/domain/gst-invoice";
import { gstStateOfGstin } from "@henna/domain/gst-states";
import { paymentModeOf } from "@henna/domain/pay-buttons";
import { asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { buttons, marquees, pageMetas, payButtons, stores } from "../../../db/schema.js";
import { ApiError } from "../../../http/api-error.js";

export type StoreSetup = components["schemas"]["StoreSetupResponse"]["data"];
type StoreRow = typeof stores.$inferSelect;

export function profileOf(store: StoreRow): StoreSetup["profile"] {
  const gstin = store.gstin ?? "";
  const state = gstStateOfGstin(gstin);
  return {
    name: store.orignal_logoname || store.company_name,
    tagline: store.tag_line,
    logo: store.profilePic,
    address: store.address,
    gstin,
    gst_state: gstin && state ? { code: state.code, name: state.name } : null,
    phone: store.phone,
    email: store.email,
    help_mobile: store.mobile ?? "",
    help_whatsapp: store.whatsapp_number ?? "",
    centers: Array.isArray(store.centers) ? store.centers : [],
  };
}

type DeliveryGstRate = StoreSetup["selling"]["delivery_gst_rate"];

/** The stored delivery GST rate as the contract lists it (a rate the schedule no longer has reads as 18 %). */
function deliveryGstRateOf(stored: number): DeliveryGstRate {
  return (isGstRate(stored) ? stored : 18) as DeliveryGstRate;
}

/** The store's setup, read in the caller's transaction when there is one. */
export async function readStoreSetup(db: DbOrTransaction, mainId: string): Promise<StoreSetup> {
  const [store] = await db.select().from(stores).where(eq(stores.main_id, mainId));
  if (!store) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");
  const [buttonRows, payRows, lines, routes] = [
    await db.select().from(buttons).where(eq(buttons.main_id, mainId)).orderBy(asc(buttons.id)),
    await db.select().from(payButtons).where(eq(payButtons.main_id, mainId)),
    await db
      .select({ heading: marquees.heading })
      .from(marquees)
      .where(eq(marquees.main_id, mainId))
      .orderBy(asc(marquees.position), asc(marquees.id)),
    await db
      .select({ route: pageMetas.route, title: pageMetas.title, description: pageMetas.description })
      .from(pageMetas)
      .where(eq(pageMetas.main_id, mainId))
      .orderBy(asc(pageMetas.route)),
  ];
  const chosen = buttonRows.find((row) => row.default)?.button_id;
  const enabled = (mode: string) => payRows.some((row) => row.enabled && paymentModeOf(row.name) === mode);
  return {
    profile: profileOf(store),
    selling: {
      default_button: (chosen && BUTTON_IDS.includes(chosen) ? chosen : "addtocart") as ButtonId,
      pay_now: enabled("Pay now"),
      pay_on_delivery: enabled("Pay on delivery"),
      delivery_percentage: Math.min(100, Math.max(0, Number(store.delivery_percentage) || 0)),
      prices_exclude_gst: store.prices_exclude_gst,
      delivery_gst_rate: deliveryGstRateOf(store.delivery_gst_rate),
      refund_staff_limit: store.refund_staff_limit,
      return_window_days: store.return_window_days,
      non_returnable_categories: store.non_returnable_categories,
      marquee_lines: lines.map((line) => line.heading),
      store_title: store.metaTitle,
      store_description: store.metaDescription,
      page_meta: routes,
    },
  };
}
