import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type CatalogueHandlers = Pick<
  Handlers,
  "listNewArrivals" | "getProduct" | "searchProducts" | "listCategories"
>;

export function catalogueHandlers(_ctx: AppContext): Partial<CatalogueHandlers> {
  return {};
}
