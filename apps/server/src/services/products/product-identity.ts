// What names a product in every shape the API gives it (the shop's summary and page, the back
// office's form), first in each and in this order, so the shapes cannot drift apart.
import type { products } from "../../db/schema.js";

type IdentityRow = Pick<
  typeof products.$inferSelect,
  "product_id" | "title" | "sku" | "product_type" | "image"
>;

export function productIdentity(row: IdentityRow) {
  return {
    product_id: row.product_id,
    title: row.title,
    sku: row.sku,
    product_type: row.product_type,
    image: row.image,
  };
}
