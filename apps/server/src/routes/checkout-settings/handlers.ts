import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { pincodes } from "../../db/schema.js";
import type { Handlers } from "../../http/operation-types.js";
import { readActiveFreeBands, readPriceBands } from "../../services/delivery-bands.js";
import { publicKeyId } from "../../services/payments/payment-keys.js";
import { loadStore } from "../../services/store-row.js";
import { checkCoupon } from "./coupon-check.js";

export type CheckoutSettingsHandlers = Pick<
  Handlers,
  | "checkCoupon"
  | "listDeliveryPrices"
  | "getDeliveryPayBefore"
  | "listFreeDeliveryBands"
  | "getPaymentSettings"
  | "listPincodes"
>;

export function checkoutSettingsHandlers(ctx: AppContext): CheckoutSettingsHandlers {
  const { db } = ctx;
  return {
    async checkCoupon(req) {
      // The spec's browser sends the store id as `user_id` (§7); it names the store like a path id would.
      return checkCoupon(db, req.query.user_id ?? req.mainId, req.params.code, ctx.clock());
    },

    async listDeliveryPrices(req) {
      return { data: await readPriceBands(db, req.mainId) };
    },

    async getDeliveryPayBefore(req) {
      const store = await loadStore(db, req.mainId);
      return { help: { delivery_percentage: Math.min(100, Math.max(0, store.delivery_percentage)) } };
    },

    async listFreeDeliveryBands(req) {
      // The shop's checkout applies every band it is given (§3: they carry no status), so only Active ones.
      return { data: await readActiveFreeBands(db, req.mainId) };
    },

    async getPaymentSettings(req) {
      const store = await loadStore(db, req.mainId);
      return {
        data: {
          key_id: publicKeyId(ctx.env),
          company_name: store.company_name,
          company_color: store.company_color,
          gateway: ctx.env.paymentGateway,
        },
      };
    },

    async listPincodes(req) {
      const rows = await db
        .select({ pincode: pincodes.pincode, status: pincodes.status })
        .from(pincodes)
        .where(eq(pincodes.main_id, req.mainId))
        .orderBy(asc(pincodes.id));
      return { pincodesData: rows };
    },
  };
}
