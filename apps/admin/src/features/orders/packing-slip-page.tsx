// /admin/orders/:orderId/packing-slip: what goes in the parcel and where it goes, for printing.
import { useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { addressLines, dateOnly } from "../../ui/format";
import type { AdminOrder } from "./order-types";
import { PrintFrame } from "./print-frame";
import styles from "./print-page.module.css";

function Slip({ data }: { data: AdminOrder }) {
  const { order, customer } = data;
  return (
    <article className={styles.sheet}>
      <h1>Packing slip</h1>
      <p>
        Order {order.order_id} · {dateOnly(order.createdAt)} · {order.payment_mode}
        {order.remaining_amount > 0 ? ` · collect ₹${order.remaining_amount} on delivery` : ""}
      </p>
      <div className={styles.parties}>
        <section>
          <h2>Ship to</h2>
          <p>{[...addressLines(order.shipping_address), customer.mobile || order.mobile].join("\n")}</p>
        </section>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">SKU</th>
            <th scope="col">Item</th>
            <th scope="col" className={styles.num}>
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.cart_products.map((line) => (
            <tr key={`${line.product_id}-${line.sku}`}>
              <td>
                <div className={styles.box} />
              </td>
              <td>{line.sku}</td>
              <td>
                {line.title}
                {line.variation_attributes ? ` (${Object.values(line.variation_attributes).join(", ")})` : ""}
              </td>
              <td className={styles.num}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.customer_note && <p>Customer's note: {order.customer_note}</p>}
    </article>
  );
}

export default function PackingSlipPage() {
  const { orderId = "" } = useParams();
  const client = useAdminClient();
  const read = useApi(
    () => client.GET("/admin/orders/{orderId}", { params: { path: { orderId } } }),
    [client, orderId],
  );
  return (
    <PrintFrame read={read} what="the order" lines={6}>
      {(answer) => <Slip data={answer.data} />}
    </PrintFrame>
  );
}
