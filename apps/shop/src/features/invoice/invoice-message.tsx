// What the invoice and credit-note pages say instead of a document: none asked for, not found, not
// ready, or a failure to retry.
import { gstDocumentStyles as styles } from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { Link } from "react-router";

export function InvoiceMessage({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className={`page ${styles.message}`}>
      <h1>{title}</h1>
      <p role={retry ? "alert" : undefined}>{text}</p>
      <div className={styles.toolbar}>
        {retry && (
          <button type="button" className="btn" onClick={retry}>
            {t("Try again")}
          </button>
        )}
        <Link className={retry ? "btn btn-secondary" : "btn"} to="/my-account">
          {t("Go to My Account")}
        </Link>
      </div>
    </div>
  );
}
