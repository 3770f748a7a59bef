import { t } from "@henna/storefront/i18n/i18n.ts";
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { lazy, Suspense } from "react";
import styles from "./quote-form.module.css";

const QuoteForm = lazy(inPageLanguage(() => import("./quote-form")));

export interface QuoteModalProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  productTitle: string;
}

/** Get Quote: the lead form in a dialog; its code loads when the dialog first opens. */
export function QuoteModal({ open, onClose, productId, productTitle }: QuoteModalProps) {
  return (
    <Modal open={open} title={t("Get Quote")} onClose={onClose} size="sm">
      <Suspense fallback={<FormSkeleton />}>
        {open && <QuoteForm productId={productId} productTitle={productTitle} onSent={onClose} />}
      </Suspense>
    </Modal>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className={styles.form}>
      <span className="visually-hidden">{t("Loading…")}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={`skeleton ${styles.skeletonField}`} />
      ))}
    </div>
  );
}
