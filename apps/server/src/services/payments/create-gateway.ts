// Picks the gateway PAYMENT_GATEWAY names. The sandbox uses the sandbox key secret for both checkout and
// webhook signatures; Razorpay uses its key secret and its separate webhook secret.
import type { Env } from "../../config/env.js";
import type { Secrets } from "../../config/secrets.js";
import type { Db } from "../../db/database.js";
import type { PaymentGateway } from "./gateway.js";
import { createRazorpayGateway } from "./razorpay.js";
import { createSandboxGateway, memoryRefundBook } from "./sandbox.js";
import { databaseRefundBook } from "./sandbox-refund-book.js";

export function createPaymentGateway(
  env: Env,
  secrets: Secrets,
  fetchImpl?: typeof fetch,
  db?: Db,
): PaymentGateway {
  if (env.paymentGateway === "razorpay") {
    if (!env.razorpay) throw new Error("PAYMENT_GATEWAY=razorpay needs the Razorpay keys");
    return createRazorpayGateway(env.razorpay, fetchImpl ?? fetch);
  }
  // The sandbox keeps its refunds in the store's database, where they outlive a crash of ours.
  return createSandboxGateway(secrets.sandboxKeySecret, db ? databaseRefundBook(db) : memoryRefundBook());
}
