// Our Centers (spec §2): the office and the centers (the owner's list from store setup, else the
// shop's own five), each with its address, its type and a View Directions link to a maps search for
// the address (new tab).

import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { PageIntro } from "../ui/page-intro";
import styles from "./centers-page.module.css";
import { directionsUrl } from "./directions-url";
import { useLocations } from "./store-centers";

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 180;

export default function CentersPage() {
  const locations = useLocations();
  return (
    <div className={`page ${styles.page}`}>
      <PageIntro title={t("Our Centers")}>
        {t(
          "Learn mehendi in a studio near you. Visit our office or one of our four centers across Mumbai's western suburbs.",
        )}
      </PageIntro>
      <ul className={styles.grid} aria-label={t("Locations")}>
        {locations.map((location, index) => (
          <li key={location.id} className={`card ${styles.card}`}>
            <img
              src={location.image}
              alt=""
              // biome-ignore lint/a11y/noRedundantRoles: issue 35 marks every decorative picture so, for readers that ignore alt="".
              role="presentation"
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              className={styles.image}
              loading={index < 2 ? "eager" : "lazy"}
              decoding="async"
            />
            <div className={styles.body}>
              <p className={location.type === "Our Office" ? styles.typeOffice : styles.type}>
                {t(location.type)}
              </p>
              <h2 id={`${location.id}-name`} className={styles.name}>
                {t(location.name)}
              </h2>
              <address className={styles.address}>{location.address}</address>
              <a
                className={`btn btn-secondary ${styles.directions}`}
                href={directionsUrl(location.address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("View Directions")}
                <span className="visually-hidden">
                  {" "}
                  {t("to {place} (opens in a new tab)", { place: t(location.name) })}
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <section className={styles.cta} aria-labelledby="centers-cta">
        <h2 id="centers-cta" className={styles.ctaTitle}>
          {t("Not sure which batch suits you?")}
        </h2>
        <p>{t("Tell us what you would like to learn and we will suggest a center and a batch time.")}</p>
        <AppLink to="/enquiry-form" className="btn">
          {t("Send an enquiry")}
        </AppLink>
      </section>
    </div>
  );
}
