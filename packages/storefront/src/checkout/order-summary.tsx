// The order summary (spec §2 Checkout): the lines, the coupon from checkout_data, the delivery charge,
// the fee, the total, the GST in it, and what is paid now and later. No fixed tax line is charged: the
// GST comes from the server's quote (each product's rate, the delivery charge's), shown inside the total,
// or as a 'GST' line added to it when the store prices without GST. The domain's checkout bill stands in
// while the quote loads; once the server has answered an order, its amounts are shown instead.
import type { ApiSchemas } from "@henna/api";
import type { CartLine } from "@henna/domain/cart";
import type { CheckoutBill } from "@henna/domain/checkout-bill";
import { SUMMARY_LABELS } from "@henna/domain/order-pricing";
import type { ReactNode } from "react";
import { productPhotoAlt } from "../catalogue/photo-alt";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import { GstRows } from "../ui/gst-rows";
import styles from "./checkout.module.css";

export interface ServerAmounts {
  payNow: number;
  payLater: number;
}

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  bill: CheckoutBill;
  /** The server's bill for these lines and choices (POST /checkout/quote); null while it loads. */
  quote: ApiSchemas["CheckoutQuote"] | null;
  /** The quote could not be read: the GST is worked out when the order is placed. */
  quoteFailed: boolean;
  couponCode: string | null;
  /** Shown instead of the coupon line when the coupon cannot be used. */
  couponNote: string | null;
  /** False while the delivery charge's inputs load, or without a shipping address. */
  deliveryKnown: boolean;
  course: boolean;
  /** The server's amounts for the order placed, when they differ from the bill. */
  server: ServerAmounts | null;
  children?: ReactNode;
}

function Row({ label, amount, strong }: { label: ReactNode; amount: ReactNode; strong?: boolean }) {
  return (
    <div className={`${styles.row} ${strong ? styles.rowStrong : ""}`}>
      <dt>{typeof label === "string" ? t(label) : label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

export function OrderSummary({
  lines,
  bill,
  quote,
  quoteFailed,
  couponCode,
  couponNote,
  deliveryKnown,
  course,
  server,
  children,
}: OrderSummaryProps) {
  const payNow = server?.payNow ?? quote?.pay_now ?? bill.payNow;
  const payLater = server?.payLater ?? quote?.pay_later ?? bill.payLater;
  const total = server ? server.payNow + server.payLater : (quote?.total ?? bill.total);
  const gst = quote?.gst ?? null;
  return (
    <aside className={`card ${styles.summary}`} aria-label={t("Order summary")}>
      <h2 className={styles.sectionTitle}>{t("Order summary")}</h2>
      <ul className={styles.items} aria-label={t("Items")}>
        {lines.map((line) => (
          <li key={line.product_sku || line.product_id} className={styles.item}>
            <img
              src={line.product_image}
              alt={productPhotoAlt(line.product_name, line.variation_attributes)}
              width={56}
              height={56}
              className={styles.itemImage}
              loading="lazy"
            />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{line.product_name}</span>
              {Object.keys(line.variation_attributes).length > 0 && (
                <span className="muted">{Object.values(line.variation_attributes).join(" / ")}</span>
              )}
              <span className="muted">
                {t("Qty")} {line.quantity}
              </span>
            </span>
            <span className={styles.itemPrice}>
              {formatRupees(
                (line.product_saleprice > 0 ? line.product_saleprice : line.product_price) * line.quantity,
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.bill}>
        <Row label={SUMMARY_LABELS.subtotal} amount={formatRupees(bill.subtotal)} />
        {couponCode && bill.couponApplies && (
          <Row
            label={`${t(SUMMARY_LABELS.coupon)} (${couponCode})`}
            amount={<span className={styles.saving}>−{formatRupees(bill.discount)}</span>}
          />
        )}
        {!course && (
          <Row
            label={SUMMARY_LABELS.delivery}
            amount={
              !deliveryKnown ? (
                <span className="muted">{t("Calculated at order")}</span>
              ) : bill.deliveryCharge === 0 ? (
                <span className={styles.saving}>{t("Free")}</span>
              ) : (
                formatRupees(bill.deliveryCharge)
              )
            }
          />
        )}
        {gst?.mode === "exclusive" && <Row label={SUMMARY_LABELS.tax} amount={formatRupees(gst.added)} />}
        <Row label={SUMMARY_LABELS.fee} amount={formatRupees(bill.fee)} />
        <Row label={SUMMARY_LABELS.total} amount={formatRupees(total)} strong />
        {gst ? (
          <GstRows gst={gst} rowClassName={styles.row} />
        ) : (
          <Row
            label={SUMMARY_LABELS.tax}
            amount={
              <span className="muted">{quoteFailed ? t("Calculated at order") : t("Calculating…")}</span>
            }
          />
        )}
        {payLater > 0 && (
          <>
            <Row label={t("To pay now")} amount={formatRupees(payNow)} />
            <Row
              label={course ? t("Remaining (at the center)") : t("Remaining (on delivery)")}
              amount={formatRupees(payLater)}
            />
          </>
        )}
      </dl>
      {couponNote && (
        <p className="error-text" role="note">
          {t(couponNote)}
        </p>
      )}
      {server && (
        <p className={styles.serverNote} role="status">
          {t("The shop worked out the final amount:")} {formatRupees(total)}.
        </p>
      )}
      {children}
    </aside>
  );
}
