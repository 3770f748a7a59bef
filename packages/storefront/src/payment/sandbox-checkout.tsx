// The sandbox gateway's checkout dialog (design §2): stands in for Razorpay's widget in development.
// Pay and Fail call POST /dev/sandbox/pay, which answers what Razorpay hands its success handler (a
// signature that verifies, or one that does not); Close leaves the order waiting for payment, exactly
// as closing Razorpay's widget does.
import { formatRupees } from "@henna/domain/money";
import { useState } from "react";
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
    <Modal open title="Sandbox payment" size="sm" onClose={busy ? () => {} : onClose}>
      <div className={styles.sandbox} aria-busy={busy}>
        <p className={styles.sandboxNote}>Test mode: no money moves. Choose how this payment ends.</p>
        <dl className={styles.sandboxFacts}>
          <dt>Paying</dt>
          <dd>{companyName}</dd>
          <dt>Amount</dt>
          <dd className={styles.sandboxAmount}>{amount}</dd>
          <dt>Gateway order</dt>
          <dd className={styles.mono}>{order.id}</dd>
        </dl>
        {busy ? (
          <p role="status" className={styles.sandboxBusy}>
            {choice === "failure" ? "Failing the payment…" : "Confirming your payment…"}
          </p>
        ) : (
          <div className={styles.sandboxActions}>
            <button type="button" className="btn btn-block" onClick={() => choose("success")}>
              Pay {amount}
            </button>
            <button type="button" className="btn btn-secondary btn-block" onClick={() => choose("failure")}>
              Fail
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
