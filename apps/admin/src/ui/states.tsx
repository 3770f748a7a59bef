// The designed states of every screen: loading (skeletons of the final size), empty (a sentence and a
// way on), error (what happened and what to do).
import type { ApiFailure } from "@henna/storefront/api/api-result.ts";
import { failureText } from "@henna/storefront/api/api-result.ts";
import type { ReactNode } from "react";
import styles from "./states.module.css";

export function ErrorState({
  failure,
  onRetry,
  title = "This could not be loaded",
}: {
  failure: ApiFailure;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{failureText(failure)}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  );
}

/** Skeleton lines with the height of the rows or blocks they stand for. */
export function Skeleton({
  lines = 3,
  height = 36,
  label = "Loading",
}: {
  lines?: number;
  height?: number;
  label?: string;
}) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export function Forbidden() {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>Only the store owner can open this page.</p>
      <p className={styles.text}>Ask an owner if you need a change here.</p>
    </div>
  );
}
