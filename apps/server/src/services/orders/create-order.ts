// Creating an order (product order or course payment), in two steps that each survive a crash:
// 1. One transaction claims the Idempotency-Key, prices everything from the database, reserves stock,
//    counts the coupon use and writes the order, its items and the key's link to it.
// 2. Outside it (a network call must not hold row locks), the gateway order is created and stored on
//    the order, and the answer is stored on the key.
// A retry with the same key after a crash between the steps finds the order and finishes step 2; a
// crash inside step 1 leaves nothing behind. If the gateway refuses, the order is failed, its stock and
// coupon use are given back and the key is forgotten, so the same attempt can simply be retried.
import { COUPON_LIMIT_REACHED_MESSAGE } from "@henna/domain/coupon-validity";
import { ADDRESS_NOT_FOUND, FAILED_TO_CREATE_PAYMENT_ORDER } from "@henna/domain/messages";
import { toPaise } from "@henna/domain/money";
import { placeOrderPincodeError } from "@henna/domain/pincode";
import { normalizeGstNumber } from "@henna/domain/validate-gst";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { placeholderFor, preparedQuery } from "../../db/prepared-query.js";
import { type AddressSnapshotData, admissions, idempotencyKeys, orders } from "../../db/schema.js";
import { ApiError, conflict, notFound, unauthorized } from "../../http/api-error.js";
import { addressSnapshot } from "../address-snapshot.js";
import { GatewayError } from "../payments/gateway.js";
import { queueConfirmation } from "./confirmation-mail.js";
import { takeCouponUse } from "./coupon-use.js";
import { completeKey, findKey, forgetKey, KeyTaken, requestHash } from "./idempotency.js";
import { issueInvoice } from "./invoice-counter.js";
import { type AddressRow, readOrderContext } from "./order-context.js";
import { newOrderId, newReceiptId } from "./order-ids.js";
import type { OrderCreated, OrderDeps, OrderRequest, OrderRow } from "./order-types.js";
import { writeOrder } from "./order-write.js";
import { clearOrderedCartLines, failPendingOrder } from "./payment-outcome.js";
import { priceOrder } from "./price-order.js";
import { reserveStock } from "./stock.js";

export const PAYMENT_GATEWAY_FAILED = FAILED_TO_CREATE_PAYMENT_ORDER;

export interface PlaceOrderOptions {
  /** The contract operation, part of the request fingerprint. */
  operation: string;
  idempotencyKey: string;
  /** The request body exactly as received (fingerprinted for IDEMPOTENCY_MISMATCH). */
  body: unknown;
}

export interface PlaceOrderResult {
  body: OrderCreated;
  /** True when this answer repeats an earlier call's. */
  replayed: boolean;
}

/** Pay now pays everything online; pay on delivery only its advance, when there is one. */
function needsGatewayOrder(order: Pick<OrderRow, "advance_amount">): boolean {
  return order.advance_amount > 0;
}

/** The caller's billing and shipping addresses among those the order's context read. */
function ownAddresses(request: OrderRequest, rows: readonly AddressRow[]) {
  const { billingAddressId: billingId, shippingAddressId: shippingId } = request;
  if (billingId === undefined || shippingId === undefined) throw notFound(ADDRESS_NOT_FOUND);
  const billing = rows.find((row) => row.id === billingId);
  const shipping = rows.find((row) => row.id === shippingId);
  if (!billing || !shipping) throw notFound(ADDRESS_NOT_FOUND);
  return { billing, shipping };
}

