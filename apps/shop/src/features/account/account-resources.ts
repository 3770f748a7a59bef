// The account page's reads: the caller's orders (GET /payment/{user_id}).
import type { ApiSchemas } from "@henna/api";
import { settle } from "@henna/storefront/api/api-result.ts";
import { defineResource } from "@henna/storefront/state/server-data.ts";

export type AccountOrder = ApiSchemas["Order"];

export const accountOrders = defineResource<number, AccountOrder[]>(
  "accountOrders",
  async ({ clients }, userId) => {
    const result = await settle(
      clients.store.GET("/payment/{user_id}", { params: { path: { user_id: userId } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.data };
  },
  ["Orders"],
);
