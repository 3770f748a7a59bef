// The sandbox gateway's checkout dialog (design §2): stands in for Razorpay's widget in development.
// Pay and Fail call POST /dev/sandbox/pay, which answers what Razorpay hands its success handler (a
// signature that verifies, or one that does not); Close leaves the order waiting for payment, exactly
// as closing Razorpay's widget does.

import { useState } from "react";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import { Modal } from "../ui/modal";
import styles from "./payment.module.css";
import type { GatewayOrder } from "./payment-calls";

export interface SandboxCheckoutProps {
  order: GatewayOrder;
  companyName: string;
  /** Busy after Pay or Fail: the dialog shows that the payment is being confirmed. */
  busy: boolean;
  onPay: (outcome: "success" | "failure") => void;
  onClose: () => void;
}

export function SandboxCheckout({ order, companyName, busy, onPay, onClose }: SandboxCheckoutProps) {
  const [choice, setChoice] = useState<"success" | "failure" | null>(null);
  const amount = formatRupees(order.amount / 100);
  const choose = (outcome: "success" | "failure") => {
    setChoice(outcome);
    onPay(outcome);
  };
  return (
    <Modal open title={t("Sandbox payment")} size="sm" onClose={busy ? () => {} : onClose}>
      <div className={styles.sandbox} aria-busy={busy}>
        <p className={styles.sandboxNote}>{t("Test mode: no money moves. Choose how this payment ends.")}</p>
        <dl className={styles.sandboxFacts}>
          <dt>{t("Paying")}</dt>
          <dd>{companyName}</dd>
          <dt>{t("Amount")}</dt>
          <dd className={styles.sandboxAmount}>{amount}</dd>
          <dt>{t("Gateway order")}</dt>
          <dd className={styles.mono}>{order.id}</dd>
        </dl>
        {busy ? (
          <p role="status" className={styles.sandboxBusy}>
            {choice === "failure" ? t("Failing the payment…") : t("Confirming your payment…")}
          </p>
        ) : (
          <div className={styles.sandboxActions}>
            <button type="button" className="btn btn-block" onClick={() => choose("success")}>
              {t("Pay")} {amount}
            </button>
            <button type="button" className="btn btn-secondary btn-block" onClick={() => choose("failure")}>
              {t("Fail")}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
