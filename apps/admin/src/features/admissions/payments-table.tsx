// One admission's fee payments as a table.
import type { components } from "@henna/api";
import { dateTime, money, statusTone } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";

export type FeePayment = components["schemas"]["AdminAdmissionPayment"];

export function PaymentsTable({ payments, label }: { payments: FeePayment[]; label: string }) {
  return (
    <PlainTable
      label={label}
      caption
      columns={["Order", "Course", "Payment id", "Status", "Date", { label: "Amount", num: true }]}
    >
      {payments.map((payment) => (
        <tr key={payment.order_id}>
          <td>{payment.order_id}</td>
          <td className="wrap">{payment.course || "—"}</td>
          <td>{payment.razorpay_payment_id ?? "—"}</td>
          <td>
            <span className="pill" data-tone={statusTone(payment.status)}>
              {payment.status}
            </span>
          </td>
          <td>{dateTime(payment.paid_at ?? payment.createdAt)}</td>
          <td className="num">{money(payment.amount)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
