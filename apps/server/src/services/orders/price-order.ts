// Prices an order from what the server knows: catalogue prices (the variation's for a Variable
// Product), the coupon as stored, the delivery band for the distance from the office to the shipping
// address, the fixed tax line and the store's advance share. Nothing the browser sends is a price.
import { buildCartLine } from "@henna/domain/cart";
import { couponProblem, couponProblemMessage, normalizeCouponCode } from "@henna/domain/coupon-validity";
import { deliveryCharge } from "@henna/domain/delivery";
import {
  couponMinimumMessage,
  meetsCouponMinimum,
  type OrderTotals,
  orderTotals,
  priceLine,
} from "@henna/domain/order-pricing";
import { payOnDeliverySplit } from "@henna/domain/pay-on-delivery";
import { isVariableProduct } from "@henna/domain/product-pricing";
import { isActive, isCourse } from "@henna/domain/visibility";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import {
  coupons,
  deliveryPriceBands,
  freeDeliveryBands,
  products,
  productVariations,
  stores,
} from "../../db/schema.js";
import { ApiError, badRequest, conflict } from "../../http/api-error.js";
import type { OrderKind, OrderLineRequest, PaymentMode } from "./order-types.js";

export interface PricedOrderLine {
  product_id: number;
  variation_id: number | null;
  sku: string;
  title: string;
  image: string;
  quantity: number;
  unit_price: number;
  sale_price: number;
  line_total: number;
  hsn_code: string | null;
  gst_rate: number;
  delivery_days: number;
  variation_attributes: Record<string, string> | null;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  coupon: { id: number; code: string } | null;
  totals: OrderTotals;
  advance: number;
  remaining: number;
}

export const PRODUCT_NOT_FOUND = "Product not found";

