// The heading and one-paragraph introduction that open the store's simple pages (Contact, Enquiry,
// Centers), so they share one look.
import type { ReactNode } from "react";
import { t } from "../i18n/i18n";
import styles from "./page-intro.module.css";

export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{t(title)}</h1>
      <p className={styles.lead}>{children}</p>
    </header>
  );
}
