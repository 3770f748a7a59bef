// The first statement of an order's transaction, which does in one round trip what took eight: it
// claims the Idempotency-Key, takes the new order's id, and reads the account, the chosen addresses,
// the store's served pincodes, office, advance share and delivery bands, and the ordered products
// with their variations. The lists come as JSON built by the database (db/json-rows.ts).
import type { DeliveryPriceBand, FreeDeliveryBand } from "@henna/domain/delivery";
import type { TaxMode } from "@henna/domain/gst";
import type { PincodeEntry } from "@henna/domain/pincode";
import { and, eq, sql } from "drizzle-orm";
import { postalAddressColumns } from "../../db/address-columns.js";
import type { Transaction } from "../../db/database.js";
import { fromJson, type JsonRow, jsonList, jsonObject } from "../../db/json-rows.js";
import { placeholderFor, preparedQuery } from "../../db/prepared-query.js";
import { productCardColumns } from "../../db/product-columns.js";
import {
  addresses,
  deliveryPriceBands,
  freeDeliveryBands,
  idempotencyKeys,
  pincodes,
  products,
  productVariations,
  stores,
  users,
} from "../../db/schema.js";
import { isActiveStatus } from "../../db/visibility.js";
import { freeBandColumns, freeBandOrder, priceBandColumns, priceBandOrder } from "../delivery-bands.js";
import { supplierState } from "./order-gst.js";

export const addressColumns = {
  ...postalAddressColumns,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
};

// What a line is priced and described by (not a product's long texts and lists).
export const productColumns = {
  ...productCardColumns,
  hsn_code: products.hsn_code,
  gst_rate: products.gst_rate,
};

export const variationColumns = {
  id: productVariations.id,
  product_id: productVariations.product_id,
  sku: productVariations.sku,
  price: productVariations.price,
  salePrice: productVariations.salePrice,
  imageUrl: productVariations.imageUrl,
  attributes: productVariations.attributes,
};

/** An address as the order's snapshot of it needs it. */
export type AddressRow = JsonRow<typeof addressColumns>;
export type PricingProduct = JsonRow<typeof productColumns>;
export type PricingVariation = JsonRow<typeof variationColumns>;

/** What pricing needs of the store. */
export interface StorePricing {
  office: { latitude: number | null; longitude: number | null };
  /** Share of a pay-on-delivery order paid in advance, in percent. */
  deliveryPercentage: number;
  /** Active free-delivery bands, in the order they are matched. */
  freeDeliveryBands: FreeDeliveryBand[];
  /** Every delivery-price band (the Active ones apply), in the order they are matched. */
  deliveryPriceBands: DeliveryPriceBand[];
  /** How the GST is worked out: store setup's choices and the store's state (as its invoices name it). */
  tax: { mode: TaxMode; deliveryGstRate: number; supplierStateCode: string | null };
}

export interface OrderContext {
  /** The claimed key's id; null when another request holds the key (the caller then re-reads it). */
  keyId: number | null;
  /** The id the new order is to be written with. */
  orderRef: number;
  account: { full_name: string; mobile: string };
  /** The caller's addresses among the billing and shipping ids (none for a course payment). */
  addresses: AddressRow[];
  servedPincodes: PincodeEntry[];
  store: StorePricing;
  /** The store's products among the ordered ids, each with its variations. */
  products: { product: PricingProduct; variations: PricingVariation[] }[];
}

export interface ContextRequest {
  mainId: string;
  userId: number;
  billingAddressId?: number | undefined;
  shippingAddressId?: number | undefined;
  productIds: number[];
  key: string;
  operation: string;
  requestHash: string;
  now: Date;
}

type ContextParams = Omit<ContextRequest, "billingAddressId" | "shippingAddressId"> & {
  billingId: number | null;
  shippingId: number | null;
};

/** The store's columns that its pricing rules are read from. */
export const storePricingColumns = {
  office_latitude: stores.office_latitude,
  office_longitude: stores.office_longitude,
  delivery_percentage: stores.delivery_percentage,
  delivery_gst_rate: stores.delivery_gst_rate,
  prices_exclude_gst: stores.prices_exclude_gst,
  gstin: stores.gstin,
  address: stores.address,
  office_address: stores.office_address,
};

type StorePricingRow = Pick<typeof stores.$inferSelect, keyof typeof storePricingColumns> & {
  freeDeliveryBands: FreeDeliveryBand[];
  deliveryPriceBands: DeliveryPriceBand[];
};

interface ContextRow extends StorePricingRow {
  keyId: number | null;
  orderRef: number;
  full_name: string;
  mobile: string;
  addresses: Record<string, unknown>[];
  servedPincodes: PincodeEntry[];
  products: { product: Record<string, unknown>; variations: Record<string, unknown>[] }[];
}

const placeholder = sql.placeholder;

