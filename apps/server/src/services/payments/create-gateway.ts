// Picks the gateway PAYMENT_GATEWAY names. The sandbox uses the sandbox key secret for both checkout and
// webhook signatures; Razorpay uses its key secret and its separate webhook secret.
import type { Env } from "../../config/env.js";
import type { Secrets } from "../../config/secrets.js";
import type { PaymentGateway } from "./gateway.js";
import { createRazorpayGateway } from "./razorpay.js";
import { createSandboxGateway } from "./sandbox.js";

export function createPaymentGateway(env: Env, secrets: Secrets, fetchImpl?: typeof fetch): PaymentGateway {
  if (env.paymentGateway === "razorpay") {
    if (!env.razorpay) throw new Error("PAYMENT_GATEWAY=razorpay needs the Razorpay keys");
    return createRazorpayGateway(env.razorpay, fetchImpl ?? fetch);
  }
  return createSandboxGateway(secrets.sandboxKeySecret);
}
