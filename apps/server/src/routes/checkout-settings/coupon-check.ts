// GET /coupon/check/{code}: §5 'Please enter a coupon code' for a blank code, §8 'Invalid coupon' for a
// code that is unknown, of another store, inactive or outside its dates, and a clearer message once its
// usage limit is reached. The minimum amount is reported in couponData and enforced on the order.
import type { components } from "@henna/api";
import {
  couponDateText,
  couponProblem,
  couponProblemMessage,
  normalizeCouponCode,
} from "@henna/domain/coupon-validity";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { coupons, stores } from "../../db/schema.js";
import { ApiError, badRequest } from "../../http/api-error.js";

type CouponCheck = { message: string; couponData: components["schemas"]["Coupon"] };

export const COUPON_VALID_MESSAGE = "Coupon applied successfully";

export async function checkCoupon(
  db: Db,
  mainId: string,
  typedCode: string,
  now: Date,
): Promise<CouponCheck> {
  const code = normalizeCouponCode(typedCode);
  if (code === "") {
    const message = couponProblemMessage("blank");
    throw badRequest(message, [{ field: "path.code", message }]);
  }
  const [store] = await db.select({ main_id: stores.main_id }).from(stores).where(eq(stores.main_id, mainId));
  if (!store) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");

  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.main_id, mainId), eq(coupons.code, code)));
  const problem = coupon ? couponProblem(coupon, now) : "inactive";
  if (!coupon || problem !== null) {
    const kind = problem ?? "inactive";
    throw new ApiError(
      404,
      kind === "limit-reached" ? "COUPON_LIMIT_REACHED" : "INVALID_COUPON",
      couponProblemMessage(kind),
    );
  }
  return {
    message: COUPON_VALID_MESSAGE,
    couponData: {
      code: coupon.code,
      percentage_offer: coupon.percentage_offer,
      price_offer: coupon.price_offer,
      min_amount: Math.max(0, coupon.min_amount),
      valid_from: couponDateText(coupon.valid_from),
      valid_to: couponDateText(coupon.valid_to),
    },
  };
}