const readContext = preparedQuery<ContextParams, ContextRow[]>("order_context", (db) => {
  // The key is inserted only for an existing account (its row is what the insert selects from). A
  // concurrent duplicate waits here, on the unique index, until the holder's transaction ends; it then
  // inserts nothing if the holder committed.
  const column = (name: string) => sql.identifier(name);
  const claimed = db.$with("claimed", { id: idempotencyKeys.id }).as(sql`
    insert into ${idempotencyKeys} (${column(idempotencyKeys.main_id.name)}, ${column(idempotencyKeys.user_id.name)},
      ${column(idempotencyKeys.key.name)}, ${column(idempotencyKeys.operation.name)},
      ${column(idempotencyKeys.request_hash.name)}, ${column(idempotencyKeys.createdAt.name)})
    select ${users.main_id}, ${users.user_id}, ${placeholder("key")}::text, ${placeholder("operation")}::text,
      ${placeholder("requestHash")}::text, ${placeholderFor("now", idempotencyKeys.createdAt)}::timestamptz
    from ${users}
    where ${users.main_id} = ${placeholder("mainId")} and ${users.user_id} = ${placeholder("userId")}
    on conflict do nothing
    returning ${column(idempotencyKeys.id.name)}`);
  const variations = jsonList(sql`
    select json_agg(${jsonObject(variationColumns)}) from ${productVariations}
    where ${productVariations.product_id} = ${products.product_id} and ${productVariations.main_id} = ${products.main_id}`);
  return db
    .with(claimed)
    .select({
      keyId: sql<number | null>`(select ${claimed.id} from ${claimed})`,
      orderRef: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`,
      full_name: users.full_name,
      mobile: users.mobile,
      ...storePricingColumns,
      addresses: sql<Record<string, unknown>[]>`${jsonList(sql`
        select json_agg(${jsonObject(addressColumns)}) from ${addresses}
        where ${addresses.main_id} = ${users.main_id} and ${addresses.user_id} = ${users.user_id}
          and ${addresses.id} in (${placeholder("billingId")}, ${placeholder("shippingId")})`)}`,
      servedPincodes: sql<PincodeEntry[]>`${jsonList(sql`
        select json_agg(json_build_object('pincode', ${pincodes.pincode}, 'status', ${pincodes.status}))
        from ${pincodes} where ${pincodes.main_id} = ${stores.main_id}`)}`,
      // An Inactive free-delivery band is kept for later but gives nothing away.
      freeDeliveryBands: sql<FreeDeliveryBand[]>`${jsonList(sql`
        select json_agg(${jsonObject(freeBandColumns)} order by ${sql.join(freeBandOrder, sql`, `)})
        from ${freeDeliveryBands}
        where ${freeDeliveryBands.main_id} = ${stores.main_id} and ${isActiveStatus(freeDeliveryBands.status)}`)}`,
      deliveryPriceBands: sql<DeliveryPriceBand[]>`${jsonList(sql`
        select json_agg(${jsonObject(priceBandColumns)} order by ${sql.join(priceBandOrder, sql`, `)})
        from ${deliveryPriceBands} where ${deliveryPriceBands.main_id} = ${stores.main_id}`)}`,
      products: sql<ContextRow["products"]>`${jsonList(sql`
        select json_agg(json_build_object('product', ${jsonObject(productColumns)}, 'variations', ${variations}))
        from ${products}
        where ${products.main_id} = ${users.main_id} and ${products.product_id} = any(${placeholder("productIds")})`)}`,
    })
    .from(users)
    .innerJoin(stores, eq(stores.main_id, users.main_id))
    .where(and(eq(users.main_id, placeholder("mainId")), eq(users.user_id, placeholder("userId"))));
});

/** The order's context, or null when the account no longer exists (nothing is claimed then). */
export async function readOrderContext(
  tx: Transaction,
  request: ContextRequest,
): Promise<OrderContext | null> {
  const { billingAddressId, shippingAddressId, ...rest } = request;
  const [row] = await readContext(tx, {
    ...rest,
    billingId: billingAddressId ?? null,
    shippingId: shippingAddressId ?? null,
  });
  if (!row) return null;
  return {
    keyId: row.keyId,
    orderRef: row.orderRef,
    account: { full_name: row.full_name, mobile: row.mobile },
    addresses: row.addresses.map((address) => fromJson(addressColumns, address)),
    servedPincodes: row.servedPincodes,
    store: storePricing(row),
    products: row.products.map(({ product, variations }) => ({
      product: fromJson(productColumns, product),
      variations: variations.map((variation) => fromJson(variationColumns, variation)),
    })),
  };
}

/** The store's pricing rules from its row (the order's context and the checkout's quote read the same columns). */
export function storePricing(row: StorePricingRow): StorePricing {
  return {
    office: { latitude: row.office_latitude, longitude: row.office_longitude },
    deliveryPercentage: row.delivery_percentage,
    freeDeliveryBands: row.freeDeliveryBands,
    deliveryPriceBands: row.deliveryPriceBands,
    tax: {
      mode: row.prices_exclude_gst ? "exclusive" : "inclusive",
      deliveryGstRate: row.delivery_gst_rate,
      // The supplier as invoice-counter's supplierOf names it: the address, else the office's.
      supplierStateCode:
        supplierState({ gstin: row.gstin, address: row.address || row.office_address })?.code ?? null,
    },
  };
}
