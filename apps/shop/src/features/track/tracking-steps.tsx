// The four-step progress of spec §2 Order tracking with the labels and steps of §4.
import { trackingLabels, trackingStep } from "@henna/domain/order-status";
import { t } from "@henna/storefront/i18n/i18n.ts";
import styles from "./track-page.module.css";

export function TrackingSteps({ orderStatus }: { orderStatus: string }) {
  const step = trackingStep(orderStatus);
  const labels = trackingLabels(orderStatus);
  const cancelled = step === -1;
  return (
    <ol className={styles.steps} aria-label={t("Order progress")}>
      {labels.map((label, index) => {
        const number = index + 1;
        const done = !cancelled && number <= step;
        const current = !cancelled && number === step;
        const state = cancelled ? "cancelled" : done ? "done" : "todo";
        return (
          <li
            key={index}
            className={styles.step}
            data-state={state}
            aria-current={current ? "step" : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {cancelled ? "×" : done ? "✓" : number}
            </span>
            <span className={styles.label}>{t(label)}</span>
            <span className="visually-hidden">
              {cancelled ? "" : current ? t(" (current step)") : done ? t(" (done)") : t(" (not yet)")}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
