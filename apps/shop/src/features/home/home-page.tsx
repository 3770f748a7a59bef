// The shop's home (spec §2 Home). The slider is the first screen and is drawn first; the sections below
// it follow once that screen is painted (useAfterPaint), each drawing a skeleton of its final size and
// filling in as its data arrives, so nothing shifts and nothing waits.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { AboutBlock } from "./about-block";
import { CategoriesSection } from "./categories-section";
import { HeroSlider } from "./hero-slider";
import styles from "./home.module.css";
import { slides } from "./home-resources";
import { NewArrivalsSection } from "./new-arrivals-section";
import { OffersSection } from "./offers-section";
import { PopularProducts } from "./popular-products";
import { useAfterPaint } from "./use-after-paint";

export default function HomePage() {
  const slider = useResource(slides, undefined);
  const below = useAfterPaint(!slider.isLoading);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t("Henna, cones and tea, delivered across India")}</h1>
      <HeroSlider />
      {below ? (
        <div className="page">
          <NewArrivalsSection />
          <PopularProducts />
          <OffersSection />
          <CategoriesSection />
          <AboutBlock />
        </div>
      ) : (
        // As tall as the screen, so the footer does not show and then move down.
        <div className={`page ${styles.below}`} aria-busy="true" />
      )}
    </div>
  );
}
