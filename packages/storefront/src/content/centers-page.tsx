// Our Centers (spec §2): the office and the centers (the owner's list from store setup, else the
// shop's own five), each with its address, its type and a View Directions link to a maps search for
// the address (new tab).
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
      <PageIntro title="Our Centers">
        Learn mehendi in a studio near you. Visit our office or one of our four centers across Mumbai's
        western suburbs.
      </PageIntro>
      <ul className={styles.grid} aria-label="Locations">
        {locations.map((location, index) => (
          <li key={location.id} className={`card ${styles.card}`}>
            <img
              src={location.image}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              className={styles.image}
              loading={index < 2 ? "eager" : "lazy"}
              decoding="async"
            />
            <div className={styles.body}>
              <p className={location.type === "Our Office" ? styles.typeOffice : styles.type}>
                {location.type}
              </p>
              <h2 id={`${location.id}-name`} className={styles.name}>
                {location.name}
              </h2>
              <address className={styles.address}>{location.address}</address>
              <a
                className={`btn btn-secondary ${styles.directions}`}
                href={directionsUrl(location.address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                View Directions
                <span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <section className={styles.cta} aria-labelledby="centers-cta">
        <h2 id="centers-cta" className={styles.ctaTitle}>
          Not sure which batch suits you?
        </h2>
        <p>Tell us what you would like to learn and we will suggest a center and a batch time.</p>
        <AppLink to="/enquiry-form" className="btn">
          Send an enquiry
        </AppLink>
      </section>
    </div>
  );
}
