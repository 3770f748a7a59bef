// What the customer is told about a refund: a push notice and an e-mail, in the account's language,
// written to the outbox in the transaction that makes or settles the refund.
import {
  formatRupeesIn,
  type Language,
  type MessageKey,
  message,
  parseLanguage,
} from "@henna/domain/server-messages";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { stores, users } from "../../db/schema.js";
import { shopNameOf } from "../orders/confirmation-mail.js";
import { orderNewsMailText } from "../orders/order-news-mail.js";
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
  const [user] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  const language: Language = parseLanguage(user?.language) ?? "en";
  const say = (key: MessageKey, params: Record<string, string> = {}) =>
    (message as (l: Language, k: MessageKey, p: object) => string)(language, key, params);
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
  if (!user) return;
  const [store] = await tx
    .select({ company_name: stores.company_name, orignal_logoname: stores.orignal_logoname })
    .from(stores)
    .where(eq(stores.main_id, order.main_id));
  const shop = shopNameOf(store, language);
  await enqueueMail(tx, order.main_id, {
    to: user.email,
    subject: say("refundMailSubject", { shop, orderId: order.order_id }),
    text: orderNewsMailText(say, order, shop, news),
  });
}
