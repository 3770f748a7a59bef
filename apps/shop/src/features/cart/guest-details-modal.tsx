import { t } from "@henna/storefront/i18n/i18n.ts";
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import type { StoredCheckoutData } from "@henna/storefront/storage/checkout-data-storage.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { lazy, Suspense } from "react";
import styles from "./cart-page.module.css";

const GuestDetailsForm = lazy(inPageLanguage(() => import("./guest-details-form")));

export interface GuestDetailsModalProps {
  open: boolean;
  onClose: () => void;
  checkout: () => StoredCheckoutData;
}

/** 'Enter Guest Details' (spec §2 Cart), the quote request of a Get Quote store. */
export function GuestDetailsModal({ open, onClose, checkout }: GuestDetailsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t("Enter Guest Details")} size="sm">
      <Suspense
        fallback={
          <div aria-busy="true">
            <span className="visually-hidden">{t("Loading…")}</span>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className={`skeleton ${styles.skeletonField}`} />
            ))}
          </div>
        }
      >
        {open && <GuestDetailsForm checkout={checkout} onSent={onClose} />}
      </Suspense>
    </Modal>
  );
}
