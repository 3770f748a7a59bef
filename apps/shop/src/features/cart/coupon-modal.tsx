// Apply Coupon: the code entry in a dialog. A blank code is refused here (spec §5); the server says
// whether the code exists (GET /coupon/check/{code}); the order's minimum amount is checked before the
// coupon is applied, as the order will check it again.
import { couponCodeError } from "@henna/domain/checkout";
import { couponMinimumMessage, meetsCouponMinimum } from "@henna/domain/order-pricing";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useAppDispatch } from "@henna/storefront/state/hooks.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { type FormEvent, useState } from "react";
import { type Coupon, checkCoupon } from "./cart-calls";
import styles from "./cart-page.module.css";

export interface CouponModalProps {
  open: boolean;
  onClose: () => void;
  /** The cart's amount the coupon applies to (sale prices), for the minimum check. */
  subtotal: number;
  onApplied: (coupon: Coupon, code: string) => void;
}

export function CouponModal({ open, onClose, subtotal, onApplied }: CouponModalProps) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setMessage(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const blank = couponCodeError(code);
    if (blank) {
      setMessage(blank);
      return;
    }
    setBusy(true);
    setMessage(null);
    const check = await dispatch(checkCoupon(code.trim())).unwrap();
    setBusy(false);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    if (!meetsCouponMinimum(subtotal, check.coupon.min_amount)) {
      setMessage(couponMinimumMessage(check.coupon.min_amount));
      return;
    }
    onApplied(check.coupon, check.coupon.code || code.trim().toUpperCase());
    setCode("");
    close();
  }

  return (
    <Modal open={open} onClose={close} title={t("Apply Coupon")} size="sm">
      <form onSubmit={onSubmit} noValidate className={styles.couponForm}>
        <FormField label={t("Coupon code")} error={message ?? undefined}>
          {(control) => (
            <div className={styles.couponRow}>
              <input
                className={styles.couponInput}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={50}
                placeholder={t("e.g. WELCOME10")}
                {...control}
                onChange={(event) => setCode(event.target.value)}
              />
              <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
                {busy ? t("Checking…") : t("Apply")}
              </button>
            </div>
          )}
        </FormField>
      </form>
    </Modal>
  );
}
