// Our own order and receipt ids: a prefix, the order's date in India and random letters and digits, so
// ids are unguessable, readable on the phone and unique without a round trip to the database.
import { randomAlphanumeric } from "../payments/sandbox.js";

const IST_OFFSET_MS = 330 * 60 * 1000;

function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
}

/** e.g. ORD20261124K3M9Q2XA7B */
export function newOrderId(now: Date): string {
  return `ORD${istDate(now)}${randomAlphanumeric(10).toUpperCase()}`;
}

/** e.g. RCPT20261124P8D2L5WQ1Z (Razorpay keeps it with the gateway order; at most 40 characters). */
export function newReceiptId(now: Date): string {
  return `RCPT${istDate(now)}${randomAlphanumeric(10).toUpperCase()}`;
}
