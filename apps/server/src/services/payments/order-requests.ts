// From a checked request to the order service's input. Every amount the browser sends is dropped
// here: only product ids, skus, quantities, the coupon code and the chosen addresses go through.
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/api-error.js";
import { requireSelf } from "../../http/identity.js";
import type { Handlers, OperationId, OperationRequest, RequestBody } from "../../http/operation-types.js";
import { placeOrder } from "../orders/create-order.js";
import type { OrderCreated, OrderLineRequest, OrderRequest } from "../orders/order-types.js";

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

/** What each order-creating operation places: a kind of order and how it is paid. */
const CREATING = {
  createPayNowOrder: { kind: "product", mode: "Pay now" },
  createPayOnDeliveryOrder: { kind: "product", mode: "Pay on delivery" },
  createAdmissionPayNow: { kind: "course", mode: "Pay now" },
  createAdmissionPayOnDelivery: { kind: "course", mode: "Pay on delivery" },
} as const satisfies Record<string, Pick<OrderRequest, "kind" | "mode">>;

type CreatingOperation = keyof typeof CREATING;
/** What the request itself says of the order; the caller and the operation say the rest. */
type OrderFields = Omit<OrderRequest, "mainId" | "userId" | "kind" | "mode">;

/**
 * The shared path of every order-creating call: the body's user id must be the caller's, the order is
 * placed once per Idempotency-Key, and a replayed answer is marked as such.
 */
async function placeOrderFor<K extends CreatingOperation>(
  ctx: AppContext,
  operation: K,
  req: OperationRequest<K>,
  order: OrderFields,
): Promise<OrderCreated> {
  const body = req.body as { user_id?: unknown };
  const caller = requireSelf(req.caller, body.user_id);
  const result = await placeOrder(
    ctx,
    { ...CREATING[operation], ...order, mainId: req.mainId, userId: caller.userId },
    { operation, idempotencyKey: idempotencyKey(req), body: req.body },
  );
  markReplay(req, result.replayed);
  return result.body;
}

/**
 * The handler of an order-creating operation. The contract answers each with its own created shape;
 * the order service's answer is the union of them, and the operation's mode decides which it is.
 */
export function orderCreator<K extends CreatingOperation>(
  ctx: AppContext,
  operation: K,
  order: (body: RequestBody<K>) => OrderFields,
): Handlers[K] {
  return (async (req: OperationRequest<K>) =>
    placeOrderFor(ctx, operation, req, order(req.body))) as unknown as Handlers[K];
}
