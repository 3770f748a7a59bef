// One admission's fee payments as a table.
import type { components } from "@henna/api";
import { dateTime, money, statusTone } from "../../ui/format";
import { TableScroll } from "../../ui/table-scroll";

export type FeePayment = components["schemas"]["AdminAdmissionPayment"];

export function PaymentsTable({ payments, label }: { payments: FeePayment[]; label: string }) {
  return (
    <TableScroll label={label}>
      <table className="admin-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Course</th>
            <th scope="col">Payment id</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableScroll>
  );
}
