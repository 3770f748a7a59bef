// Order tracking /track/{id} (spec §2): the four steps, the ordered items, the bill (pay on delivery
// shows Paid Amount and Remaining Amount) and Download Invoice when the order is Out for delivery. An
// order that is not the caller's reads exactly like one that does not exist (the server answers 404).
import { formatPaymentTime } from "@henna/domain/dates";
import { showDownloadInvoice } from "@henna/domain/order-status";
import { productPath } from "@henna/domain/product-path";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { productPhotoAlt } from "@henna/storefront/catalogue/photo-alt.ts";
import { readerDateTime } from "@henna/storefront/i18n/format.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { RefundList } from "@henna/storefront/refunds/refund-list.tsx";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { GstRows } from "@henna/storefront/ui/gst-rows.tsx";
import { Price } from "@henna/storefront/ui/price.tsx";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link, useParams } from "react-router";
import styles from "./track-page.module.css";
import { trackedOrder } from "./track-resources";
import { TrackingSteps } from "./tracking-steps";

/**
 * While the order loads: the page's frame with its heading, which the link already names (the
 * largest text on the screen shows at once, and nothing moves when the order arrives).
 */
function TrackSkeleton({ id }: { id: string }) {
  return (
    <div className="page" aria-busy="true">
      <p className={styles.back}>
        <Link to="/my-account">{t("← My orders")}</Link>
      </p>
      <h1 className={styles.title}>
        {t("Order")} {id}
      </h1>
      <span className="visually-hidden">{t("Loading your order…")}</span>
      <div className={`skeleton ${styles.skLine}`} />
      <div className={`skeleton ${styles.skSteps}`} />
      <div className={`skeleton ${styles.skBlock}`} />
    </div>
  );
}

export default function TrackPage() {
  const { id = "" } = useParams();
  const { data: order, error, isLoading, refetch } = useResource(trackedOrder, id === "" ? skip : id);

  if (isLoading) return <TrackSkeleton id={id} />;
  if (!order) {
    const missing = !error || error.status === 404 || error.status === 400;
    return (
      <div className={`page ${styles.message}`}>
        <h1>{missing ? t("Order not found") : t("We could not load this order")}</h1>
        <p role={missing ? undefined : "alert"}>
          {missing
            ? t("We could not find this order in your account. Check the link, or open it from your orders.")
            : failureText(error)}
        </p>
        <div className={styles.actions}>
          {!missing && (
            <button type="button" className="btn" onClick={refetch}>
              {t("Try again")}
            </button>
          )}
          <Link className={missing ? "btn" : "btn btn-secondary"} to="/my-account">
            {t("Go to My Account")}
          </Link>
        </div>
      </div>
    );
  }

  const placed = readerDateTime(order.createdAt, formatPaymentTime(order.createdAt));
  const payOnDelivery = order.payment_mode === "Pay on delivery";
  return (
    <div className="page">
      <p className={styles.back}>
        <Link to="/my-account">{t("← My orders")}</Link>
      </p>
      <h1 className={styles.title}>
        {t("Order")} {order.order_id}
      </h1>
      <p className="muted">
        {placed ? t("Placed {placed} · ", { placed }) : ""}
        {t(order.payment_mode)}
      </p>

      <section className={`card ${styles.section}`} aria-labelledby="track-progress">
        <h2 id="track-progress">{t("Tracking")}</h2>
        <TrackingSteps orderStatus={order.orderStatus} />
        {order.status_notes && order.status_notes.length > 0 && (
          <ul className={styles.notes} aria-label={t("Shipping updates")}>
            {order.status_notes.map((entry) => (
              <li key={`${entry.createdAt}-${entry.status}`}>
                <span className={styles.noteStatus}>{t(entry.status)}</span>
                <span>{entry.note}</span>
                <time className="muted" dateTime={entry.createdAt}>
                  {readerDateTime(entry.createdAt, formatPaymentTime(entry.createdAt))}
                </time>
              </li>
            ))}
          </ul>
        )}
        {showDownloadInvoice(order.orderStatus) && (
          <Link className="btn" to={`/invoice?order=${encodeURIComponent(order.order_id)}`}>
            {t("Download Invoice")}
          </Link>
        )}
      </section>

      <div className={styles.columns}>
        <section className={`card ${styles.section}`} aria-labelledby="track-items">
          <h2 id="track-items">{t("Ordered items")}</h2>
          {order.items.length === 0 ? (
            <p className="muted">{t("No products found in this order.")}</p>
          ) : (
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={`${item.product_id}-${item.sku}`} className={styles.item}>
                  <SmartImage
                    src={item.image}
                    alt={productPhotoAlt(item.title, item.variation_attributes)}
                    width={72}
                    height={72}
                    className={styles.thumb}
                  />
                  <div>
                    <Link to={productPath(item.title, item.product_id)} className={styles.itemTitle}>
                      {item.title}
                    </Link>
                    {item.variation_attributes && (
                      <p className="muted">{Object.values(item.variation_attributes).join(", ")}</p>
                    )}
                    <p className="muted">
                      {t("Qty")} {item.quantity} × <Price amount={item.sale_price} />
                    </p>
                  </div>
                  <Price amount={item.line_total} className={styles.lineTotal} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={`card ${styles.section}`} aria-labelledby="track-bill">
          <h2 id="track-bill">{t("Bill details")}</h2>
          <dl className={styles.bill}>
            {order.summary.map((line) => (
              <div key={line.label} className={line.label === "Total" ? styles.billTotal : undefined}>
                <dt>{t(line.label)}</dt>
                <dd>
                  <Price amount={line.amount} />
                </dd>
              </div>
            ))}
            {order.gst && order.summary.length > 0 && <GstRows gst={order.gst} />}
            {payOnDelivery && (
              <>
                <div>
                  <dt>{t("Paid Amount")}</dt>
                  <dd>
                    <Price amount={order.advance_amount} />
                  </dd>
                </div>
                <div className={styles.billTotal}>
                  <dt>{t("Remaining Amount")}</dt>
                  <dd>
                    <Price amount={order.remaining_amount} />
                  </dd>
                </div>
              </>
            )}
          </dl>
          <RefundList refunds={order.refunds} />
        </section>
      </div>
    </div>
  );
}
