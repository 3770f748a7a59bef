// Payment method (spec §2 Checkout, §4): only the methods the store offers (GET /paybutton), Pay now
// first by default. With an advance percentage, Pay on delivery says what is paid now and what later.

import type { PaymentMode } from "@henna/domain/pay-buttons";
import { FormField } from "../forms/form-field";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { msg, t } from "../i18n/i18n";
import styles from "./checkout.module.css";

export interface PaymentMethodProps {
  offered: readonly PaymentMode[];
  value: PaymentMode | null;
  onChange: (mode: PaymentMode) => void;
  /** The advance share for pay on delivery and the resulting split of the shown total. */
  advance: { percentage: number; payNow: number; payLater: number } | null;
  error?: string | undefined;
  /** Course fees are paid at the center, not on delivery. */
  course: boolean;
}

const HINTS: Record<PaymentMode, string> = {
  "Pay now": msg("UPI, cards, net banking or wallets, paid securely online."),
  "Pay on delivery": msg("Pay when your order arrives."),
};

export function PaymentMethod({ offered, value, onChange, advance, error, course }: PaymentMethodProps) {
  if (offered.length === 0) {
    return (
      <>
        <p className="muted">{t("No payment method is available right now. Please contact us to order.")}</p>
        {error && (
          <p className="error-text" role="alert">
            {t(error)}
          </p>
        )}
      </>
    );
  }
  return (
    <FormField
      layout="group"
      label={t("Payment method")}
      labelHidden
      error={error}
      className={styles.methods}
    >
      {() =>
        offered.map((mode) => {
          const label = course && mode === "Pay on delivery" ? t("Pay at the center") : mode;
          const splitHint =
            mode === "Pay on delivery" && advance && advance.percentage > 0
              ? t(
                  course
                    ? "Pay {now} now ({percentage}% advance), {later} at the center."
                    : "Pay {now} now ({percentage}% advance), {later} on delivery.",
                  {
                    now: formatRupees(advance.payNow),
                    percentage: advance.percentage,
                    later: formatRupees(advance.payLater),
                  },
                )
              : null;
          return (
            <label key={mode} className={styles.method}>
              <input
                type="radio"
                name="payment_mode"
                value={mode}
                checked={value === mode}
                onChange={() => onChange(mode)}
              />
              <span className={styles.methodText}>
                <span className={styles.methodName}>{t(label)}</span>
                <span className="muted">
                  {course && mode === "Pay on delivery" ? t("Pay the rest at the center.") : t(HINTS[mode])}
                </span>
                {splitHint && <span className={styles.split}>{splitHint}</span>}
              </span>
            </label>
          );
        })
      }
    </FormField>
  );
}
