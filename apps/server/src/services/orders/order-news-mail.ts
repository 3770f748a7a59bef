// The words of a short mail or push about one order (its status moved, a refund, a return): who hears
// it and in which language, and the mail's body: the greeting, the news, the order id and the shop's
// thanks, in the words `say` gives in the customer's language.
import { type Language, type MessageKey, message, parseLanguage } from "@henna/domain/server-messages";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { stores, users } from "../../db/schema.js";
import { shopNameOf } from "./confirmation-mail.js";
import type { OrderRow } from "./order-types.js";

export type Say = (key: MessageKey, params?: Record<string, string>) => string;

/** Who hears an order's news: the account's e-mail (null once the account is gone) and its language. */
export interface OrderAudience {
  email: string | null;
  language: Language;
  /** The message `key` in the account's language. */
  say: Say;
  /** The shop's name as a mail signs it, in that language (read when a mail is written). */
  shopName(): Promise<string>;
}

export async function orderAudience(tx: Transaction, order: OrderRow): Promise<OrderAudience> {
  const [user] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  const language: Language = parseLanguage(user?.language) ?? "en";
  const say: Say = (key, params = {}) =>
    (message as (l: Language, k: MessageKey, p: object) => string)(language, key, params);
  return {
    email: user?.email ?? null,
    language,
    say,
    async shopName() {
      const [store] = await tx
        .select({ company_name: stores.company_name, orignal_logoname: stores.orignal_logoname })
        .from(stores)
        .where(eq(stores.main_id, order.main_id));
      return shopNameOf(store, language);
    },
  };
}

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
