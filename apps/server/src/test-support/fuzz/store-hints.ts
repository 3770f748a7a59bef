// Values from the store under test for fields the contract names, so that a good share of generated
// requests name a real store, the caller's own account, address and real products, and ids the server
// handed out earlier in the run (orders, gateway orders), and get past "not found" and "not yours" into
// the handlers' own work.
import fc from "fast-check";
import type { Hints } from "./schema-values.js";

export interface KnownValues {
  storeId: string;
  userId: number;
  email: string;
  refreshToken: string;
  addressId: number;
  productIds: number[];
  skus: string[];
  couponCodes: string[];
  googleIdToken: string;
}

/** Ids the server answered with so far; later requests reuse them (payment verification, order reads). */
export interface SeenIds {
  orderIds: string[];
  gatewayOrderIds: string[];
}

export function storeHints(known: KnownValues, seen: SeenIds): Hints {
  const store = fc.constant(known.storeId);
  const user = fc.constant(known.userId);
  const address = fc.constant(known.addressId);
  const product = oneOf(known.productIds);
  const sku = oneOf(known.skus);
  const gatewayOrder = fromPool(seen.gatewayOrderIds, "order_NotIssuedYet");
  const order = fromPool(seen.orderIds, "no-order-yet");
  const byName: Record<string, fc.Arbitrary<unknown> | undefined> = {
    storeId: store,
    main_id: store,
    mainId: store,
    shopId: store,
    "x-main-id": store,
    userId: user,
    user_id: user,
    id: fc.oneof(user, address, order),
    orderId: order,
    order_id: fc.oneof(order, gatewayOrder),
    razorpay_order_id: gatewayOrder,
    userIdOrSku: sku ? fc.oneof(user, sku) : user,
    userIdOrAddressId: fc.oneof(user, address),
    billing_address_id: address,
    shipping_address_id: address,
    productId: product,
    product_id: product,
    quantity: fc.integer({ min: 1, max: 2 }),
    sku,
    product_sku: sku,
    email: fc.constant(known.email),
    refreshToken: fc.constant(known.refreshToken),
    code: oneOf(known.couponCodes),
    idToken: fc.constant(known.googleIdToken),
    "idempotency-key": fc.uuid(),
  };
  return (name) => byName[name];
}

const oneOf = <T>(values: T[]): fc.Arbitrary<T> | undefined =>
  values.length > 0 ? fc.constantFrom(...values) : undefined;

// Read when a value is drawn, not when the arbitrary is made, so ids seen by then are candidates.
const fromPool = (pool: string[], empty: string): fc.Arbitrary<string> =>
  fc.nat().map((i) => (pool.length > 0 ? (pool[i % pool.length] ?? empty) : empty));

/** Collects the order and gateway order ids of a successful answer into `seen`. */
export function harvestIds(body: unknown, seen: SeenIds): void {
  if (Array.isArray(body)) {
    for (const item of body) harvestIds(item, seen);
    return;
  }
  if (!body || typeof body !== "object") return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string" && /^order_[A-Za-z0-9]+$/.test(value))
      remember(seen.gatewayOrderIds, value);
    else if (typeof value === "string" && (key === "order_id" || key === "receipt_id"))
      remember(seen.orderIds, value);
    else harvestIds(value, seen);
  }
}

function remember(pool: string[], value: string): void {
  if (!pool.includes(value)) pool.push(value);
}
