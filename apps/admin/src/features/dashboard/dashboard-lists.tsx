// The dashboard's lists: orders waiting per status, the top products of 30 days, low stock. Each
// links to the screen where the work is done.
import type { components } from "@henna/api";
import { Link } from "react-router";
import { money } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import styles from "./dashboard.module.css";

type Dashboard = components["schemas"]["AdminDashboard"];

export function WaitingOrders({ waiting }: { waiting: Dashboard["waiting"] }) {
  const total = waiting.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="admin-panel" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Orders waiting</h2>
      {total === 0 ? <p className="muted">Nothing waiting: every paid order has been delivered.</p> : null}
      <ul className={styles.waiting}>
        {waiting.map((row) => (
          <li key={row.status}>
            <Link to={`/orders?status=${encodeURIComponent(row.status)}`} className={styles.waitingLink}>
              <span>{row.status}</span>
              <span className={styles.count} data-zero={row.count === 0 || undefined}>
                {row.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TopProducts({ products }: { products: Dashboard["topProducts"] }) {
  return (
    <section className="admin-panel" aria-labelledby="top-title">
      <h2 id="top-title">Top products, last 30 days</h2>
      {products.length === 0 ? (
        <p className="muted">No sales in the last 30 days yet.</p>
      ) : (
        <PlainTable
          label="Top products"
          columns={["Product", { label: "Units", num: true }, { label: "Revenue", num: true }]}
        >
          {products.map((product) => (
            <tr key={product.product_id}>
              <td className="wrap">
                <Link to={`/products/${product.product_id}`}>{product.title}</Link>
              </td>
              <td className="num">{product.quantity}</td>
              <td className="num">{money(product.revenue)}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </section>
  );
}

export function LowStock({ stock }: { stock: Dashboard["lowStock"] }) {
  return (
    <section className="admin-panel" aria-labelledby="low-title">
      <h2 id="low-title">Low stock</h2>
      {stock.total === 0 ? (
        <p className="muted">Every active product has more than 5 in stock.</p>
      ) : (
        <>
          <p className="muted">
            {stock.total} {stock.total === 1 ? "product has" : "products have"} 5 or fewer left
            {stock.out > 0 ? `, ${stock.out} sold out` : ""}.
          </p>
          <ul className={styles.stockList}>
            {stock.items.map((item) => (
              <li key={item.product_id}>
                <Link to={`/products/${item.product_id}`}>{item.title}</Link>
                <span className="pill" data-tone={item.stock <= 0 ? "bad" : "warn"}>
                  {item.stock <= 0 ? "Sold out" : `${item.stock} left`}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/products?stock=low" className="btn btn-secondary btn-small">
            See low stock
          </Link>
        </>
      )}
    </section>
  );
}
