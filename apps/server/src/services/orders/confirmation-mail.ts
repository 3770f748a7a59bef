// The order confirmation e-mail: plain text a shopper can read on any phone, with the items, the bill,
// what is still due and when to expect the parcel.
import { formatPaymentTime } from "@henna/domain/dates";
import { formatRupees } from "@henna/domain/money";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { stores, users } from "../../db/schema.js";
import type { Mail } from "../mailer.js";
import { enqueueMail } from "../outbox/enqueue.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";
import { addressText, deliveryWindowText, loadItems } from "./order-view.js";

/**
 * Writes the confirmation mail to the outbox inside the transaction that confirms the order, so a
 * crash right after the payment commits cannot lose it, and a retried payment cannot send it twice.
 */
export async function queueConfirmation(tx: Transaction, order: OrderRow): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.user_id, order.user_id));
  if (!user) return;
  const [store] = await tx
    .select({ company_name: stores.company_name, orignal_logoname: stores.orignal_logoname })
    .from(stores)
    .where(eq(stores.main_id, order.main_id));
  const items = (await loadItems(tx, [order.id])).get(order.id) ?? [];
  await enqueueMail(tx, order.main_id, confirmationMail(order, items, shopNameOf(store), user.email));
}

/** The name a mail signs with. */
export function shopNameOf(
  store: { company_name: string; orignal_logoname: string } | null | undefined,
): string {
  return store?.company_name || store?.orignal_logoname || "our store";
}

export function confirmationMail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  shopName: string,
  to: string,
): Mail {
  const course = order.kind === "course";
  const lines: string[] = [
    `Hello ${order.user_name || "there"},`,
    "",
    course
      ? `Thank you! We have received your payment for the course below.`
      : `Thank you for your order! We have received it and will start packing soon.`,
    "",
    `Order id: ${order.order_id}`,
    `Receipt: ${order.receipt_id}`,
    `Date: ${formatPaymentTime(order.paid_at ?? order.createdAt) ?? ""} (IST)`,
    `Payment method: ${order.payment_mode}`,
  ];
  if (order.razorpay_payment_id) lines.push(`Payment reference: ${order.razorpay_payment_id}`);
  if (order.invoice_number) lines.push(`Invoice number: ${order.invoice_number}`);
  lines.push("", course ? "Course:" : "Items:");
  for (const item of items) {
    const variation = item.variation_attributes
      ? ` (${Object.entries(item.variation_attributes)
          .map(([name, value]) => `${name}: ${value}`)
          .join(", ")})`
      : "";
    lines.push(
      `- ${item.quantity} x ${item.title}${variation} @ ${formatRupees(item.sale_price)} = ${formatRupees(item.line_total)}`,
    );
  }
  lines.push("", "Bill:");
  for (const line of order.summary) lines.push(`  ${line.label}: ${formatRupees(line.amount)}`);
  if (order.payment_mode === "Pay on delivery") {
    lines.push(
      `  Paid in advance: ${formatRupees(order.advance_amount)}`,
      `  Remaining (${course ? "to pay at the center" : "to pay on delivery"}): ${formatRupees(order.remaining_amount)}`,
    );
  }
  if (!course) {
    const window = deliveryWindowText(order, items);
    lines.push("", `Estimated delivery: ${window ?? "Delivery estimate not available"}`);
    const shipTo = addressText(order.shipping_address);
    if (shipTo) lines.push(`Shipping to: ${shipTo}`);
  }
  lines.push("", `Thank you for shopping with ${shopName}.`);
  return {
    to,
    subject: course
      ? `${shopName}: course payment received (${order.order_id})`
      : `${shopName}: order ${order.order_id} confirmed`,
    text: `${lines.join("\n")}\n`,
  };
}
