// My Account's return calls: an order's returns (what can be returned, the requests so far), a new
// request, and a photo for it (the server's picture pipeline).
import type { ApiSchemas } from "@henna/api";
import { type ApiResult, settle } from "@henna/storefront/api/api-result.ts";
import type { Services } from "@henna/storefront/api/browser-clients.ts";

export type OrderReturns = ApiSchemas["OrderReturns"];
export type ReturnRequestBody = ApiSchemas["ReturnRequestBody"];
export type ReturnReason = ApiSchemas["ReturnReason"];

export async function loadOrderReturns(
  services: Services,
  orderId: string,
): Promise<ApiResult<OrderReturns>> {
  const result = await settle(
    services.clients.store.GET("/payment/order/{id}/returns", { params: { path: { id: orderId } } }),
  );
  return result.error ? result : { data: result.data.data };
}

export async function sendReturn(
  services: Services,
  orderId: string,
  body: ReturnRequestBody,
): Promise<ApiResult<unknown>> {
  return settle(
    services.clients.store.POST("/payment/order/{id}/returns", { params: { path: { id: orderId } }, body }),
  );
}

export async function uploadReturnPhoto(services: Services, file: File): Promise<ApiResult<string>> {
  const result = await settle(
    services.clients.store.POST("/payment/returns/photos", {
      body: file as unknown as string,
      // The file goes as it is: its bytes are the body.
      bodySerializer: (body: unknown) => body as Blob,
      headers: { "content-type": "application/octet-stream" },
    }),
  );
  return result.error ? result : { data: result.data.data.url };
}
