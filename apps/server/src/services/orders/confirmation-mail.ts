// The order confirmation e-mail: plain text a shopper can read on any phone, with the items, the bill,
// what is still due and when to expect the parcel.
import { formatPaymentTime } from "@henna/domain/dates";
import { formatRupees } from "@henna/domain/money";
import type { Mail } from "../mailer.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";
import { addressText, deliveryWindowText } from "./order-view.js";

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
