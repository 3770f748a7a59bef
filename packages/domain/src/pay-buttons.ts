/**
 * The payment methods a store offers at checkout (§3 Pay button config, §4 "Payment method: Pay now or
 * Pay on delivery (initial Pay now)").
 *
 * Decisions:
 * - A store keeps one row per method with a name, an enabled flag and a position. Names are matched
 *   trimmed and case-insensitively; unknown names and repeats are dropped.
 * - Only enabled methods are offered, in position order.
 * - The initial choice is Pay now when it is offered, else the first method offered.
 */

import { type NumberLike, parseNumber } from "./money";

export const PAYMENT_MODES = ["Pay now", "Pay on delivery"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Stable ids of the methods, as the API names them. */
export const PAY_BUTTON_IDS = { "Pay now": "paynow", "Pay on delivery": "paydelivery" } as const;
export type PayButtonId = (typeof PAY_BUTTON_IDS)[PaymentMode];

/** A stored pay button row. */
export interface StoredPayButton {
  name?: string | null;
  enabled?: boolean | null;
  position?: NumberLike;
}

/** What the checkout reads: which method, and whether it is the initial choice. */
export interface PayButtonConfig {
  button_id: PayButtonId;
  payment_mode: PaymentMode;
  default: boolean;
}

/** §3 payment method name: the canonical mode for a stored name, or null when it is not one. */
export function paymentModeOf(name: string | null | undefined): PaymentMode | null {
  const wanted = (name ?? "").trim().toLowerCase();
  return PAYMENT_MODES.find((mode) => mode.toLowerCase() === wanted) ?? null;
}

/** §4 payment methods offered, in position order, with the initial choice flagged (Pay now first). */
export function payButtonConfigs(rows: readonly StoredPayButton[]): PayButtonConfig[] {
  const rank = (row: StoredPayButton) => parseNumber(row.position) ?? Number.POSITIVE_INFINITY;
  const ordered = rows
    .filter((row) => row.enabled === true)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index);
  const modes: PaymentMode[] = [];
  for (const { row } of ordered) {
    const mode = paymentModeOf(row.name);
    if (mode && !modes.includes(mode)) modes.push(mode);
  }
  const initial = modes.includes("Pay now") ? "Pay now" : modes[0];
  return modes.map((mode) => ({
    button_id: PAY_BUTTON_IDS[mode],
    payment_mode: mode,
    default: mode === initial,
  }));
}
