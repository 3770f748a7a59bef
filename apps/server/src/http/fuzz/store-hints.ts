// Values from the store under test for fields the contract names, so that a good share of generated
// requests name a real store, the caller's own account and real products, and get past "not found" and
// "not yours" into the handlers' own work.
import fc from "fast-check";
import type { Hints } from "./schema-values.js";

export interface KnownValues {
  storeId: string;
  userId: number;
  email: string;
  refreshToken: string;
  productIds: number[];
  skus: string[];
  couponCodes: string[];
  googleIdToken: string;
}

export function storeHints(known: KnownValues): Hints {
  const store = fc.constant(known.storeId);
  const user = fc.constant(known.userId);
  const product = oneOf(known.productIds);
  const sku = oneOf(known.skus);
  const byName: Record<string, fc.Arbitrary<unknown> | undefined> = {
    storeId: store,
    main_id: store,
    mainId: store,
    shopId: store,
    "x-main-id": store,
    userId: user,
    user_id: user,
    id: fc.constantFrom(known.userId, 1),
    userIdOrSku: sku ? fc.oneof(user, sku) : user,
    userIdOrAddressId: fc.constantFrom(known.userId, 1),
    productId: product,
    product_id: product,
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
