// An order's refunds as the customer sees them (issue 33): how much, where it goes, and its state —
// initiated (on its way), processed or failed. Shown on My Account's order card, the tracking page
// and the invoice; nothing at all for an order without refunds.
import type { components } from "@henna/api";
import { formatPaymentTime } from "@henna/domain/dates";
import { readerDateTime } from "../i18n/format";
import { msg, t } from "../i18n/i18n";
import { Price } from "../ui/price";
import styles from "./refund-list.module.css";

type CustomerRefund = components["schemas"]["CustomerRefund"];

const STATE_TEXT = {
  initiated: msg("Refund initiated"),
  processed: msg("Refund processed"),
  failed: msg("Refund failed"),
} as const;

const HOW = {
  gateway: msg("To your original payment"),
  manual: msg("Paid back to you by UPI or bank transfer"),
} as const;

export function RefundList({
  refunds,
  headingLevel = 2,
  className,
}: {
  refunds: readonly CustomerRefund[] | undefined;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  if (!refunds || refunds.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={`${styles.refunds} ${className ?? ""}`} aria-label={t("Refunds")}>
      <Heading className={styles.title}>{t("Refunds")}</Heading>
      <ul className={styles.list}>
        {refunds.map((refund) => {
          const when = refund.processedAt ?? refund.createdAt;
          return (
            <li key={refund.id} className={styles.item}>
              <Price amount={refund.amount} className={styles.amount} />
              <span className={styles.state} data-state={refund.state}>
                {t(STATE_TEXT[refund.state])}
              </span>
              <span className={styles.how}>
                {t(HOW[refund.method])}
                {refund.state === "initiated" && refund.method === "gateway"
                  ? ` · ${t("It reaches your account in 5 to 7 working days.")}`
                  : ""}
              </span>
              <time className={styles.when} dateTime={when}>
                {readerDateTime(when, formatPaymentTime(when))}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
