import type { Env } from "../../config/env.js";

/** The public key id the sandbox checkout dialog is opened with (not a secret; it unlocks nothing). */
export const SANDBOX_KEY_ID = "rzp_test_sandbox";

/** The key id the browser's checkout widget needs; the secret never leaves the server (design §3). */
export function publicKeyId(env: Env): string {
  return env.paymentGateway === "razorpay" && env.razorpay ? env.razorpay.keyId : SANDBOX_KEY_ID;
}
