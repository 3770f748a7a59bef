// Pay on delivery with an advance share (spec §4 Payment method, §9 advance formula).
//
// advance = Math.round(total * percentage / 100): whole rupees, halves round up. It is computed on
// integer paise so 105 at 10% is exactly 10.5 → 11, never 10.499… → 10. The advance never exceeds the
// total (100% of 999.60 is 999.60, not 1000), so remaining is never negative.
// remaining = total - advance, in rupees with paise.
// The percentage comes from GET /deliverypaybefore (help.delivery_percentage) and may be text; missing,
// non-numeric or 0 means no advance: the order is placed directly without an online payment. It is
// clamped to 0..100. A negative or non-numeric total counts as 0.
import { fromPaise, type NumberLike, parseNumber, toPaise } from "./money";

export interface PayOnDeliverySplit {
  /** Percentage actually applied, 0..100. */
  percentage: number;
  /** Rupees paid online before the order is placed. */
  advance: number;
  /** Rupees due on delivery. */
  remaining: number;
  /** True when there is no advance to pay online, so the order is placed directly. */
  placeDirectly: boolean;
}

/** §9 pay on delivery: advance = Math.round(total * percentage / 100), remaining = total - advance; no/zero percentage → advance 0, placed directly. */
export function payOnDeliverySplit(total: NumberLike, percentage: NumberLike): PayOnDeliverySplit {
  const totalPaise = Math.max(0, toPaise(total));
  const pct = Math.min(100, Math.max(0, parseNumber(percentage) ?? 0));
  const advancePaise = Math.min(totalPaise, Math.round((totalPaise * pct) / 10_000) * 100);
  return {
    percentage: pct,
    advance: fromPaise(advancePaise),
    remaining: fromPaise(totalPaise - advancePaise),
    placeDirectly: advancePaise === 0,
  };
}
