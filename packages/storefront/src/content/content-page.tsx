// The long-form layout every policy and rules page shares: a title, a short lead, the date the text was
// last revised, and numbered sections with their own headings. On a wide screen an "On this page" list
// stays beside the text; on a phone the text comes first and alone (it is what the reader came for).
import type { ReactNode } from "react";
import { readerDate } from "../i18n/format";
import { t } from "../i18n/i18n";
import styles from "./content-page.module.css";
import type { RevisionDate } from "./policy-dates";

export interface ContentSection {
  /** The anchor of the section (#id), unique on the page. */
  id: string;
  heading: string;
  body: ReactNode;
}

export interface ContentPageProps {
  title: string;
  /** One or two sentences under the title: what the page covers. */
  lead: ReactNode;
  /** When the text was last revised, e.g. 1 November 2026. */
  updated?: RevisionDate;
  sections: readonly ContentSection[];
  /** Closing block under the sections (e.g. how to reach us). */
  footer?: ReactNode;
}

export function ContentPage({ title, lead, updated, sections, footer }: ContentPageProps) {
  const titleId = "content-title";
  return (
    <div className={`page ${styles.layout}`}>
      <article className={styles.article} aria-labelledby={titleId}>
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {t(title)}
          </h1>
          <div className={styles.lead}>{lead}</div>
          {updated && (
            <p className={styles.updated}>
              {t("Last updated:")} {readerDate(updated.date, updated.text, "long")}
            </p>
          )}
        </header>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-h`}
          >
            <h2 id={`${section.id}-h`} className={styles.heading}>
              {t(section.heading)}
            </h2>
            <div className={styles.body}>{section.body}</div>
          </section>
        ))}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </article>
      {sections.length > 2 && (
        <nav className={styles.toc} aria-label={t("On this page")}>
          <h2 className={styles.tocTitle}>{t("On this page")}</h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {t(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
