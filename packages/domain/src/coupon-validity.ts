/**
 * Whether a stored coupon can be used now (§5 coupon code, §8 'Invalid coupon', §9 Coupon), and the
 * couponData dates as shoppers in India read them.
 *
 * Decisions:
 * - Codes are matched trimmed and case-insensitively (stored upper-cased), so 'welcome10 ' finds WELCOME10.
 * - valid_from and valid_to are instants; a coupon is usable from valid_from up to and including
 *   valid_to. Either bound may be missing (open-ended).
 * - Status is read like every other §3 status: trimmed, case-insensitive 'Active'.
 * - A usage limit (when set) is reached once used_count >= usage_limit. The shopper then gets a clearer
 *   message than 'Invalid coupon'; every other problem keeps the §8 text.
 */

import { ENTER_COUPON_CODE, INVALID_COUPON } from "./messages";
import { type NumberLike, parseNumber } from "./money";

/** Non-spec message shown when a coupon has been used as often as the store allows. */
export const COUPON_LIMIT_REACHED_MESSAGE = "This coupon has reached its usage limit.";

export type CouponProblem = "blank" | "inactive" | "not-yet-valid" | "expired" | "limit-reached";

/** What the rule reads from a stored coupon. */
export interface CouponRecord {
  status?: string | null;
  valid_from?: Date | string | null;
  valid_to?: Date | string | null;
  usage_limit?: NumberLike;
  used_count?: NumberLike;
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** §5 coupon code as looked up: trimmed and upper-cased ('' when blank). */
export function normalizeCouponCode(code: string | null | undefined): string {
  return (code ?? "").trim().toUpperCase();
}

function instant(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Why a found coupon cannot be used at `now`, or null when it can. */
export function couponProblem(coupon: CouponRecord, now: Date): Exclude<CouponProblem, "blank"> | null {
  if ((coupon.status ?? "").trim().toLowerCase() !== "active") return "inactive";
  const from = instant(coupon.valid_from);
  const to = instant(coupon.valid_to);
  const at = now.getTime();
  if (from !== null && at < from) return "not-yet-valid";
  if (to !== null && at > to) return "expired";
  const limit = parseNumber(coupon.usage_limit);
  if (limit !== null && (parseNumber(coupon.used_count) ?? 0) >= limit) return "limit-reached";
  return null;
}

/** The message for a coupon problem: §5 'Please enter a coupon code', §8 'Invalid coupon', or the limit text. */
export function couponProblemMessage(problem: CouponProblem): string {
  switch (problem) {
    case "blank":
      return ENTER_COUPON_CODE;
    case "limit-reached":
      return COUPON_LIMIT_REACHED_MESSAGE;
    default:
      return INVALID_COUPON;
  }
}

/** A validity bound as the calendar date in India ('YYYY-MM-DD'), or null when there is none. */
export function couponDateText(value: Date | string | null | undefined): string | null {
  const time = instant(value);
  if (time === null) return null;
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}
