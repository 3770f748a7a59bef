// The team hears about a quote request by e-mail to the store's support address. The request is
// already stored, so a mail failure is logged and does not fail the shopper's request.
import { parseRecordList } from "@henna/domain/json-lists";
import { type Language, type MessageKey, message } from "@henna/domain/server-messages";
import type { AppContext } from "../../context.js";
import { loadStore } from "../../services/store-row.js";

export interface QuoteForMail {
  main_id: string;
  name: string;
  mobile: string;
  email: string;
  description: string;
  cart_products: unknown[];
}

// The team's own language: the back office and its mails are English (the texts are the catalogue's,
// so a Hindi team mail is one argument away).
const TEAM_LANGUAGE: Language = "en";
const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
  (message as (l: Language, k: MessageKey, p: object) => string)(TEAM_LANGUAGE, key, params);

function productLines(cartProducts: unknown[]): string[] {
  return parseRecordList(cartProducts).map((line) => {
    const title = line.product_name ?? line.title ?? line.product_sku ?? line.sku ?? say("quoteAProduct");
    const quantity = line.quantity ?? 1;
    return `- ${String(title)} x ${String(quantity)}`;
  });
}

export async function notifyQuote(ctx: AppContext, quote: QuoteForMail): Promise<void> {
  try {
    const store = await loadStore(ctx.db, quote.main_id);
    if (store.email.trim() === "") return;
    const products = productLines(quote.cart_products);
    await ctx.mailer.send(quote.main_id, {
      to: store.email,
      subject: say("quoteSubject", { name: quote.name }),
      text: [
        say("quoteAsked", { name: quote.name }),
        say("quoteMobile", { mobile: quote.mobile }),
        say("quoteEmail", { email: quote.email || say("quoteEmailNotGiven") }),
        "",
        quote.description || say("quoteNoDescription"),
        ...(products.length > 0 ? ["", say("quoteProducts"), ...products] : []),
      ].join("\n"),
    });
  } catch (error) {
    ctx.log.error({ err: error }, "quote request stored but the team could not be e-mailed");
  }
}
