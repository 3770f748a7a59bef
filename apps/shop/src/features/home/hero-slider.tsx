// Spec §2 home slider of offers: dots, a new slide every 5 s, wrapping to the first. Every slide sits
// in the same grid cell, so the box is as tall as the tallest slide and nothing moves as they change;
// the first slide's picture is the page's largest paint and loads first: the other slides' pictures and
// the decorative backgrounds wait for an idle moment (a picture also for its slide to be shown), so they
// do not compete with it and the scripts.
import { FAILED_TO_LOAD_SLIDER } from "@henna/domain/load-failures";
import { productPath } from "@henna/domain/product-path";
import { imageUrl } from "@henna/storefront/config/runtime-config.ts";
import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { useFirstIdle } from "@henna/storefront/ui/first-idle.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useState } from "react";
import { Link } from "react-router";
import styles from "./hero-slider.module.css";
import { type Slide, slides } from "./home-resources";
import { useAutoAdvance } from "./use-auto-advance";
import { WelcomeHero } from "./welcome-hero";

function slideLink(slide: Slide): string {
  return slide.product === null ? "/products" : productPath(slide.slider_name, slide.product);
}

function SlideView({
  slide,
  first,
  active,
  pictures,
  backdrop,
}: {
  slide: Slide;
  first: boolean;
  active: boolean;
  /** Whether to load the slide's picture yet; a box of the same size stands in meanwhile. */
  pictures: boolean;
  /** Whether to load the decorative background yet (it takes nothing's place). */
  backdrop: boolean;
}) {
  const showCutOff =
    slide.cutOffPrice !== null && slide.price !== null && slide.cutOffPrice > slide.price && slide.price > 0;
  const background = imageUrl(slide.background_image);
  return (
    <div className={styles.slide} data-active={active}>
      {background && backdrop && (
        <img
          src={background}
          alt=""
          // biome-ignore lint/a11y/noRedundantRoles: issue 35 marks every decorative picture so, for readers that ignore alt="".
          role="presentation"
          className={styles.background}
          loading={first ? "eager" : "lazy"}
          decoding="async"
          width={1200}
          height={500}
        />
      )}
      <div className={styles.media}>
        {pictures ? (
          <SmartImage
            src={slide.image}
            alt={slide.slider_name}
            ratio={2}
            width={800}
            priority={first}
            className={styles.image}
          />
        ) : (
          <div className={`skeleton ${styles.mediaSkeleton}`} />
        )}
      </div>
      <div className={styles.text}>
        {slide.offer_name && <p className={styles.eyebrow}>{slide.offer_name}</p>}
        <h2 className={styles.title}>{slide.slider_name}</h2>
        {slide.description && <p className={styles.description}>{slide.description}</p>}
        {slide.price !== null && slide.price > 0 && (
          <p className={styles.prices}>
            <span className={styles.price}>{formatRupees(slide.price)}</span>
            {showCutOff && (
              <s className={styles.cutOff}>
                <span className="visually-hidden">{t("Was")} </span>
                {formatRupees(slide.cutOffPrice)}
              </s>
            )}
          </p>
        )}
        <Link to={slideLink(slide)} className={`btn ${styles.cta}`}>
          {t("Shop Now")}
        </Link>
      </div>
    </div>
  );
}

export function HeroSlider() {
  const { data, isLoading, isError, refetch } = useResource(slides, undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const list = data ?? [];
  const { index, goTo, reducedMotion } = useAutoAdvance(list.length, hovered || focused || paused);
  const idle = useFirstIdle();

  if (isLoading) {
    return (
      <div className={styles.frame} aria-busy="true">
        <div className={styles.slide}>
          <div className={styles.media}>
            <div className={`skeleton ${styles.mediaSkeleton}`} />
          </div>
          <div className={styles.text}>
            <span className={`skeleton ${styles.lineSkeleton}`} />
            <span className={`skeleton ${styles.titleSkeleton}`} />
            <span className={`skeleton ${styles.lineSkeleton}`} />
          </div>
        </div>
        <span className="visually-hidden">{t("Loading offers…")}</span>
      </div>
    );
  }
  if (isError && list.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.failed}`} role="alert">
        <p className={styles.failedText}>{t(FAILED_TO_LOAD_SLIDER)}</p>
        <button type="button" className="btn btn-secondary" onClick={refetch}>
          {t("Retry")}
        </button>
      </div>
    );
  }
  if (list.length === 0) return <WelcomeHero />;

  return (
    <section
      className={styles.frame}
      aria-roledescription={t("carousel")}
      aria-label={t("Offers")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.track}>
        {list.map((slide, position) => {
          const active = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={`${slide.slider_name}-${slide.product ?? position}`}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("{value} of {length}", { value: position + 1, length: list.length })}
              inert={!active}
              className={styles.cell}
              data-active={active}
              data-testid="slide"
            >
              <SlideView
                slide={slide}
                first={position === 0}
                active={active}
                pictures={position === 0 || active || idle}
                backdrop={idle}
              />
            </div>
          );
        })}
      </div>
      {list.length > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t("Play slides") : t("Pause slides")}
            >
              <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
            </button>
          )}
          {list.map((slide, position) => (
            <button
              key={`${slide.slider_name}-${slide.product ?? position}`}
              type="button"
              className={styles.dot}
              aria-label={t("Show slide {value}: {slider_name}", {
                value: position + 1,
                slider_name: slide.slider_name,
              })}
              aria-current={position === index}
              onClick={() => goTo(position)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
