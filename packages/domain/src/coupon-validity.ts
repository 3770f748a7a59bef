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

// ---------------------------------------------------------------- the back office's coupon rules
// A coupon as the back office writes it. NOT from the spec (the shop only reads coupons): the texts
// are written in its style. The server checks them on every write; the admin app runs them first.

export type CouponKind = "percent" | "flat";

export interface CouponDraft {
  code: string;
  kind: CouponKind;
  /** Percent off (up to 100) or rupees off. */
  amount: number | null | undefined;
  min_amount?: number | null | undefined;
  usage_limit?: number | null | undefined;
  valid_from?: Date | string | null | undefined;
  valid_to?: Date | string | null | undefined;
}

export const COUPON_CODE_INVALID = "Use 3 to 30 letters, digits, - or _ (no spaces).";
export const COUPON_PERCENT_INVALID = "Enter a percentage above 0 and at most 100.";
export const COUPON_FLAT_INVALID = "Enter an amount in rupees above 0.";
export const COUPON_FLAT_NOT_BELOW_MINIMUM = "The amount off must be less than the minimum order.";
export const COUPON_MINIMUM_INVALID = "Enter 0 or more rupees.";
export const COUPON_LIMIT_INVALID = "Enter a whole number of uses, 1 or more, or leave it empty.";
export const COUPON_DATES_REVERSED = "The end must be after the start.";
export const COUPON_CODE_KEPT = "A coupon that has been used keeps its code.";
export const couponLimitBelowUses = (used: number): string =>
  `It has been used ${used} ${used === 1 ? "time" : "times"} already: the limit cannot be lower.`;
export const couponCodeTaken = (code: string): string => `There is already a coupon ${code}.`;
export const couponUsedNotDeletable = (used: number): string =>
  `This coupon has been used ${used === 1 ? "once" : `${used} times`}, so it cannot be deleted: its orders name it. End it instead; it stops working at once.`;

const COUPON_CODE = /^[A-Z0-9_-]{3,30}$/;
const isPaise = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * Every problem of a coupon draft, by field. `usedCount` is how often the stored coupon has been used
 * (0 for a new one) and `storedCode` its code: once used, the code stays (orders and invoices name it)
 * and the usage limit cannot go below the uses. A flat amount must stay below a minimum order that is
 * set, so the coupon never takes a whole order to nothing.
 */
export function validateCouponDraft(
  draft: CouponDraft,
  stored: { usedCount: number; storedCode: string | null } = { usedCount: 0, storedCode: null },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const code = normalizeCouponCode(draft.code);
  if (!COUPON_CODE.test(code)) problems.code = COUPON_CODE_INVALID;
  else if (stored.usedCount > 0 && stored.storedCode !== null && code !== stored.storedCode)
    problems.code = COUPON_CODE_KEPT;

  const amount = draft.amount;
  const minimum = draft.min_amount ?? 0;
  if (!Number.isFinite(minimum) || minimum < 0 || !isPaise(minimum))
    problems.min_amount = COUPON_MINIMUM_INVALID;
  if (draft.kind === "percent") {
    if (
      amount === null ||
      amount === undefined ||
      !Number.isFinite(amount) ||
      amount <= 0 ||
      amount > 100 ||
      !isPaise(amount)
    )
      problems.amount = COUPON_PERCENT_INVALID;
  } else if (
    amount === null ||
    amount === undefined ||
    !Number.isFinite(amount) ||
    amount <= 0 ||
    !isPaise(amount)
  ) {
    problems.amount = COUPON_FLAT_INVALID;
  } else if (minimum > 0 && amount >= minimum && !problems.min_amount) {
    problems.amount = COUPON_FLAT_NOT_BELOW_MINIMUM;
  }

  const limit = draft.usage_limit;
  if (limit !== null && limit !== undefined) {
    if (!Number.isInteger(limit) || limit < 1) problems.usage_limit = COUPON_LIMIT_INVALID;
    else if (limit < stored.usedCount) problems.usage_limit = couponLimitBelowUses(stored.usedCount);
  }

  const from = instant(draft.valid_from);
  const to = instant(draft.valid_to);
  if (from !== null && to !== null && to <= from) problems.valid_to = COUPON_DATES_REVERSED;
  return problems;
}

/** A coupon may be deleted only while no order has used it; a used one is ended instead. */
export function couponDeletable(usedCount: number, ordersNamingIt: number): boolean {
  return usedCount <= 0 && ordersNamingIt <= 0;
}

/**
 * Ending a coupon: Inactive, and its end moved to `now` unless it already ended earlier, so the list
 * shows when it stopped. Its start stays, unless it had not started yet (then it ends before it began).
 */
export function endedCoupon(
  coupon: { valid_from: Date | null; valid_to: Date | null },
  now: Date,
): { status: "Inactive"; valid_from: Date | null; valid_to: Date } {
  const to = coupon.valid_to !== null && coupon.valid_to.getTime() < now.getTime() ? coupon.valid_to : now;
  const from =
    coupon.valid_from !== null && coupon.valid_from.getTime() > to.getTime() ? null : coupon.valid_from;
  return { status: "Inactive", valid_from: from, valid_to: to };
}
