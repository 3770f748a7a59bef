// Razorpay's signatures: lower-case hex HMAC-SHA256. Compared in constant time so a caller cannot learn
// a valid signature byte by byte from response times.
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Checkout signature payload: order id, a pipe, payment id. */
export function paymentSignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
}

/** True when `given` is exactly the expected hex digest (length and bytes), compared in constant time. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, "utf8");
  const actual = Buffer.from(given.trim().toLowerCase(), "utf8");
  if (actual.length !== expected.length) {
    // Still spend the same work, so a wrong length is not faster to reject.
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, actual);
}
