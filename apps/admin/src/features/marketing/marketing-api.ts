// The four home-page lists the marketing screen edits, each with its calls. Forms call create and
// update themselves (their bodies differ); the list's reads, reorder and delete are shared.
import type { components, StoreClient } from "@henna/api";

type Schemas = components["schemas"];
export type Slide = Schemas["AdminSlider"];
export type Offer = Schemas["AdminOffer"];
export type ArrivalGroup = Schemas["AdminArrivalGroup"];
export type ShopCategory = Schemas["AdminShopCategory"];
export type MarketingItem = Slide | Offer | ArrivalGroup | ShopCategory;

/** Each list's key (its address, ?tab=) and the item it holds. */
export interface SectionItems {
  sliders: Slide;
  offers: Offer;
  "new-arrivals": ArrivalGroup;
  categories: ShopCategory;
}
export type SectionKey = keyof SectionItems;

type Answer<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

export interface SectionCalls<Item> {
  list(): Answer<{ data: Item[] }>;
  reorder(ids: number[]): Answer<{ data: Item[] }>;
  remove(id: number): Answer<{ success: true; message: string }>;
}

export function sectionCalls(client: StoreClient, key: SectionKey): SectionCalls<MarketingItem> {
  const item = (itemId: number) => ({ params: { path: { itemId } } });
  switch (key) {
    case "sliders":
      return {
        list: () => client.GET("/admin/marketing/sliders"),
        reorder: (ids) => client.POST("/admin/marketing/sliders/reorder", { body: { ids } }),
        remove: (id) => client.DELETE("/admin/marketing/sliders/{itemId}", item(id)),
      };
    case "offers":
      return {
        list: () => client.GET("/admin/marketing/offers"),
        reorder: (ids) => client.POST("/admin/marketing/offers/reorder", { body: { ids } }),
        remove: (id) => client.DELETE("/admin/marketing/offers/{itemId}", item(id)),
      };
    case "new-arrivals":
      return {
        list: () => client.GET("/admin/marketing/new-arrivals"),
        reorder: (ids) => client.POST("/admin/marketing/new-arrivals/reorder", { body: { ids } }),
        remove: (id) => client.DELETE("/admin/marketing/new-arrivals/{itemId}", item(id)),
      };
    case "categories":
      return {
        list: () => client.GET("/admin/marketing/categories"),
        reorder: (ids) => client.POST("/admin/marketing/categories/reorder", { body: { ids } }),
        remove: (id) => client.DELETE("/admin/marketing/categories/{itemId}", item(id)),
      };
  }
}

/** What a row of each list is called (its title), for headings, buttons and announcements. */
export function itemName(item: MarketingItem): string {
  if ("slider_name" in item) return item.slider_name;
  if ("title" in item) return item.title;
  if ("category_name" in item) return item.category_name;
  return item.name;
}

export function itemPicture(item: MarketingItem): string {
  if ("image" in item) return item.image;
  if ("icon" in item) return item.icon;
  return "";
}
