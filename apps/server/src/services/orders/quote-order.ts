// The checkout's bill before an order exists (POST /checkout/quote): the same pricing as placing the
// order (price-order.ts: catalogue prices, coupon, delivery band, GST, advance share), read without
// claiming a key, reserving stock or writing anything, so the summary shows what the order will charge.
import { ADDRESS_NOT_FOUND } from "@henna/domain/messages";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { addresses, products, productVariations, stores } from "../../db/schema.js";
import { ApiError, notFound } from "../../http/api-error.js";
import { readActiveFreeBands, readPriceBands } from "../delivery-bands.js";
import {
  addressColumns,
  type OrderContext,
  productColumns,
  storePricing,
  storePricingColumns,
  variationColumns,
} from "./order-context.js";
import type { OrderLineRequest, PaymentMode } from "./order-types.js";
import { type PricedOrder, priceOrder } from "./price-order.js";

export interface QuoteRequest {
  mainId: string;
  userId: number;
  lines: readonly OrderLineRequest[];
  couponCode: string | null | undefined;
  /** null while no shipping address is chosen. */
  shippingAddressId: number | null;
  mode: PaymentMode;
  course: boolean;
}

export interface Quote {
  priced: PricedOrder;
  /** False when the delivery charge is not known (no address yet) or there is none (a course). */
  deliveryKnown: boolean;
}

async function readProducts(db: Db, mainId: string, ids: number[]): Promise<OrderContext["products"]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, ids)));
  const variations = await db
    .select(variationColumns)
    .from(productVariations)
    .where(and(eq(productVariations.main_id, mainId), inArray(productVariations.product_id, ids)))
    .orderBy(asc(productVariations.id));
  return rows.map((product) => ({
    product,
    variations: variations.filter((variation) => variation.product_id === product.product_id),
  }));
}

async function readStore(db: Db, mainId: string) {
  const [store] = await db.select(storePricingColumns).from(stores).where(eq(stores.main_id, mainId));
  if (!store) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");
  const free = await readActiveFreeBands(db, mainId);
  const price = await readPriceBands(db, mainId);
  return storePricing({ ...store, freeDeliveryBands: free, deliveryPriceBands: price });
}

export async function quoteOrder(db: Db, request: QuoteRequest, now: Date): Promise<Quote> {
  const ids = [...new Set(request.lines.map((line) => line.product_id))];
  const store = await readStore(db, request.mainId);
  const found = await readProducts(db, request.mainId, ids);
  let shipping: { latitude: number | null; longitude: number | null; pincode: string } | null = null;
  if (!request.course && request.shippingAddressId !== null) {
    const [address] = await db
      .select(addressColumns)
      .from(addresses)
      .where(
        and(
          eq(addresses.main_id, request.mainId),
          eq(addresses.user_id, request.userId),
          eq(addresses.id, request.shippingAddressId),
        ),
      );
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    shipping = { latitude: address.latitude, longitude: address.longitude, pincode: address.pincode };
  }
  const priced = await db.transaction((tx) =>
    priceOrder(tx, {
      mainId: request.mainId,
      kind: request.course ? "course" : "product",
      mode: request.mode,
      lines: request.lines,
      couponCode: request.couponCode,
      shipping,
      store,
      products: found,
      now,
    }),
  );
  return { priced, deliveryKnown: shipping !== null };
}
