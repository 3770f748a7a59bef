// A horizontal carousel row: native scrolling (swipe on phones), chevrons that scroll by a fixed step
// (spec §9: 260, 250 or 150 px) and appear only when there is more to scroll that way.
// Whether there is more is told by an IntersectionObserver watching a 1 px marker at each end of the
// track, not by reading scroll sizes: reading them right after React has changed the page forces a
// layout then and there, which on the home page (several rows, each re-rendered as data arrives) was
// the biggest single cost of the first seconds on a phone.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { t } from "../i18n/i18n";
import styles from "./scroll-row.module.css";

export interface ScrollRowProps {
  /** Names the row for screen readers, e.g. "New Arrivals: Cones". */
  label: string;
  step: number;
  children: ReactNode;
}

export function ScrollRow({ label, step, children }: ScrollRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLSpanElement>(null);
  const endRef = useRef<HTMLSpanElement>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);

  useEffect(() => {
    const track = ref.current;
    const start = startRef.current;
    const end = endRef.current;
    if (!track || !start || !end || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // A marker out of view means the row goes on past that edge.
          if (entry.target === start) setCanLeft(!entry.isIntersecting);
          else setCanRight(!entry.isIntersecting);
        }
      },
      { root: track },
    );
    observer.observe(start);
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  const scrollBy = (delta: number) => ref.current?.scrollBy({ left: delta, behavior: "smooth" });

  return (
    <section aria-label={label} className={styles.wrap}>
      {canLeft && (
        <button
          type="button"
          className={`icon-btn ${styles.chevron} ${styles.left}`}
          aria-label={t("Scroll {label} left", { label })}
          onClick={() => scrollBy(-step)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div ref={ref} className={styles.track}>
        <span ref={startRef} className={`${styles.marker} ${styles.start}`} aria-hidden="true" />
        {children}
        <span ref={endRef} className={`${styles.marker} ${styles.end}`} aria-hidden="true" />
      </div>
      {canRight && (
        <button
          type="button"
          className={`icon-btn ${styles.chevron} ${styles.right}`}
          aria-label={t("Scroll {label} right", { label })}
          onClick={() => scrollBy(step)}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </section>
  );
}
