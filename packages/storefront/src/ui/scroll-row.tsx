// A horizontal carousel row: native scrolling (swipe on phones), chevrons that scroll by a fixed step
// (spec §9: 260, 250 or 150 px) and appear only when there is more to scroll that way.
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import styles from "./scroll-row.module.css";

export interface ScrollRowProps {
  /** Names the row for screen readers, e.g. "New Arrivals: Cones". */
  label: string;
  step: number;
  children: ReactNode;
}

export function ScrollRow({ label, step, children }: ScrollRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setCanLeft(el.scrollLeft > 1);
    setCanRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollBy = (delta: number) => ref.current?.scrollBy({ left: delta, behavior: "smooth" });

  return (
    <section aria-label={label} className={styles.wrap}>
      {canLeft && (
        <button
          type="button"
          className={`icon-btn ${styles.chevron} ${styles.left}`}
          aria-label={`Scroll ${label} left`}
          onClick={() => scrollBy(-step)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div ref={ref} className={styles.track}>
        {children}
      </div>
      {canRight && (
        <button
          type="button"
          className={`icon-btn ${styles.chevron} ${styles.right}`}
          aria-label={`Scroll ${label} right`}
          onClick={() => scrollBy(step)}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </section>
  );
}
