// The reads the checkout needs (spec §7): the office and the delivery bands for the delivery charge,
// the advance share of pay on delivery, the applied coupon, the caller's contact record. A course is
// paid against the admission record the form reads (admission/admission-record); the payment methods
// and pincodes are shared reads (state/resources).
import type { ApiSchemas } from "@henna/api";
import { type ApiResult, settle } from "../api/api-result";
import { defineResource } from "../state/server-data";

async function mapped<T, R>(call: Promise<ApiResult<T>>, map: (data: T) => R): Promise<ApiResult<R>> {
  const result = await call;
  return result.error ? { error: result.error } : { data: map(result.data as T) };
}

/** GET /register/officesingle/{storeId}: where deliveries start (distance for §9). */
export const officeLocation = defineResource<void, ApiSchemas["OfficeLocation"] | null>(
  "officeLocation",
  ({ clients, mainId }) =>
    mapped(
      settle(
        clients.store.GET("/register/officesingle/{storeId}", { params: { path: { storeId: mainId } } }),
      ),
      (body) => body.users ?? null,
    ),
);

export interface DeliveryBands {
  price: ApiSchemas["DeliveryPriceBand"][];
  free: ApiSchemas["FreeDeliveryBand"][];
}

/** GET /delivery-price/{storeId} and GET /freedelivery/{storeId}, read together. */
export const deliveryBands = defineResource<void, DeliveryBands>(
  "deliveryBands",
  async ({ clients, mainId }) => {
    const params = { params: { path: { storeId: mainId } } };
    const [price, free] = await Promise.all([
      settle(clients.store.GET("/delivery-price/{storeId}", params)),
      settle(clients.store.GET("/freedelivery/{storeId}", params)),
    ]);
    if (price.error) return { error: price.error };
    if (free.error) return { error: free.error };
    return { data: { price: price.data.data, free: free.data.data } };
  },
);

/** GET /deliverypaybefore/single/{storeId}: the share of a pay-on-delivery total paid online first. */
export const advancePercentage = defineResource<void, number>("advancePercentage", ({ clients, mainId }) =>
  mapped(
    settle(
      clients.store.GET("/deliverypaybefore/single/{storeId}", { params: { path: { storeId: mainId } } }),
    ),
    (body) => body.help.delivery_percentage,
  ),
);

/** GET /coupon/check/{code}: the couponData of the coupon the cart applied. */
export const couponCheck = defineResource<string, ApiSchemas["Coupon"]>(
  "couponCheck",
  ({ clients, mainId }, code) =>
    mapped(
      settle(
        clients.store.GET("/coupon/check/{code}", { params: { path: { code }, query: { user_id: mainId } } }),
      ),
      (body) => body.couponData,
    ),
);

/** GET /registeruser/single/{userId}: the caller's mobile and GST number as the server has them. */
export const contactRecord = defineResource<number, ApiSchemas["User"]>(
  "contactRecord",
  ({ clients }, userId) =>
    mapped(
      settle(clients.store.GET("/registeruser/single/{userId}", { params: { path: { userId } } })),
      (body) => body.user,
    ),
  ["Profile"],
);

export type CheckoutQuoteInput = ApiSchemas["CheckoutQuoteRequest"];

/**
 * POST /checkout/quote: the bill as the server will charge the order, with its GST (each product's
 * rate, the delivery charge's, CGST + SGST or IGST; added on top when the store prices without GST).
 * Read on every change of lines, coupon, shipping address and payment method; it writes nothing.
 */
export const checkoutQuote = defineResource<CheckoutQuoteInput, ApiSchemas["CheckoutQuote"]>(
  "checkoutQuote",
  ({ clients }, body) =>
    mapped(settle(clients.store.POST("/checkout/quote", { body })), (answer) => answer.data),
);
