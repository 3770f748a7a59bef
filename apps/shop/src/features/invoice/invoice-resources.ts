// The invoice page's read: the GST tax invoice of one of the caller's orders.
import type { ApiSchemas } from "@henna/api";
import { settle } from "@henna/storefront/api/api-result.ts";
import { defineResource } from "@henna/storefront/state/server-data.ts";

export type TaxInvoice = ApiSchemas["TaxInvoice"];

export const orderInvoice = defineResource<string, TaxInvoice>(
  "orderInvoice",
  async ({ clients }, id) => {
    const result = await settle(
      clients.store.GET("/payment/order/{id}/invoice", { params: { path: { id } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.data };
  },
  ["Orders"],
);

export type CreditNote = ApiSchemas["CreditNote"];

export const orderCreditNotes = defineResource<string, CreditNote[]>(
  "orderCreditNotes",
  async ({ clients }, id) => {
    const result = await settle(
      clients.store.GET("/payment/order/{id}/credit-notes", { params: { path: { id } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.data };
  },
  ["Orders"],
);
