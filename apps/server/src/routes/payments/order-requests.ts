// From a checked request to the order service's input. Every amount the browser sends is dropped
// here: only product ids, skus, quantities, the coupon code and the chosen addresses go through.
import { badRequest } from "../../http/api-error.js";
import type { OperationId, OperationRequest } from "../../http/operation-types.js";
import type { OrderLineRequest } from "../../services/orders/order-types.js";

/** The Idempotency-Key header (the contract requires it and checks its shape). */
export function idempotencyKey(req: { headers: OperationRequest<OperationId>["headers"] }): string {
  const key = req.headers["idempotency-key"];
  if (typeof key !== "string" || key.trim() === "") {
    throw badRequest("An Idempotency-Key header is required.", [
      { field: "headers.idempotency-key", message: "required" },
    ]);
  }
  return key.trim();
}

export function orderLines(
  products: readonly { product_id: number; sku?: string; quantity: number }[],
): OrderLineRequest[] {
  return products.map((line) => ({ product_id: line.product_id, sku: line.sku, quantity: line.quantity }));
}

/** Marks an answer that repeats an earlier call with the same key. */
export function markReplay(req: { reply: OperationRequest<OperationId>["reply"] }, replayed: boolean): void {
  if (replayed) req.reply.header("idempotent-replayed", "true");
}
