// About (spec §2 Static pages): hero with Shop Now to /products, the story, the Mission / Vision / Core
// Values accordion, six feature bullets, three testimonials and a closing call to action. Text only, so
// the first screen paints at once.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { Link } from "react-router";
import styles from "./about.module.css";
import { AboutAccordion } from "./about-accordion";
import { FEATURES, purpose, TESTIMONIALS } from "./about-content";

export default function AboutPage() {
  return (
    <div className={styles.about}>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.heroInner}>
          <p className={styles.kicker}>{t("About us")}</p>
          <h1 id="about-title" className={styles.heroTitle}>
            {t("Pure henna, honest chai and the art of mehendi")}
          </h1>
          <p className={styles.heroText}>
            {t(
              "A family studio in Mumbai that mixes its own henna, blends its own tea and teaches the craft to the next generation of artists.",
            )}
          </p>
          <Link to="/products" className="btn">
            {t("Shop Now")}
          </Link>
        </div>
      </section>

      <div className={`page ${styles.body}`}>
        <section className={styles.story} aria-labelledby="story-title">
          <h2 id="story-title" className={styles.sectionTitle}>
            {t("Our story")}
          </h2>
          <p>
            {t(
              "It began in 2012 at a kitchen table in Malad, with a grandmother's recipe for henna paste and a handful of brides in the neighbourhood. Word spread: the stain was deep, the paste was smooth, and nothing in it would hurt the skin.",
            )}
          </p>
          <p>
            {t(
              "Today we source whole henna leaf from Sojat in Rajasthan, sift it three times, and roll every cone by hand each week. The chai came next: the same care for the spices our customers drink between sittings. And because people kept asking how we do it, we opened our academy, where hundreds of students have learnt mehendi from our artists.",
            )}
          </p>
        </section>

        <section className={styles.purpose} aria-labelledby="purpose-title">
          <h2 id="purpose-title" className={styles.sectionTitle}>
            {t("What drives us")}
          </h2>
          <AboutAccordion items={purpose()} />
        </section>

        <section aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            {t("Why shop with us")}
          </h2>
          <ul className={styles.features}>
            {FEATURES.map((feature) => (
              <li key={feature} className={styles.feature}>
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className={styles.tick}
                >
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <span>{t(feature)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className={styles.sectionTitle}>
            {t("What our customers say")}
          </h2>
          <ul className={styles.testimonials}>
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name} className={`card ${styles.testimonial}`}>
                <figure className={styles.figure}>
                  <blockquote className={styles.quote}>
                    <p>{t(testimonial.quote)}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <strong>{testimonial.name}</strong>
                    <span className="muted">{t(testimonial.detail)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.ctaTitle}>
            {t("Ready for your next mehendi?")}
          </h2>
          <p>{t("Fresh cones, bridal henna and chai, delivered across India.")}</p>
          <Link to="/products" className="btn">
            {t("Explore Products")}
          </Link>
        </section>
      </div>
    </div>
  );
}
