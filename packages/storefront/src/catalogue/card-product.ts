// What a product card needs from a product. Listing pages hand over the API's ProductSummary; the
// home's new-arrival groups come through the domain's loose normalizer (old rows may hold JSON text),
// so their records are checked here before a card trusts them.
import type { CardActionsInput } from "@henna/domain/action-buttons";
import type { PricingInput } from "@henna/domain/product-pricing";

export interface CardProduct extends PricingInput, CardActionsInput {
  product_id: number;
  title: string;
  image?: string | null;
  status?: string | null;
  category?: string | null;
}

/** A record a card can show: it has a numeric product_id and a title. */
export function isCardProduct(value: unknown): value is CardProduct {
  if (typeof value !== "object" || value === null) return false;
  const record = value as { product_id?: unknown; title?: unknown };
  return (
    typeof record.product_id === "number" &&
    Number.isSafeInteger(record.product_id) &&
    typeof record.title === "string"
  );
}
