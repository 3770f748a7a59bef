// What the customer is told about a return: an e-mail and a push notice in the account's language,
// written to the outbox in the transaction that moves the request.
import type { Transaction } from "../../db/database.js";
import { orderAudience, orderNewsMailText } from "../orders/order-news-mail.js";
import type { OrderRow } from "../orders/order-types.js";
import { enqueueMail, enqueuePush } from "../outbox/enqueue.js";

export type ReturnNews =
  | { key: "returnRequestedMail" }
  | { key: "returnApprovedMail"; note: string }
  | { key: "returnRejectedMail"; reason: string }
  | { key: "returnReceivedMail" };

export async function queueReturnMessages(tx: Transaction, order: OrderRow, news: ReturnNews): Promise<void> {
  const { email, say, shopName } = await orderAudience(tx, order);
  const shop = await shopName();
  const text = say(news.key, { ...news, orderId: order.order_id });
  await enqueuePush(tx, order.main_id, order.user_id, {
    title: say("returnMailSubject", { shop, orderId: order.order_id }),
    body: text,
    data: { order_id: order.order_id },
  });
  if (!email) return;
  await enqueueMail(tx, order.main_id, {
    to: email,
    subject: say("returnMailSubject", { shop, orderId: order.order_id }),
    text: orderNewsMailText(say, order, shop, text),
  });
}