/** Same product and sku twice in one request count as one line with both quantities. */
function mergeLines(lines: readonly OrderLineRequest[]): OrderLineRequest[] {
  const merged = new Map<string, OrderLineRequest>();
  for (const line of lines) {
    const key = `${line.product_id}\u0000${line.sku?.trim() ?? ""}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

async function priceLines(
  tx: Transaction,
  mainId: string,
  kind: OrderKind,
  requested: readonly OrderLineRequest[],
): Promise<PricedOrderLine[]> {
  const lines = mergeLines(requested);
  const ids = [...new Set(lines.map((line) => line.product_id))];
  // Products with their variations in one query: a row per variation, one with none for the rest.
  const joined = await tx
    .select({ product: products, variation: productVariations })
    .from(products)
    .leftJoin(
      productVariations,
      and(
        eq(productVariations.product_id, products.product_id),
        eq(productVariations.main_id, products.main_id),
      ),
    )
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, ids)));
  const byId = new Map(joined.map((row) => [row.product.product_id, row.product]));
  const variationRows = joined.flatMap((row) => (row.variation ? [row.variation] : []));

  return lines.map((line, index) => {
    const product = byId.get(line.product_id);
    if (!product || !isActive(product)) throw new ApiError(404, "PRODUCT_NOT_FOUND", PRODUCT_NOT_FOUND);
    if (kind === "course" && !isCourse(product)) {
      throw badRequest("This product is not a course.", [
        { field: "body.course_product_id", message: "This product is not a course." },
      ]);
    }
    let variation: (typeof variationRows)[number] | null = null;
    if (isVariableProduct(product)) {
      const sku = line.sku?.trim() ?? "";
      variation = variationRows.find((v) => v.product_id === product.product_id && v.sku === sku) ?? null;
      if (!variation) {
        const message = sku === "" ? "Please choose a variation of this product." : PRODUCT_NOT_FOUND;
        if (sku === "") throw badRequest(message, [{ field: `body.products.${index}.sku`, message }]);
        throw new ApiError(404, "PRODUCT_NOT_FOUND", message);
      }
    }
    const cartLine = buildCartLine(product, {
      variation,
      quantity: line.quantity,
      mainId,
      course: kind === "course",
    });
    const priced = priceLine({
      price: cartLine.product_price,
      salePrice: cartLine.product_saleprice,
      quantity: line.quantity,
    });
    if (priced.chargedPrice <= 0) {
      const message = `${product.title} cannot be bought online.`;
      throw badRequest(message, [{ field: `body.products.${index}.product_id`, message }]);
    }
    return {
      product_id: product.product_id,
      variation_id: variation?.id ?? null,
      sku: cartLine.product_sku,
      title: product.title,
      image: cartLine.product_image,
      quantity: line.quantity,
      unit_price: priced.unitPrice,
      sale_price: priced.chargedPrice,
      line_total: priced.lineTotal,
      hsn_code: product.hsn_code.trim() === "" ? null : product.hsn_code.trim(),
      gst_rate: product.gst_rate,
      delivery_days: Math.max(0, Math.trunc(cartLine.delivery_days)),
      variation_attributes: variation ? cartLine.variation_attributes : null,
    };
  });
}

async function findCoupon(tx: Transaction, mainId: string, typed: string | null | undefined, now: Date) {
  const code = normalizeCouponCode(typed);
  if (code === "") return null;
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.main_id, mainId), eq(coupons.code, code)));
  const problem = coupon ? couponProblem(coupon, now) : "inactive";
  if (!coupon || problem) {
    if (problem === "limit-reached") throw conflict(couponProblemMessage(problem), "COUPON_LIMIT_REACHED");
    throw new ApiError(404, "INVALID_COUPON", couponProblemMessage(problem ?? "inactive"));
  }
  return coupon;
}

export interface PriceOrderInput {
  mainId: string;
  kind: OrderKind;
  mode: PaymentMode;
  lines: readonly OrderLineRequest[];
  couponCode: string | null | undefined;
  /** Shipping coordinates for the delivery charge; null for course fees (no delivery). */
  shipping: { latitude: number | null; longitude: number | null } | null;
  now: Date;
}

export async function priceOrder(tx: Transaction, input: PriceOrderInput): Promise<PricedOrder> {
  const { mainId } = input;
  const lines = await priceLines(tx, mainId, input.kind, input.lines);
  const coupon = await findCoupon(tx, mainId, input.couponCode, input.now);
  const linePrices = lines.map((line) => ({
    price: line.unit_price,
    salePrice: line.sale_price,
    quantity: line.quantity,
  }));
  const goods = orderTotals({ lines: linePrices, coupon, deliveryCharge: 0 });
  if (coupon && !meetsCouponMinimum(goods.subtotal, coupon.min_amount)) {
    throw conflict(couponMinimumMessage(coupon.min_amount), "COUPON_MIN_AMOUNT");
  }

  const [store] = await tx.select().from(stores).where(eq(stores.main_id, mainId));
  if (!store) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");
  let charge = 0;
  if (input.shipping) {
    const free = await tx
      .select()
      .from(freeDeliveryBands)
      // An Inactive free-delivery band is kept for later but gives nothing away.
      .where(and(eq(freeDeliveryBands.main_id, mainId), eq(freeDeliveryBands.status, "Active")))
      .orderBy(asc(freeDeliveryBands.min_kilometer), asc(freeDeliveryBands.id));
    const priced = await tx
      .select()
      .from(deliveryPriceBands)
      .where(eq(deliveryPriceBands.main_id, mainId))
      .orderBy(asc(deliveryPriceBands.min_kilometer), asc(deliveryPriceBands.id));
    charge = deliveryCharge({
      office: { latitude: store.office_latitude, longitude: store.office_longitude },
      address: input.shipping,
      orderTotal: goods.amountAfterDiscount,
      freeDeliveryBands: free,
      deliveryPriceBands: priced,
    }).charge;
  }
  const totals = orderTotals({ lines: linePrices, coupon, deliveryCharge: charge });
  const split =
    input.mode === "Pay now"
      ? { advance: totals.total, remaining: 0 }
      : payOnDeliverySplit(totals.total, store.delivery_percentage);
  return {
    lines,
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    totals,
    advance: split.advance,
    remaining: split.remaining,
  };
}
