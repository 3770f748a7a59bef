// Spec §2 offer carousel: only when offers exist, newest (last sent) first; a card has the picture,
// 'Limited Time Offer!', title, description, and 'Claim Your Offer' when the offer links somewhere.
// Spec §8: a failed offers call is only logged.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { ScrollRow } from "@henna/storefront/ui/scroll-row.tsx";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import styles from "./home.module.css";
import { type Offer, offers } from "./home-resources";

/** Spec §9: the offer carousel scrolls 250 px per chevron press. */
export const OFFER_ROW_STEP = 250;
const slotStyle = { width: `calc(${OFFER_ROW_STEP}px - var(--space-4))` };

function ClaimLink({ link }: { link: string }) {
  // Offer links are site-relative; an absolute one (a campaign page) leaves the app.
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} className="btn btn-block" rel="noopener">
        {t("Claim Your Offer")}
      </a>
    );
  }
  return (
    <Link to={link} className="btn btn-block">
      {t("Claim Your Offer")}
    </Link>
  );
}

export function OffersSection() {
  const { data, error } = useResource(offers, undefined);
  useEffect(() => {
    if (error) console.error("Failed to load offers", error);
  }, [error]);
  const list = useMemo<Offer[]>(() => [...(data ?? [])].reverse(), [data]);
  if (list.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="offers-title">
      <h2 id="offers-title" className={styles.sectionTitle}>
        {t("Special Offers")}
      </h2>
      <ScrollRow label={t("Offer cards")} step={OFFER_ROW_STEP}>
        {list.map((offer) => {
          const link = offer.link?.trim();
          return (
            <article
              key={`${offer.title}-${offer.image}`}
              className={styles.offer}
              style={slotStyle}
              data-testid="offer"
            >
              <SmartImage
                src={offer.image}
                alt={offer.title}
                ratio={2}
                width={500}
                className={styles.offerImage}
              />
              <div className={styles.offerBody}>
                <p className={styles.offerKicker}>{t("Limited Time Offer!")}</p>
                <h3 className={styles.offerTitle}>{offer.title}</h3>
                <p className={`muted ${styles.offerText}`}>{offer.description}</p>
                {link && <ClaimLink link={link} />}
              </div>
            </article>
          );
        })}
      </ScrollRow>
    </section>
  );
}
