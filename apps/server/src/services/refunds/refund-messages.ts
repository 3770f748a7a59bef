// What the customer is told about a refund: a push notice and an e-mail, in the account's language,
// written to the outbox in the transaction that makes or settles the refund.
import { formatRupeesIn, type MessageKey } from "@henna/domain/server-messages";
import type { Transaction } from "../../db/database.js";
import { orderAudience, orderNewsMailText } from "../orders/order-news-mail.js";
import type { OrderRow } from "../orders/order-types.js";
import { enqueueMail, enqueuePush } from "../outbox/enqueue.js";
import type { RefundRow } from "./refund-facts.js";

function newsOf(refund: RefundRow): MessageKey {
  if (refund.state === "failed") return "refundFailed";
  if (refund.method === "manual") return "refundPaidByHand";
  return refund.state === "processed" ? "refundProcessed" : "refundInitiated";
}

export async function queueRefundMessages(
  tx: Transaction,
  order: OrderRow,
  refund: RefundRow,
): Promise<void> {
  const { email, language, say, shopName } = await orderAudience(tx, order);
  const amount = formatRupeesIn(language, refund.amount);
  const news = say(newsOf(refund), {
    amount,
    channel: say(refund.manual_channel === "upi" ? "refundChannelUpi" : "refundChannelBank"),
    reference: refund.manual_reference ?? "",
  });
  await enqueuePush(tx, order.main_id, order.user_id, {
    title: say("refundPushTitle", { orderId: order.order_id, amount }),
    body: news,
    data: { order_id: order.order_id, refund_state: refund.state },
  });
  if (!email) return;
  const shop = await shopName();
  await enqueueMail(tx, order.main_id, {
    to: email,
    subject: say("refundMailSubject", { shop, orderId: order.order_id }),
    text: orderNewsMailText(say, order, shop, news),
  });
}
