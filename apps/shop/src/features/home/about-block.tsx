// Spec §2 home about block with Shop Now to /products.

import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link } from "react-router";
import styles from "./home.module.css";

const PROMISES = [
  { icon: "/images/categories/cones.svg", text: msg("Cones rolled fresh every week") },
  { icon: "/images/categories/bridal-henna.svg", text: msg("Natural, triple-sifted henna") },
  { icon: "/images/categories/tea.svg", text: msg("Small-batch chai blends") },
  { icon: "/images/categories/courses.svg", text: msg("Classes in our own studios") },
] as const;

export function AboutBlock() {
  return (
    <section className={`${styles.section} ${styles.about}`} aria-labelledby="about-title">
      <div className={styles.aboutText}>
        <p className={styles.aboutKicker}>{t("Our story")}</p>
        <h2 id="about-title" className={styles.sectionTitle}>
          {t("Pure henna and honest chai, made in Mumbai")}
        </h2>
        <p>
          {t(
            "We started by rolling henna cones for brides in our neighbourhood. Today we mix every batch of powder ourselves, roll fresh cones each week, blend small-batch teas, and teach the craft in our own studios.",
          )}
        </p>
        <p className="muted">{t("Natural ingredients, careful packing, and delivery across India.")}</p>
        <Link to="/products" className="btn">
          {t("Shop Now")}
        </Link>
      </div>
      <ul className={styles.promises}>
        {PROMISES.map((promise) => (
          <li key={promise.text} className={styles.promise}>
            <SmartImage src={promise.icon} alt="" ratio={1} width={96} className={styles.promiseIcon} />
            <span>{t(promise.text)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
