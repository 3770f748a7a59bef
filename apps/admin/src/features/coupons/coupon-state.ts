// What a coupon's row says about it now, from the domain's rule the checkout itself applies.
import { couponProblem } from "@henna/domain/coupon-validity";
import type { Coupon } from "./coupon-form";

export type CouponState = "Active" | "Inactive" | "Expired" | "Scheduled" | "Used up";

export function couponState(coupon: Coupon, now: Date): CouponState {
  switch (couponProblem(coupon, now)) {
    case null:
      return "Active";
    case "inactive":
      return "Inactive";
    case "expired":
      return "Expired";
    case "not-yet-valid":
      return "Scheduled";
    case "limit-reached":
      return "Used up";
  }
}

export function stateTone(state: CouponState): "good" | "warn" | undefined {
  if (state === "Active") return "good";
  return state === "Scheduled" ? "warn" : undefined;
}
