// Spec §2 home about block with Shop Now to /products.
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link } from "react-router";
import styles from "./home.module.css";

const PROMISES = [
  { icon: "/images/categories/cones.svg", text: "Cones rolled fresh every week" },
  { icon: "/images/categories/bridal-henna.svg", text: "Natural, triple-sifted henna" },
  { icon: "/images/categories/tea.svg", text: "Small-batch chai blends" },
  { icon: "/images/categories/courses.svg", text: "Classes in our own studios" },
] as const;

export function AboutBlock() {
  return (
    <section className={`${styles.section} ${styles.about}`} aria-labelledby="about-title">
      <div className={styles.aboutText}>
        <p className={styles.aboutKicker}>Our story</p>
        <h2 id="about-title" className={styles.sectionTitle}>
          Pure henna and honest chai, made in Mumbai
        </h2>
        <p>
          We started by rolling henna cones for brides in our neighbourhood. Today we mix every batch of
          powder ourselves, roll fresh cones each week, blend small-batch teas, and teach the craft in our own
          studios.
        </p>
        <p className="muted">Natural ingredients, careful packing, and delivery across India.</p>
        <Link to="/products" className="btn">
          Shop Now
        </Link>
      </div>
      <ul className={styles.promises}>
        {PROMISES.map((promise) => (
          <li key={promise.text} className={styles.promise}>
            <SmartImage src={promise.icon} alt="" ratio={1} width={96} className={styles.promiseIcon} />
            <span>{promise.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
