import { t } from "../i18n/i18n";
import styles from "./page-fallback.module.css";

/** What a route shows while its code loads: a skeleton of a page, the size of a page. */
export function PageFallback() {
  return (
    <div className={`page ${styles.wrap}`} aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t("Loading…")}</span>
      <div className={`skeleton ${styles.title}`} />
      <div className={`skeleton ${styles.block}`} />
      <div className={`skeleton ${styles.line}`} />
      <div className={`skeleton ${styles.line}`} />
    </div>
  );
}