async function createInTransaction(
  tx: Transaction,
  deps: OrderDeps,
  request: OrderRequest,
  options: PlaceOrderOptions,
  hash: string,
  now: Date,
): Promise<{ order: OrderRow; keyId: number }> {
  // The first statement claims the key: a concurrent duplicate waits in it until this transaction ends.
  const context = await readOrderContext(tx, {
    mainId: request.mainId,
    userId: request.userId,
    billingAddressId: request.billingAddressId,
    shippingAddressId: request.shippingAddressId,
    productIds: [...new Set(request.lines.map((line) => line.product_id))],
    key: options.idempotencyKey,
    operation: options.operation,
    requestHash: hash,
    now,
  });
  // A token whose account was deleted is treated as no login.
  if (!context) throw unauthorized();
  const { keyId, orderRef, account: user } = context;
  if (keyId === null) throw new KeyTaken();

  let billing: AddressSnapshotData | null = null;
  let shipping: AddressSnapshotData | null = null;
  let mobile = request.mobile ?? user.mobile;
  if (request.kind === "product") {
    const { billing: billingRow, shipping: shippingRow } = ownAddresses(request, context.addresses);
    const refused = placeOrderPincodeError(shippingRow.pincode, context.servedPincodes);
    if (refused) {
      throw new ApiError(422, "NOT_DELIVERABLE", refused, [
        { field: "body.shipping_address_id", message: refused },
      ]);
    }
    billing = addressSnapshot(billingRow, user.full_name);
    shipping = addressSnapshot(shippingRow, user.full_name);
  } else {
    const [admission] = await tx
      .select()
      .from(admissions)
      .where(
        and(
          eq(admissions.main_id, request.mainId),
          eq(admissions.user_id, request.userId),
          eq(admissions.id, request.admissionId ?? -1),
        ),
      );
    if (!admission) throw notFound("Admission not found");
    mobile = request.mobile ?? admission.mobile;
  }

  const priced = await priceOrder(tx, {
    mainId: request.mainId,
    kind: request.kind,
    mode: request.mode,
    lines: request.lines,
    couponCode: request.couponCode,
    shipping,
    store: context.store,
    products: context.products,
    now,
  });

  const short = await reserveStock(tx, request.mainId, priced.lines);
  if (short !== null) throw conflict(`Sorry, ${short} is out of stock.`, "OUT_OF_STOCK");
  if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.id))) {
    throw conflict(COUPON_LIMIT_REACHED_MESSAGE, "COUPON_LIMIT_REACHED");
  }

  // Pay on delivery without an advance is confirmed at once: it gets its invoice number now.
  const confirmedNow = !needsGatewayOrder({ advance_amount: priced.advance });
  const gst = normalizeGstNumber(request.gstNo ?? "");
  const order = await writeOrder(
    tx,
    {
      id: orderRef,
      main_id: request.mainId,
      kind: request.kind,
      user_id: request.userId,
      admission_id: request.kind === "course" ? (request.admissionId ?? null) : null,
      order_id: newOrderId(now),
      receipt_id: newReceiptId(now),
      payment_mode: request.mode,
      user_name: user.full_name,
      amountbeforediscount: priced.totals.amountBeforeDiscount,
      amountafterdiscount: priced.totals.amountAfterDiscount,
      discountprice: priced.totals.discount,
      couponapplied: priced.coupon !== null,
      coupon_code: priced.coupon?.code ?? null,
      coupon_id: priced.coupon?.id ?? null,
      coupon_counted: priced.coupon !== null,
      deliveryCharge: priced.totals.deliveryCharge,
      taxAmount: priced.totals.tax,
      tax_mode: context.store.tax.mode,
      delivery_gst_rate: context.store.tax.deliveryGstRate,
      gst_supply_type: priced.totals.gst?.supply_type ?? null,
      feeAmount: priced.totals.fee,
      totalAmountbeforePay: priced.totals.total,
      advance_amount: priced.advance,
      remaining_amount: priced.remaining,
      summary: priced.totals.summary,
      billing_address: billing,
      shipping_address: shipping,
      mobile,
      user_gstNo: gst === "" ? null : gst,
      customer_note: request.note?.trim() ? request.note.trim() : null,
      ...(confirmedNow
        ? await issueInvoice(tx, request.mainId, now)
        : { invoice_number: null, invoice_date: null, invoice_supplier: null }),
      createdAt: now,
      updatedAt: now,
    },
    priced.lines.map((line, position) => ({
      main_id: request.mainId,
      order_ref: orderRef,
      position,
      ...line,
    })),
    keyId,
  );
  if (confirmedNow) {
    await clearOrderedCartLines(tx, order);
    await completeKey(tx, keyId, 201, answerFor(deps, order));
    await queueConfirmation(tx, order);
  }
  return { order, keyId };
}

/** The contract's answer for a created order (its gateway order, when it needs one, already stored). */
export function answerFor(deps: Pick<OrderDeps, "payments">, order: OrderRow): OrderCreated {
  const razorpay =
    order.gateway_order_id && order.gateway_amount_paise !== null
      ? {
          razorpay_order: {
            id: order.gateway_order_id,
            amount: order.gateway_amount_paise,
            currency: "INR" as const,
          },
          key_id: deps.payments.keyId,
          gateway: order.gateway ?? deps.payments.name,
        }
      : null;
  if (order.payment_mode === "Pay now") {
    if (!razorpay) throw new Error(`pay-now order ${order.order_id} has no gateway order`);
    return { success: true, order_id: order.order_id, receipt_id: order.receipt_id, ...razorpay };
  }
  return {
    success: true,
    order_id: order.order_id,
    receipt_id: order.receipt_id,
    advance_amount: order.advance_amount,
    remaining_amount: order.remaining_amount,
    ...(razorpay ?? {}),
  };
}

/**
 * Step 2: the gateway order for what must be paid online, stored once on the order, and the stored
 * answer. `created` is the row step 1 has just committed, when this call made it (no need to read it
 * again); a retry reads it.
 */
