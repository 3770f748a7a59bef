// The shop's home (spec §2 Home). The slider is the first screen; every other section draws a
// skeleton of its final size and fills in as its data arrives, so nothing shifts and nothing waits.
import { AboutBlock } from "./about-block";
import { CategoriesSection } from "./categories-section";
import { HeroSlider } from "./hero-slider";
import styles from "./home.module.css";
import { NewArrivalsSection } from "./new-arrivals-section";
import { OffersSection } from "./offers-section";
import { PopularProducts } from "./popular-products";

export default function HomePage() {
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Henna, cones and tea, delivered across India</h1>
      <HeroSlider />
      <div className="page">
        <NewArrivalsSection />
        <PopularProducts />
        <OffersSection />
        <CategoriesSection />
        <AboutBlock />
      </div>
    </div>
  );
}
