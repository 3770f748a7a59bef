// The tracking page's read: one of the caller's orders (GET /payment/order/{id}).
import type { ApiSchemas } from "@henna/api";
import { settle } from "@henna/storefront/api/api-result.ts";
import { defineResource } from "@henna/storefront/state/server-data.ts";

export type TrackedOrder = ApiSchemas["Order"];

export const trackedOrder = defineResource<string, TrackedOrder>(
  "trackedOrder",
  async ({ clients }, id) => {
    const result = await settle(clients.store.GET("/payment/order/{id}", { params: { path: { id } } }));
    return result.error ? { error: result.error } : { data: result.data.data };
  },
  ["Orders"],
);
