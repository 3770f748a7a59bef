// A coupon row as the back office reads and writes it: the row keeps the spec's two offer columns
// (`percentage_offer` wins when both are set, as the shop applies it); the back office speaks of a kind
// and an amount.
import type { components } from "@henna/api";
import { couponDeletable, normalizeCouponCode } from "@henna/domain/coupon-validity";
import type { coupons } from "../../../db/schema.js";

export type AdminCoupon = components["schemas"]["AdminCoupon"];
export type CouponInput = components["schemas"]["AdminCouponInput"];
export type CouponRow = typeof coupons.$inferSelect;

const when = (value: string | null | undefined) => (value ? new Date(value) : null);

export function toAdminCoupon(row: CouponRow, ordersNamingIt: number): AdminCoupon {
  const percent = row.percentage_offer !== null && row.percentage_offer > 0;
  return {
    id: row.id,
    code: row.code,
    kind: percent ? "percent" : "flat",
    amount: Math.max(0, Number((percent ? row.percentage_offer : row.price_offer) ?? 0)),
    min_amount: Math.max(0, row.min_amount),
    usage_limit: row.usage_limit,
    used_count: Math.max(0, row.used_count),
    valid_from: row.valid_from?.toISOString() ?? null,
    valid_to: row.valid_to?.toISOString() ?? null,
    status: row.status,
    deletable: couponDeletable(row.used_count, ordersNamingIt),
  };
}

export function couponColumns(input: CouponInput) {
  return {
    code: normalizeCouponCode(input.code),
    percentage_offer: input.kind === "percent" ? input.amount : null,
    price_offer: input.kind === "flat" ? input.amount : null,
    min_amount: input.min_amount ?? 0,
    usage_limit: input.usage_limit ?? null,
    valid_from: when(input.valid_from),
    valid_to: when(input.valid_to),
    status: input.status,
  };
}

/** What the audit log keeps of a coupon: its fields, not the derived `deletable`. */
export function couponAuditView(coupon: AdminCoupon): Record<string, unknown> {
  const { deletable: _deletable, ...rest } = coupon;
  return rest;
}
