// The promotional headings strip (spec §2; §9 rotation every 3 s). It pauses while the pointer or focus
// is on it and has a pause button (WCAG 2.2.2). The headings are not a live region: a screen reader
// would otherwise read a new one every 3 seconds.
import { useEffect, useState } from "react";
import { t } from "../i18n/i18n";
import { marquee } from "../state/resources";
import { useResource } from "../state/use-resource";
import { Icon } from "./icon";
import styles from "./promo-marquee.module.css";

export const MARQUEE_INTERVAL_MS = 3000;

export function PromoMarquee() {
  const { data, isLoading } = useResource(marquee, undefined);
  const headings = data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = headings.length;

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), MARQUEE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused, hovered]);

  // Loaded with nothing to say (or failed: only logged, §8): no strip at all.
  if (!isLoading && count === 0) return null;
  const current = count > 0 ? headings[index % count] : "";

  return (
    <section
      className={styles.bar}
      aria-label={t("Promotions")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <p key={index} className={styles.text} data-testid="marquee-heading">
        {current}
      </p>
      {count > 1 && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={paused ? t("Play offers") : t("Pause offers")}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <Icon name={paused ? "play" : "pause"} size={16} />
        </button>
      )}
    </section>
  );
}
