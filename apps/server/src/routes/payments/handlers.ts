import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type PaymentsHandlers = Pick<
  Handlers,
  "createPayNowOrder" | "createPayOnDeliveryOrder" | "verifyPayment" | "handlePaymentWebhook" | "sandboxPay"
>;

export function paymentsHandlers(_ctx: AppContext): Partial<PaymentsHandlers> {
  return {};
}