async function finish(
  deps: OrderDeps,
  orderRef: number,
  keyId: number,
  created?: OrderRow,
): Promise<OrderCreated> {
  let [order] = created ? [created] : await deps.db.select().from(orders).where(eq(orders.id, orderRef));
  if (!order) throw new Error(`order ${orderRef} vanished`);
  if (needsGatewayOrder(order) && !order.gateway_order_id) {
    if (order.status !== "Pending") throw new ApiError(502, "PAYMENT_GATEWAY_ERROR", PAYMENT_GATEWAY_FAILED);
    let gatewayOrder: Awaited<ReturnType<OrderDeps["payments"]["createOrder"]>>;
    try {
      gatewayOrder = await deps.payments.createOrder({
        amountPaise: toPaise(order.advance_amount),
        receipt: order.receipt_id,
        notes: { order_id: order.order_id, main_id: order.main_id },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.error({ err: error, order_id: order.order_id }, "gateway order failed");
      await abandon(deps, order, keyId);
      throw new ApiError(502, "PAYMENT_GATEWAY_ERROR", PAYMENT_GATEWAY_FAILED);
    }
    const stored = {
      gateway: deps.payments.name,
      gateway_order_id: gatewayOrder.id,
      gateway_amount_paise: gatewayOrder.amount,
    };
    const body = answerFor(deps, { ...order, ...stored });
    const [answered] = await storeGatewayOrder(deps.db, {
      ...stored,
      orderRef: order.id,
      now: deps.clock(),
      keyId,
      body,
    });
    if (answered) return body;
    // Only the first of two concurrent finishers stores its gateway order; the other uses that one.
    [order] = await deps.db.select().from(orders).where(eq(orders.id, orderRef));
    if (!order) throw new Error(`order ${orderRef} vanished`);
  }
  const body = answerFor(deps, order);
  await completeKey(deps.db, keyId, 201, body);
  return body;
}

/**
 * The gateway order stored on the order and the answer on its key, in one statement; the key is
 * answered (and a row returned) only when this call's gateway order is the one the order now holds.
 */
const storeGatewayOrder = preparedQuery<
  {
    orderRef: number;
    gateway: string;
    gateway_order_id: string;
    gateway_amount_paise: number;
    now: Date;
    keyId: number;
    body: OrderCreated;
  },
  { id: number }[]
>("order_store_gateway_order", (db) => {
  const stored = db.$with("stored").as(
    db
      .update(orders)
      .set({
        gateway: placeholderFor("gateway", orders.gateway),
        gateway_order_id: placeholderFor("gateway_order_id", orders.gateway_order_id),
        gateway_amount_paise: placeholderFor("gateway_amount_paise", orders.gateway_amount_paise),
        updatedAt: placeholderFor("now", orders.updatedAt),
      })
      .where(and(eq(orders.id, sql.placeholder("orderRef")), isNull(orders.gateway_order_id)))
      .returning({ id: orders.id }),
  );
  return db
    .with(stored)
    .update(idempotencyKeys)
    .set({
      response_status: 201,
      response_body: placeholderFor("body", idempotencyKeys.response_body),
    })
    .where(and(eq(idempotencyKeys.id, sql.placeholder("keyId")), sql`exists (select 1 from ${stored})`))
    .returning({ id: idempotencyKeys.id });
});

/** The gateway would not take the order: fail it, give its stock and coupon back, forget the key. */
async function abandon(deps: OrderDeps, order: OrderRow, keyId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // A concurrent finisher that did store a gateway order wins: that order stays payable.
    const failed = await failPendingOrder(tx, order, {
      actor: "gateway",
      note: "gateway order could not be created",
      at: deps.clock(),
      guard: isNull(orders.gateway_order_id),
    });
    if (failed) await forgetKey(tx, keyId);
  });
}

/**
 * POST /payment, /payment/paydelivery, /admission-pay, /admission-pay/paydelivery: the same key and
 * body replay the first answer; the same key with another body is refused; otherwise a new order.
 */
export async function placeOrder(
  deps: OrderDeps,
  request: OrderRequest,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const hash = requestHash(options.operation, options.body);
  const scope = { mainId: request.mainId, userId: request.userId, key: options.idempotencyKey };
  // The first round goes straight to the order's transaction, which claims the key; the key is read
  // only after that found it taken (a retry, or a concurrent duplicate that has committed). Three more
  // rounds are enough: a lost race on the key means the winner has committed and is readable, and an
  // expired key is removed by the read that finds it.
  for (let round = 0; round < 4; round++) {
    const now = deps.clock();
    const existing = round === 0 ? null : await findKey(deps.db, scope, now);
    if (existing) {
      if (existing.request_hash !== hash) {
        throw conflict(
          "This Idempotency-Key was already used for a different request. Start a new checkout.",
          "IDEMPOTENCY_MISMATCH",
        );
      }
      if (existing.response_status !== null)
        return { body: existing.response_body as OrderCreated, replayed: true };
      if (existing.order_ref !== null)
        return { body: await finish(deps, existing.order_ref, existing.id), replayed: true };
    }
    // Unpaid orders past their time are failed by the expire-unpaid-orders job (src/jobs), not here.
    let created: { order: OrderRow; keyId: number };
    try {
      created = await deps.db.transaction((tx) => createInTransaction(tx, deps, request, options, hash, now));
    } catch (error) {
      if (error instanceof KeyTaken) continue;
      throw error;
    }
    const body = await finish(deps, created.order.id, created.keyId, created.order);
    return { body, replayed: false };
  }
  throw new ApiError(503, "INTERNAL", "Please try again.");
}
