// The frame of the sign-in pages: one centred card with a heading, the form, and a footer line.
import type { ReactNode } from "react";
import { t } from "../i18n/i18n";
import styles from "./auth.module.css";

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={`card ${styles.card}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={`muted ${styles.subtitle}`}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}

/** A form-level message (the server's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {t(message)}
    </p>
  );
}
