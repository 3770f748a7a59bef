// The team hears about a quote request by e-mail to the store's support address. The request is
// already stored, so a mail failure is logged and does not fail the shopper's request.
import { parseRecordList } from "@henna/domain/json-lists";
import type { AppContext } from "../../context.js";
import { loadStore } from "../content/store-row.js";

export interface QuoteForMail {
  main_id: string;
  name: string;
  mobile: string;
  email: string;
  description: string;
  cart_products: unknown[];
}

function productLines(cartProducts: unknown[]): string[] {
  return parseRecordList(cartProducts).map((line) => {
    const title = line.product_name ?? line.title ?? line.product_sku ?? line.sku ?? "a product";
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
      subject: `Quote request from ${quote.name}`,
      text: [
        `${quote.name} asked for a quote.`,
        `Mobile: ${quote.mobile}`,
        `E-mail: ${quote.email || "not given"}`,
        "",
        quote.description || "(no description)",
        ...(products.length > 0 ? ["", "Products:", ...products] : []),
      ].join("\n"),
    });
  } catch (error) {
    ctx.log.error({ err: error }, "quote request stored but the team could not be e-mailed");
  }
}
