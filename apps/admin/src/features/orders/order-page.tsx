// One order: lines, customer, addresses, the amounts as charged, payment ids, coupon, the status
// history with its notes, moving it on, and printing its GST invoice or a packing slip.
import { Link, useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { addressLines, dateTime, money, statusTone } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import recordPage from "../../ui/record-page.module.css";
import { ErrorState, Skeleton } from "../../ui/states";
import terms from "../../ui/term-list.module.css";
import { CreditNoteLinks } from "./credit-note-links";
import styles from "./order-page.module.css";
import type { AdminOrder } from "./order-types";
import { RefundsPanel } from "./refunds-panel";
import { StatusMove } from "./status-move";

function Address({ title, address }: { title: string; address: AdminOrder["order"]["shipping_address"] }) {
  return (
    <section className="admin-panel">
      <h2 className={recordPage.panelTitle}>{title}</h2>
      <address className={styles.address}>
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

function OrderView({ data, reload }: { data: AdminOrder; reload: () => void }) {
  const { order, customer, history } = data;
  return (
    <>
      <header className={recordPage.head}>
        <div>
          <p className={recordPage.crumb}>
            <Link to="/orders">Orders</Link> /
          </p>
          <h1>Order {order.order_id}</h1>
          <p className="muted">
            Placed {dateTime(order.createdAt)} · {order.payment_mode}
          </p>
        </div>
        <div className={styles.pills}>
          <span className="pill" data-tone={statusTone(order.orderStatus)}>
            {order.orderStatus}
          </span>
          <span className="pill" data-tone={statusTone(order.status)}>
            Payment {order.status}
          </span>
        </div>
        <div className={styles.print}>
          {data.invoice_number ? (
            <Link
              className="btn btn-secondary btn-small"
              to={`/orders/${order.order_id}/invoice`}
              target="_blank"
            >
              Print GST invoice
            </Link>
          ) : (
            <span className="muted">The invoice is made once the order is paid or confirmed.</span>
          )}
          <Link
            className="btn btn-secondary btn-small"
            to={`/orders/${order.order_id}/packing-slip`}
            target="_blank"
          >
            Packing slip
          </Link>
          <CreditNoteLinks orderId={order.order_id} version={data} />
        </div>
      </header>

      <div className={styles.grid}>
        <div className={recordPage.column}>
          <section className="admin-panel">
            <h2 className={recordPage.panelTitle}>Lines</h2>
            <PlainTable
              label="Order lines"
              columns={[
                "Item",
                "SKU",
                { label: "Qty", num: true },
                { label: "Price", num: true },
                { label: "Charged", num: true },
                { label: "Line total", num: true },
              ]}
            >
              {order.cart_products.map((line) => (
                <tr key={`${line.product_id}-${line.sku}`}>
                  <td className="wrap">
                    {line.title}
                    {line.variation_attributes && (
                      <span className={styles.attrs}>
                        {Object.entries(line.variation_attributes)
                          .map(([name, value]) => `${name}: ${value}`)
                          .join(", ")}
                      </span>
                    )}
                  </td>
                  <td>{line.sku}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{money(line.unit_price)}</td>
                  <td className="num">{money(line.sale_price)}</td>
                  <td className="num">{money(line.line_total)}</td>
                </tr>
              ))}
            </PlainTable>
            <dl className={styles.summary}>
              {order.summary.map((line) => (
                <div key={line.label} className={styles.summaryRow}>
                  <dt>{line.label}</dt>
                  <dd>{money(line.amount)}</dd>
                </div>
              ))}
              {order.gst && (
                <div className={styles.summaryRow}>
                  <dt>
                    {order.gst.mode === "inclusive" ? "Includes GST" : "GST added"} (
                    {order.gst.supply_type === "intra-state"
                      ? `CGST ${money(order.gst.cgst)} + SGST ${money(order.gst.sgst)}`
                      : `IGST ${money(order.gst.igst)}`}
                    )
                  </dt>
                  <dd>{money(order.gst.total)}</dd>
                </div>
              )}
              <div className={styles.summaryRow}>
                <dt>Paid online</dt>
                <dd>{money(order.advance_amount)}</dd>
              </div>
              <div className={styles.summaryRow}>
                <dt>Due on delivery</dt>
                <dd>{money(order.remaining_amount)}</dd>
              </div>
            </dl>
          </section>

          <section className="admin-panel">
            <h2 className={recordPage.panelTitle}>Status</h2>
            <StatusMove
              key={`${order.orderStatus} ${data.allowedMoves.join()}`}
              order={data}
              onMoved={reload}
            />
            <h3 className={styles.subTitle}>History</h3>
            {history.length === 0 ? (
              <p className="muted">No changes yet.</p>
            ) : (
              <ol className={styles.history}>
                {history.map((entry) => (
                  <li key={`${entry.createdAt}-${entry.field}-${entry.to}`}>
                    <span className={styles.when}>{dateTime(entry.createdAt)}</span>{" "}
                    <strong>
                      {entry.field === "status" ? "Payment" : "Order"}: {entry.from ?? "—"} → {entry.to}
                    </strong>{" "}
                    <span className="muted">by {entry.actor}</span>
                    {entry.note && <p className={styles.historyNote}>{entry.note}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <RefundsPanel key={order.orderStatus} orderId={order.order_id} onChanged={reload} />
        </div>

        <div className={recordPage.column}>
          <section className="admin-panel">
            <h2 className={recordPage.panelTitle}>Customer</h2>
            <p className={styles.lines}>
              <span>{customer.full_name || order.user_name}</span>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
              <a href={`tel:${customer.mobile || order.mobile}`}>{customer.mobile || order.mobile}</a>
              {order.user_gstNo && <span>GSTIN {order.user_gstNo}</span>}
            </p>
            {order.customer_note && (
              <p>
                <strong>Customer's note:</strong> {order.customer_note}
              </p>
            )}
          </section>
          <Address title="Shipping address" address={order.shipping_address} />
          <Address title="Billing address" address={order.billing_address} />
          <section className="admin-panel">
            <h2 className={recordPage.panelTitle}>Payment</h2>
            <dl className={`${styles.facts} ${terms.terms}`}>
              <dt>Mode</dt>
              <dd>{order.payment_mode}</dd>
              <dt>Status</dt>
              <dd>{order.status}</dd>
              <dt>Payment id</dt>
              <dd>{order.razorpay_payment_id ?? "—"}</dd>
              <dt>Gateway order</dt>
              <dd>{data.gateway_order_id ?? "—"}</dd>
              <dt>Coupon</dt>
              <dd>
                {order.couponapplied && order.coupon_code
                  ? `${order.coupon_code} (−${money(order.discountprice)})`
                  : "None"}
              </dd>
              <dt>Invoice</dt>
              <dd>{data.invoice_number ?? "Not yet"}</dd>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

export default function OrderPage() {
  const { orderId = "" } = useParams();
  const client = useAdminClient();
  const { state, reload } = useApi(
    () => client.GET("/admin/orders/{orderId}", { params: { path: { orderId } } }),
    [client, orderId],
  );
  if (state.status === "error") return <ErrorState failure={state.error} onRetry={reload} />;
  if (!state.data) return <Skeleton lines={6} height={48} label="Loading the order" />;
  return <OrderView data={state.data.data} reload={reload} />;
}
