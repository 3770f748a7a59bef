// What the success page lists (spec §2 Payment result pages): order id, date and time in IST
// (DD/MM/YY - HH:MM), reference number, payment method, sender name, amount and total, and for pay
// on delivery the advance paid and the remaining amount. Orders and admission payments share it.
import { formatPaymentTime } from "@henna/domain/dates";
import { readerDateTime } from "../i18n/format";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { msg, t } from "../i18n/i18n";
import type { AdmissionPayment, Order } from "./result-resources";

export interface ResultFact {
  label: string;
  value: string;
  /** An identifier (order id, gateway reference): shown smaller so it fits a phone's line. */
  code?: boolean;
}

/** Shown where the gateway's reference is missing (nothing was paid online yet). */
export const NO_REFERENCE = msg("Not applicable");

interface PaymentFacts {
  id: string;
  createdAt: string;
  reference: string | null | undefined;
  mode: Order["payment_mode"];
  sender: string;
  /** Paid online. */
  amount: number;
  total: number;
  remaining: number;
}

function facts(payment: PaymentFacts): ResultFact[] {
  const list: ResultFact[] = [
    { label: msg("Order ID"), value: payment.id, code: true },
    {
      label: msg("Date & Time"),
      value: readerDateTime(payment.createdAt, formatPaymentTime(payment.createdAt)) ?? "—",
    },
    {
      label: msg("Reference Number"),
      value: payment.reference || t(NO_REFERENCE),
      code: Boolean(payment.reference),
    },
    { label: msg("Payment Method"), value: t(payment.mode) },
    { label: msg("Sender Name"), value: payment.sender || "—" },
    { label: msg("Amount"), value: formatRupees(payment.amount) },
  ];
  if (payment.mode === "Pay on delivery") {
    list.push(
      { label: msg("Advance Paid"), value: formatRupees(payment.amount) },
      { label: msg("Remaining Amount"), value: formatRupees(payment.remaining) },
    );
  }
  list.push({ label: msg("Total"), value: formatRupees(payment.total) });
  return list;
}

/** The success facts of an order (GET /payment/order/{id}). */
export function orderFacts(order: Order): ResultFact[] {
  return facts({
    id: order.order_id,
    createdAt: order.createdAt,
    reference: order.razorpay_payment_id,
    mode: order.payment_mode,
    sender: order.user_name,
    amount: order.advance_amount,
    total: order.totalAmountbeforePay,
    remaining: order.remaining_amount,
  });
}

/** The success facts of an admission payment (GET /admission-pay/single/{id}). */
export function admissionFacts(payment: AdmissionPayment): ResultFact[] {
  return facts({
    id: payment.order_id,
    createdAt: payment.createdAt,
    reference: payment.razorpay_payment_id,
    mode: payment.payment_mode,
    sender: payment.user_name,
    amount: payment.advance_amount,
    total: payment.advance_amount + payment.remaining_amount,
    remaining: payment.remaining_amount,
  });
}
