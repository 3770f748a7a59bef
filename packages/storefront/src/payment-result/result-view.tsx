// The look both result pages share: a mark, the heading, a sentence, the facts, and where the shopper
// is taken next (spec §2 Payment result pages; §9 redirect after 2000 ms).
import type { ReactNode } from "react";
import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import styles from "./payment-result.module.css";
import type { ResultFact } from "./result-details";

export interface ResultViewProps {
  outcome: "success" | "failure";
  title: string;
  message: string;
  facts?: readonly ResultFact[];
  /** Where the shopper goes next, and whether it happens by itself in a moment. */
  next: { to: string; label: string; auto: boolean } | null;
  children?: ReactNode;
}

/** What the page says while it is about to move on by itself. */
function movingOnText(to: string): string {
  return to === "/cart" ? t("Taking you back to your cart…") : t("Taking you to My Account…");
}

export function ResultView({ outcome, title, message, facts, next, children }: ResultViewProps) {
  return (
    <div className={`page ${styles.page}`}>
      <section className={`card ${styles.card}`} aria-labelledby="payment-result-title">
        <div
          className={`${styles.mark} ${outcome === "success" ? styles.markSuccess : styles.markFailure}`}
          aria-hidden="true"
        >
          {outcome === "success" ? "✓" : "✕"}
        </div>
        <h1 id="payment-result-title" className={styles.title}>
          {t(title)}
        </h1>
        <p className={styles.message}>{t(message)}</p>
        {facts && facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{t(fact.label)}</dt>
                <dd className={fact.code ? styles.code : undefined}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {next && (
          <div className={styles.next}>
            {next.auto && (
              <p className="muted" role="status">
                {movingOnText(next.to)}
              </p>
            )}
            <AppLink to={next.to} className="btn btn-block">
              {t(next.label)}
            </AppLink>
          </div>
        )}
      </section>
    </div>
  );
}

export function ResultSkeleton() {
  return (
    <div className={`page ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t("Loading your payment…")}
      </span>
      <div className={`skeleton ${styles.skeleton}`} />
    </div>
  );
}
