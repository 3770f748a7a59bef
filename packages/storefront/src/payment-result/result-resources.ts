// The reads of the payment result pages (spec §7): one order, one admission payment.
import type { ApiSchemas } from "@henna/api";
import { type ApiResult, settle } from "../api/api-result";
import { defineResource } from "../state/server-data";

export type Order = ApiSchemas["Order"];
export type AdmissionPayment = ApiSchemas["AdmissionPayment"];

async function dataOf<T>(call: Promise<ApiResult<{ data: T }>>): Promise<ApiResult<T>> {
  const result = await call;
  return result.error ? { error: result.error } : { data: result.data.data };
}

/** GET /payment/order/{id}. */
export const paidOrder = defineResource<string, Order>(
  "paidOrder",
  ({ clients }, id) => dataOf(settle(clients.store.GET("/payment/order/{id}", { params: { path: { id } } }))),
  ["Orders"],
);

/** GET /admission-pay/single/{id} (the receipt id, or the order id). */
export const admissionPayment = defineResource<string, AdmissionPayment>(
  "admissionPayment",
  ({ clients }, id) =>
    dataOf(settle(clients.store.GET("/admission-pay/single/{id}", { params: { path: { id } } }))),
  ["Admission"],
);
