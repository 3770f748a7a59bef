// The footer (spec §2): logo and tagline, quick links, customer service links (the policy pages), the
// contact block from the store profile (address, phone, e-mail) and the copyright with this year.

import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { usePageTime } from "../ssr/page-time";
import { storeProfile } from "../state/resources";
import { useResource } from "../state/use-resource";
import { Brand } from "./brand";
import type { ChromeConfig, ChromeLink } from "./chrome-config";
import { Icon } from "./icon";
import styles from "./site-footer.module.css";

function LinkColumn({ title, links }: { title: string; links: ChromeLink[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} className={styles.link}>
              {t(link.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** tel: wants the digits (and a leading +) only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

// The store's year (India's), the same on the server and in any browser's time zone.
const KOLKATA_YEAR = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });

export function SiteFooter({ config }: { config: ChromeConfig }) {
  const { data: profile, isLoading } = useResource(storeProfile, undefined);
  const name = profile?.orignal_logoname?.trim() || config.fallbackName;
  const address = profile?.address?.trim() || profile?.google_address?.trim() || "";
  const phone = profile?.phone?.trim() ?? "";
  const email = profile?.email?.trim() ?? "";
  const year = KOLKATA_YEAR.format(usePageTime());
  return (
    // Below every page's first screen: the server leaves its CSS to the whole stylesheet and hides it
    // until then (apps/server's critical-css.ts AFTER_FIRST_SCREEN_ATTRIBUTE, styles/base.css).
    <footer className={styles.footer} data-after-first-screen="">
      <div className={styles.inner}>
        <div className={styles.about}>
          <Brand fallbackName={config.fallbackName} variant="footer" />
        </div>
        <LinkColumn title={t("Quick Links")} links={config.quickLinks} />
        <LinkColumn title={t("Customer Service")} links={config.serviceLinks} />
        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            {t("Contact Us")}
          </h2>
          {isLoading ? (
            <div aria-hidden="true">
              <div className={`skeleton ${styles.lineSkeleton}`} />
              <div className={`skeleton ${styles.lineSkeleton}`} />
              <div className={`skeleton ${styles.lineSkeleton}`} />
            </div>
          ) : (
            <address className={styles.contact}>
              {address && (
                <p className={styles.contactLine}>
                  <Icon name="pin" size={20} />
                  <span>{address}</span>
                </p>
              )}
              {phone && (
                <p className={styles.contactLine}>
                  <Icon name="phone" size={20} />
                  <a href={telHref(phone)} className={styles.link}>
                    {phone}
                  </a>
                </p>
              )}
              {email && (
                <p className={styles.contactLine}>
                  <Icon name="mail" size={20} />
                  <a href={`mailto:${email}`} className={styles.link}>
                    {email}
                  </a>
                </p>
              )}
              {!address && !phone && !email && (
                <p>
                  <AppLink to="/contact" className={styles.link}>
                    {t("Write to us")}
                  </AppLink>
                </p>
              )}
            </address>
          )}
        </section>
      </div>
      <p className={styles.copyright}>{t("© {year} {name}. All rights reserved.", { year, name })}</p>
    </footer>
  );
}
