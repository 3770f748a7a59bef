// The order confirmation e-mail: plain text a shopper can read on any phone, with the items, the bill,
// what is still due and when to expect the parcel.
import { formatPaymentTime } from "@henna/domain/dates";
import type { GstBreakdown } from "@henna/domain/gst";
import { formatRupees } from "@henna/domain/money";
import { formatRupeesIn, type Language, message, parseLanguage, term } from "@henna/domain/server-messages";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { stores, users } from "../../db/schema.js";
import type { Mail } from "../mailer.js";
import { enqueueMail } from "../outbox/enqueue.js";
import { supplierColumns, supplierOf } from "./invoice-counter.js";
import { orderGst } from "./order-gst.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";
import { addressText, deliveryWindowText, loadItems } from "./order-view.js";

/**
 * Writes the confirmation mail to the outbox inside the transaction that confirms the order, so a
 * crash right after the payment commits cannot lose it, and a retried payment cannot send it twice.
 */
export async function queueConfirmation(tx: Transaction, order: OrderRow): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  if (!user) return;
  const [store] = await tx
    .select({ ...supplierColumns })
    .from(stores)
    .where(eq(stores.main_id, order.main_id));
  const items = (await loadItems(tx, [order.id])).get(order.id) ?? [];
  // The account's language, whoever caused the confirmation (the shopper's verify call or the gateway's webhook).
  const language = parseLanguage(user.language) ?? "en";
  const gst = store ? orderGst(order, items, order.invoice_supplier ?? supplierOf(store)) : null;
  await enqueueMail(
    tx,
    order.main_id,
    confirmationMail(order, items, shopNameOf(store, language), user.email, language, gst),
  );
}

/** The name a mail signs with. */
export function shopNameOf(
  store: { company_name: string; orignal_logoname: string } | null | undefined,
  language: Language = "en",
): string {
  return store?.company_name || store?.orignal_logoname || message(language, "mailOurStore");
}

export function confirmationMail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  shopName: string,
  to: string,
  language: Language = "en",
  /** The order's GST (./order-gst orderGst); null for an order placed with the fixed tax line. */
  gst: GstBreakdown | null = null,
): Mail {
  const say = (key: Parameters<typeof message>[1], params: Record<string, string | number> = {}) =>
    (message as (l: Language, k: string, p: object) => string)(language, key, params);
  const rupees = (amount: Parameters<typeof formatRupeesIn>[1]) =>
    // English keeps the shop's one money format (formatRupees); Hindi is Intl hi-IN.
    language === "en" ? formatRupees(amount) : formatRupeesIn(language, amount);
  const course = order.kind === "course";
  const lines: string[] = [
    say("mailHello", { name: order.user_name || say("mailThere") }),
    "",
    course ? say("confirmationCourseThanks") : say("confirmationThanks"),
    "",
    say("mailOrderId", { orderId: order.order_id }),
    say("confirmationReceipt", { receipt: order.receipt_id }),
    say("confirmationDate", { date: formatPaymentTime(order.paid_at ?? order.createdAt) ?? "" }),
    say("confirmationPaymentMethod", { method: order.payment_mode }),
  ];
  if (order.razorpay_payment_id)
    lines.push(say("confirmationPaymentReference", { reference: order.razorpay_payment_id }));
  if (order.invoice_number) lines.push(say("confirmationInvoiceNumber", { invoice: order.invoice_number }));
  lines.push("", course ? say("confirmationCourse") : say("confirmationItems"));
  for (const item of items) {
    const variation = item.variation_attributes
      ? ` (${Object.entries(item.variation_attributes)
          .map(([name, value]) => `${name}: ${value}`)
          .join(", ")})`
      : "";
    lines.push(
      `- ${item.quantity} x ${item.title}${variation} @ ${rupees(item.sale_price)} = ${rupees(item.line_total)}`,
    );
  }
  lines.push("", say("confirmationBill"));
  for (const line of order.summary) lines.push(`  ${term(language, line.label)}: ${rupees(line.amount)}`);
  if (gst) {
    const split =
      gst.supply_type === "intra-state"
        ? say("confirmationGstSplit", { cgst: rupees(gst.cgst), sgst: rupees(gst.sgst) })
        : say("confirmationGstIgst", { igst: rupees(gst.igst) });
    const key = gst.mode === "exclusive" ? "confirmationGstAdded" : "confirmationGstIncluded";
    lines.push(`  ${say(key, { amount: rupees(gst.total), split })}`);
  }
  if (order.payment_mode === "Pay on delivery") {
    lines.push(
      `  ${say("confirmationPaidInAdvance", { amount: rupees(order.advance_amount) })}`,
      `  ${say(course ? "confirmationRemainingAtCenter" : "confirmationRemainingOnDelivery", {
        amount: rupees(order.remaining_amount),
      })}`,
    );
  }
  if (!course) {
    const window = deliveryWindowText(order, items);
    lines.push(
      "",
      say("confirmationEstimatedDelivery", {
        window: window ?? say("confirmationDeliveryEstimateNotAvailable"),
      }),
    );
    const shipTo = addressText(order.shipping_address);
    if (shipTo) lines.push(say("confirmationShippingTo", { address: shipTo }));
  }
  lines.push("", say("mailThanksForShopping", { shop: shopName }));
  return {
    to,
    subject: course
      ? say("confirmationCourseSubject", { shop: shopName, orderId: order.order_id })
      : say("confirmationSubject", { shop: shopName, orderId: order.order_id }),
    text: `${lines.join("\n")}\n`,
  };
}
