// The product's pictures: a swipeable track (CSS scroll-snap, so a phone swipes natively) with
// thumbnails below. The first picture is the page's LCP element: eager, high priority, fixed ratio.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useEffect, useRef, useState } from "react";
import styles from "./product-gallery.module.css";

export interface ProductGalleryProps {
  images: readonly string[];
  title: string;
}

export function ProductGallery({ images, title }: ProductGalleryProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const slides = images.length > 0 ? images : [""];
  const many = slides.length > 1;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      if (track.clientWidth === 0) return;
      setActive(Math.round(track.scrollLeft / track.clientWidth));
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => track.removeEventListener("scroll", onScroll);
  }, []);

  function show(index: number) {
    const next = Math.min(Math.max(index, 0), slides.length - 1);
    setActive(next);
    const track = trackRef.current;
    track?.scrollTo?.({ left: next * track.clientWidth, behavior: "smooth" });
  }

  const altOf = (index: number) =>
    many
      ? t("{title}, image {number} of {count}", { title, number: index + 1, count: slides.length })
      : title;

  return (
    <section className={styles.gallery} aria-label={t("{title} images", { title })}>
      <div className={styles.stage}>
        {/* A scrollable box must be reachable by keyboard (arrow keys then scroll it; axe
            scrollable-region-focusable): its pictures hold nothing focusable. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box itself takes focus */}
        <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label={t("Pictures")}>
          {slides.map((src, index) => (
            <li
              key={`${src}-${index}`}
              className={styles.slide}
              aria-hidden={index === active ? undefined : true}
            >
              <SmartImage
                src={src}
                alt={altOf(index)}
                ratio={1}
                width={720}
                priority={index === 0}
                className={styles.image}
              />
            </li>
          ))}
        </ul>
        {many && (
          <>
            <button
              type="button"
              className={`icon-btn ${styles.arrow} ${styles.prev}`}
              aria-label={t("Previous image")}
              disabled={active === 0}
              onClick={() => show(active - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`icon-btn ${styles.arrow} ${styles.next}`}
              aria-label={t("Next image")}
              disabled={active === slides.length - 1}
              onClick={() => show(active + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.counter} aria-live="polite">
              {active + 1} / {slides.length}
            </p>
          </>
        )}
      </div>
      {many && (
        <ul className={styles.thumbs} aria-label={t("Choose an image")}>
          {slides.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={index === active ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-pressed={index === active}
                onClick={() => show(index)}
              >
                <SmartImage src={src} alt={t("Show {value}", { value: altOf(index) })} ratio={1} width={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
