// A store's delivery bands as every reader takes them: the checkout's settings, its quote, the order's
// pricing and the back office. Each list comes in the order the checkout matches it (the nearest band
// first, ties by id), so what a page shows is the band an order is charged by.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../db/database.js";
import { deliveryPriceBands, freeDeliveryBands } from "../db/schema.js";
import { isActiveStatus } from "../db/visibility.js";

export const priceBandColumns = {
  min_kilometer: deliveryPriceBands.min_kilometer,
  max_kilometer: deliveryPriceBands.max_kilometer,
  delivery_price: deliveryPriceBands.delivery_price,
  status: deliveryPriceBands.status,
};

export const freeBandColumns = {
  min_kilometer: freeDeliveryBands.min_kilometer,
  max_kilometer: freeDeliveryBands.max_kilometer,
  freedelivery_price: freeDeliveryBands.freedelivery_price,
};

export const priceBandOrder = [asc(deliveryPriceBands.min_kilometer), asc(deliveryPriceBands.id)];
export const freeBandOrder = [asc(freeDeliveryBands.min_kilometer), asc(freeDeliveryBands.id)];

/** Every delivery-price band of the store, with its status: pricing applies the Active ones. */
export function readPriceBands(db: DbOrTransaction, mainId: string) {
  return db
    .select(priceBandColumns)
    .from(deliveryPriceBands)
    .where(eq(deliveryPriceBands.main_id, mainId))
    .orderBy(...priceBandOrder);
}

/** The store's Active free-delivery bands: an Inactive one is kept for later but gives nothing away. */
export function readActiveFreeBands(db: DbOrTransaction, mainId: string) {
  return db
    .select(freeBandColumns)
    .from(freeDeliveryBands)
    .where(and(eq(freeDeliveryBands.main_id, mainId), isActiveStatus(freeDeliveryBands.status)))
    .orderBy(...freeBandOrder);
}

/** Every free-delivery band of the store with its status, as the back office edits them. */
export function readAllFreeBands(db: DbOrTransaction, mainId: string) {
  return db
    .select({ ...freeBandColumns, status: freeDeliveryBands.status })
    .from(freeDeliveryBands)
    .where(eq(freeDeliveryBands.main_id, mainId))
    .orderBy(...freeBandOrder);
}
