// The reads both apps share. Feature folders declare their own with defineResource.
import type { ApiSchemas } from "@henna/api";
import type { SortKey } from "@henna/domain/sorting";
import { type ApiResult, settle } from "../api/api-result";
import { defineResource } from "./server-data";

export type Product = ApiSchemas["Product"];
export type ProductSummary = ApiSchemas["ProductSummary"];
export type ServerCartItem = ApiSchemas["CartItem"];

export const PRODUCTS_PAGE_SIZE = 10;

export interface ProductsPageArgs {
  page: number;
  limit?: number;
  category?: string;
  search?: string;
  sort?: SortKey;
}

export interface ProductsPage {
  items: ProductSummary[];
  page: number;
  hasMore: boolean;
  total: number | null;
}

async function mapped<T, R>(call: Promise<ApiResult<T>>, map: (data: T) => R): Promise<ApiResult<R>> {
  const result = await call;
  return result.error ? { error: result.error } : { data: map(result.data as T) };
}

export const storeProfile = defineResource<void, ApiSchemas["StoreProfile"] | null>(
  "storeProfile",
  ({ clients, mainId }) =>
    mapped(
      settle(clients.store.GET("/register/single/{storeId}", { params: { path: { storeId: mainId } } })),
      (body) => body.users ?? null,
    ),
);

export const pageMeta = defineResource<void, ApiSchemas["PageMeta"]>("pageMeta", ({ clients, mainId }) =>
  mapped(
    settle(clients.store.GET("/meta/{main_id}", { params: { path: { main_id: mainId } } })),
    (body) => body.data,
  ),
);

export const marquee = defineResource<void, string[]>("marquee", ({ clients, mainId }) =>
  mapped(
    settle(clients.store.GET("/marquee/all/{storeId}", { params: { path: { storeId: mainId } } })),
    (body) => body.data.map((row) => row.heading).filter((heading) => heading.trim() !== ""),
  ),
);

export const buttons = defineResource<void, ApiSchemas["ButtonConfig"][]>("buttons", ({ clients, mainId }) =>
  mapped(
    settle(clients.store.GET("/button/{main_id}", { params: { path: { main_id: mainId } } })),
    (body) => body.data,
  ),
);

export const payButtons = defineResource<void, ApiSchemas["PayButtonConfig"][]>(
  "payButtons",
  ({ clients, mainId }) =>
    mapped(
      settle(clients.store.GET("/paybutton/{main_id}", { params: { path: { main_id: mainId } } })),
      (body) => body.data,
    ),
);

export const categories = defineResource<void, ApiSchemas["Category"][]>(
  "categories",
  ({ clients, mainId }) =>
    mapped(
      settle(
        clients.store.GET("/category/getdata/category/{storeId}", { params: { path: { storeId: mainId } } }),
      ),
      (body) => body.data,
    ),
);

export const help = defineResource<void, ApiSchemas["Help"] | null>("help", ({ clients, mainId }) =>
  mapped(
    settle(clients.store.GET("/help/single/{shopId}", { params: { path: { shopId: mainId } } })),
    (body) => body.help ?? null,
  ),
);

export const productsPage = defineResource<ProductsPageArgs, ProductsPage>(
  "productsPage",
  ({ clients, mainId }, args) => {
    const limit = args.limit ?? PRODUCTS_PAGE_SIZE;
    return mapped(
      settle(
        clients.store.GET("/grouped-product/search-all-products/{storeId}", {
          params: {
            path: { storeId: mainId },
            query: {
              page: args.page,
              limit,
              ...(args.category ? { category: args.category } : {}),
              ...(args.search ? { search: args.search } : {}),
              ...(args.sort ? { sort: args.sort } : {}),
            },
          },
        }),
      ),
      (body) => ({
        items: body.data,
        page: body.page ?? args.page,
        hasMore: body.hasMore ?? body.data.length >= limit,
        total: body.total ?? null,
      }),
    );
  },
);

export const product = defineResource<number, Product>("product", ({ clients }, productId) =>
  mapped(
    settle(clients.store.GET("/grouped-product/single/{productId}", { params: { path: { productId } } })),
    (body) => body.data,
  ),
);

export const pincodes = defineResource<void, ApiSchemas["Pincode"][]>("pincodes", ({ clients, mainId }) =>
  mapped(
    settle(clients.store.GET("/pincode/getall/{storeId}", { params: { path: { storeId: mainId } } })),
    (body) => body.pincodesData,
  ),
);

export const serverCart = defineResource<number, ServerCartItem[]>(
  "serverCart",
  ({ clients }, userId) =>
    mapped(
      settle(clients.store.GET("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: userId } } })),
      (body) => body.data,
    ),
  ["Cart"],
);
