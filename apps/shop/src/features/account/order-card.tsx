// One order of the Orders tab (spec §2 My Account, §4 orders list button, §9 delivery window).
import { formatPaymentTime, orderDeliveryWindow } from "@henna/domain/dates";
import { ordersListAction } from "@henna/domain/order-status";
import { productPath } from "@henna/domain/product-path";
import { productPhotoAlt } from "@henna/storefront/catalogue/photo-alt.ts";
import { readerDateRange, readerDateTime } from "@henna/storefront/i18n/format.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { RefundList } from "@henna/storefront/refunds/refund-list.tsx";
import { Price } from "@henna/storefront/ui/price.tsx";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useState } from "react";
import { Link } from "react-router";
import type { AccountOrder } from "./account-resources";
import styles from "./orders-tab.module.css";
import { ReturnDialog } from "./return-dialog";

// Orders that have arrived, or will not, have no window to estimate.
const NO_ESTIMATE = new Set(["Delivered", "Cancelled"]);

export function OrderCard({ order, now }: { order: AccountOrder; now: Date }) {
  const action = ordersListAction(order);
  const placed = readerDateTime(order.createdAt, formatPaymentTime(order.createdAt));
  const window = orderDeliveryWindow(now, order.items);
  const showsWindow = action === "Track Order" && !NO_ESTIMATE.has(order.orderStatus);
  const headingId = `order-${order.order_id}`;
  const [returning, setReturning] = useState(false);
  return (
    <article className={`card ${styles.order}`} aria-labelledby={headingId}>
      <header className={styles.head}>
        <div>
          <h3 id={headingId} className={styles.orderId}>
            {t("Order")} {order.order_id}
          </h3>
          {placed && (
            <p className="muted">
              {t("Placed")} {placed}
            </p>
          )}
        </div>
        <span className={styles.status}>{t(order.orderStatus)}</span>
      </header>

      {order.items.length === 0 ? (
        <p className="muted">{t("No products found in this order.")}</p>
      ) : (
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.product_id}-${item.sku}`} className={styles.item}>
              <SmartImage
                src={item.image}
                alt={productPhotoAlt(item.title, item.variation_attributes)}
                width={64}
                height={64}
                className={styles.thumb}
              />
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>{item.title}</p>
                <p className="muted">
                  {t("Qty")} {item.quantity} · <Price amount={item.line_total} />
                </p>
              </div>
              <Link
                className="btn btn-ghost"
                to={productPath(item.title, item.product_id)}
                aria-label={t("View Product: {title}", { title: item.title })}
              >
                {t("View Product")}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {showsWindow && (
        <p className={styles.delivery}>
          {window.available
            ? t("Estimated delivery: {text}", { text: readerDateRange(window.from, window.to, window.text) })
            : t(window.text)}
        </p>
      )}

      <RefundList refunds={order.refunds} headingLevel={3} />

      <footer className={styles.foot}>
        <div>
          <p className={styles.total}>
            {t("Total")} <Price amount={order.totalAmountbeforePay} />
          </p>
          {order.gst && (
            <p className={`muted ${styles.gst}`}>
              {t(order.gst.mode === "inclusive" ? "Includes GST" : "GST")} <Price amount={order.gst.total} />
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {order.orderStatus === "Delivered" && (
            <button type="button" className="btn btn-secondary" onClick={() => setReturning(true)}>
              {t("Request a return")}
            </button>
          )}
          {action === "Track Order" ? (
            <Link className="btn" to={`/track/${encodeURIComponent(order.order_id)}`}>
              {t("Track Order")}
            </Link>
          ) : (
            <span className={styles.failed}>{t("Failed")}</span>
          )}
        </div>
      </footer>
      {order.orderStatus === "Delivered" && (
        <ReturnDialog orderId={order.order_id} open={returning} onClose={() => setReturning(false)} />
      )}
    </article>
  );
}
