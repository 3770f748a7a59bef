// The home page's own server reads (spec §7): slider, new-arrival groups and offers.
import type { ApiSchemas } from "@henna/api";
import { normalizeNewArrivalGroup } from "@henna/domain/json-lists";
import { type ApiResult, settle } from "@henna/storefront/api/api-result.ts";
import { type CardProduct, isCardProduct } from "@henna/storefront/catalogue/card-product.ts";
import { defineResource } from "@henna/storefront/state/server-data.ts";

export type Slide = ApiSchemas["Slider"];
export type Offer = ApiSchemas["Offer"];

/** A new-arrival group with its products checked for what a card needs. */
export interface ArrivalGroup {
  category_name: string;
  description: string;
  products: CardProduct[];
}

function mapped<T, R>(result: ApiResult<T>, map: (data: T) => R): ApiResult<R> {
  return result.error ? { error: result.error } : { data: map(result.data) };
}

export const slides = defineResource<void, Slide[]>("homeSlides", async ({ clients, mainId }) =>
  mapped(
    await settle(clients.store.GET("/slider/all/{storeId}", { params: { path: { storeId: mainId } } })),
    (body) => body.data,
  ),
);

export const newArrivals = defineResource<void, ArrivalGroup[]>(
  "homeNewArrivals",
  async ({ clients, mainId }) =>
    mapped(
      await settle(clients.store.GET("/newarrival/all/{storeId}", { params: { path: { storeId: mainId } } })),
      // Old rows may hold the product list as JSON text (spec §3); the normalizer parses it.
      (body) =>
        body.data.map((raw) => {
          const group = normalizeNewArrivalGroup(raw);
          return {
            category_name: group.category_name,
            description: group.description,
            products: group.product.flatMap((item) => (isCardProduct(item) ? [item] : [])),
          };
        }),
    ),
);

export const offers = defineResource<void, Offer[]>("homeOffers", async ({ clients, mainId }) =>
  mapped(
    await settle(clients.store.GET("/offer/all/{storeId}", { params: { path: { storeId: mainId } } })),
    (body) => body.data,
  ),
);
