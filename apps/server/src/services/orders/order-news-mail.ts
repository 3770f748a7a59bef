// The body of a short mail about one order (its status moved, a refund, a return): the greeting, the
// news, the order id and the shop's thanks, in the words `say` gives in the customer's language.
import type { MessageKey } from "@henna/domain/server-messages";
import type { OrderRow } from "./order-types.js";

export type Say = (key: MessageKey, params?: Record<string, string>) => string;

export function orderNewsMailText(say: Say, order: OrderRow, shop: string, news: string): string {
  return `${[
    say("mailHello", { name: order.user_name || say("mailThere") }),
    "",
    news,
    "",
    say("mailOrderId", { orderId: order.order_id }),
    "",
    say("mailThanksForShopping", { shop }),
  ].join("\n")}\n`;
}
