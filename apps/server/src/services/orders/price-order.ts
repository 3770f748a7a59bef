// Prices an order from what the server knows: catalogue prices (the variation's for a Variable
// Product), the coupon as stored, the delivery band for the distance from the office to the shipping
// address, the GST (each product's rate, the delivery fee's from store setup; added on top only when the
// store prices without GST) and the store's advance share. Nothing the browser sends is a price.
import { buildCartLine } from "@henna/domain/cart";
import { couponProblem, couponProblemMessage, normalizeCouponCode } from "@henna/domain/coupon-validity";
import { deliveryCharge } from "@henna/domain/delivery";
import { supplyTypeOf } from "@henna/domain/gst";
import { gstStateOfPincode } from "@henna/domain/gst-states";
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
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { coupons } from "../../db/schema.js";
import { ApiError, badRequest, conflict } from "../../http/api-error.js";
import type { OrderContext, PricingVariation, StorePricing } from "./order-context.js";
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

function priceLines(
  mainId: string,
  kind: OrderKind,
  requested: readonly OrderLineRequest[],
  found: OrderContext["products"],
): PricedOrderLine[] {
  const lines = mergeLines(requested);
  const byId = new Map(found.map((row) => [row.product.product_id, row]));

  return lines.map((line, index) => {
    const { product, variations } = byId.get(line.product_id) ?? {};
    if (!product || !variations || !isActive(product)) {
      throw new ApiError(404, "PRODUCT_NOT_FOUND", PRODUCT_NOT_FOUND);
    }
    if (kind === "course" && !isCourse(product)) {
      throw badRequest("This product is not a course.", [
        { field: "body.course_product_id", message: "This product is not a course." },
      ]);
    }
    let variation: PricingVariation | null = null;
    if (isVariableProduct(product)) {
      const sku = line.sku?.trim() ?? "";
      variation = variations.find((v) => v.sku === sku) ?? null;
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

const couponByCode = preparedQuery<{ mainId: string; code: string }, (typeof coupons.$inferSelect)[]>(
  "order_coupon",
  (db) =>
    db
      .select()
      .from(coupons)
      .where(and(eq(coupons.main_id, sql.placeholder("mainId")), eq(coupons.code, sql.placeholder("code")))),
);

async function findCoupon(tx: Transaction, mainId: string, typed: string | null | undefined, now: Date) {
  const code = normalizeCouponCode(typed);
  if (code === "") return null;
  const [coupon] = await couponByCode(tx, { mainId, code });
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
  /** Shipping coordinates for the delivery charge and pincode for the place of supply; null for course fees (no delivery). */
  shipping: { latitude: number | null; longitude: number | null; pincode: string } | null;
  store: StorePricing;
  /** The ordered products the order's context found. */
  products: OrderContext["products"];
  now: Date;
}

export async function priceOrder(tx: Transaction, input: PriceOrderInput): Promise<PricedOrder> {
  const { mainId } = input;
  const lines = priceLines(mainId, input.kind, input.lines, input.products);
  const coupon = await findCoupon(tx, mainId, input.couponCode, input.now);
  const linePrices = lines.map((line) => ({
    price: line.unit_price,
    salePrice: line.sale_price,
    quantity: line.quantity,
    gstRate: line.gst_rate,
  }));
  const goods = orderTotals({ lines: linePrices, coupon, deliveryCharge: 0 });
  if (coupon && !meetsCouponMinimum(goods.subtotal, coupon.min_amount)) {
    throw conflict(couponMinimumMessage(coupon.min_amount), "COUPON_MIN_AMOUNT");
  }

  const { store } = input;
  const charge = input.shipping
    ? deliveryCharge({
        office: store.office,
        address: input.shipping,
        orderTotal: goods.amountAfterDiscount,
        freeDeliveryBands: store.freeDeliveryBands,
        deliveryPriceBands: store.deliveryPriceBands,
      }).charge
    : 0;
  const place = input.shipping ? gstStateOfPincode(input.shipping.pincode) : null;
  const totals = orderTotals({
    lines: linePrices,
    coupon,
    deliveryCharge: charge,
    tax: {
      mode: store.tax.mode,
      supply: supplyTypeOf(store.tax.supplierStateCode, place?.code ?? null),
      deliveryGstRate: store.tax.deliveryGstRate,
    },
  });
  const split =
    input.mode === "Pay now"
      ? { advance: totals.total, remaining: 0 }
      : payOnDeliverySplit(totals.total, store.deliveryPercentage);
  return {
    lines,
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    totals,
    advance: split.advance,
    remaining: split.remaining,
  };
}
