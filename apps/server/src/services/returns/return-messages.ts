// What the customer is told about a return: an e-mail and a push notice in the account's language,
// written to the outbox in the transaction that moves the request.
import { type Language, type MessageKey, message, parseLanguage } from "@henna/domain/server-messages";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { stores, users } from "../../db/schema.js";
import { shopNameOf } from "../orders/confirmation-mail.js";
import { orderNewsMailText } from "../orders/order-news-mail.js";
import type { OrderRow } from "../orders/order-types.js";
import { enqueueMail, enqueuePush } from "../outbox/enqueue.js";

export type ReturnNews =
  | { key: "returnRequestedMail" }
  | { key: "returnApprovedMail"; note: string }
  | { key: "returnRejectedMail"; reason: string }
  | { key: "returnReceivedMail" };

export async function queueReturnMessages(tx: Transaction, order: OrderRow, news: ReturnNews): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  const language: Language = parseLanguage(user?.language) ?? "en";
  const say = (key: MessageKey, params: Record<string, string> = {}) =>
    (message as (l: Language, k: MessageKey, p: object) => string)(language, key, params);
  const [store] = await tx
    .select({ company_name: stores.company_name, orignal_logoname: stores.orignal_logoname })
    .from(stores)
    .where(eq(stores.main_id, order.main_id));
  const shop = shopNameOf(store, language);
  const text = say(news.key, { ...news, orderId: order.order_id });
  await enqueuePush(tx, order.main_id, order.user_id, {
    title: say("returnMailSubject", { shop, orderId: order.order_id }),
    body: text,
    data: { order_id: order.order_id },
  });
  if (!user) return;
  await enqueueMail(tx, order.main_id, {
    to: user.email,
    subject: say("returnMailSubject", { shop, orderId: order.order_id }),
    text: orderNewsMailText(say, order, shop, text),
  });
}
