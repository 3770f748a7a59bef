// The home's first screen when the store has no slides yet (a new shop, SEED_DEMO=false): a welcome in
// the slider's place, with the store's name and tagline from its profile (the chrome's fallback name
// while it has none), and a way on. It takes the slider's frame, so the page keeps its shape.
import { SHOP_CHROME } from "@henna/storefront/chrome/chrome-config.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { storeProfile } from "@henna/storefront/state/resources.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { Link } from "react-router";
import styles from "./hero-slider.module.css";

export const WELCOME_TEXT = msg(
  "Thank you for stopping by. Look through what we have, or write to us and we will help you find it.",
);

export function WelcomeHero() {
  const { data: profile } = useResource(storeProfile, undefined);
  const name = profile?.orignal_logoname?.trim() || SHOP_CHROME.fallbackName;
  const tagline = profile?.tag_line?.trim();
  return (
    <section className={`${styles.frame} ${styles.welcome}`} aria-labelledby="welcome-title">
      <h2 id="welcome-title" className={styles.title}>
        {t("Welcome to {name}", { name })}
      </h2>
      <p className={styles.welcomeText}>{tagline || t(WELCOME_TEXT)}</p>
      <div className={styles.welcomeActions}>
        <Link to="/products" className="btn">
          {t("Browse products")}
        </Link>
        <Link to="/contact" className="btn btn-secondary">
          {t("Contact us")}
        </Link>
      </div>
    </section>
  );
}
