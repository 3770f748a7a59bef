// The Get In Touch side panel (spec §2 Contact): the office's city and address (GET
// /register/officesingle), the phone and WhatsApp numbers (GET /help/single) and the support e-mail
// (the store profile the chrome has already read). Each part shows what has loaded; a part that failed
// to load says so and offers to try again, while the form beside it still works.
import { directionsUrl } from "@henna/storefront/content/directions-url.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { help, storeProfile } from "@henna/storefront/state/resources.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import styles from "./contact.module.css";
import { contactOffice } from "./contact-resources";

/** tel: wants the digits (and a leading +) only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** An Indian mobile as people write it (+91 98200 12345); anything else as the store typed it. */
function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return local.length === 10 ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : phone;
}

/** wa.me wants the full international number, digits only. */
function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

function LineSkeleton() {
  return <span className={`skeleton ${styles.lineSkeleton}`} aria-hidden="true" />;
}

export function ContactPanel() {
  const office = useResource(contactOffice, undefined);
  const numbers = useResource(help, undefined);
  const profile = useResource(storeProfile, undefined);
  const city = office.data?.city?.trim() ?? "";
  const address = office.data?.google_address?.trim() ?? "";
  const phone = numbers.data?.mobile?.trim() || profile.data?.phone?.trim() || "";
  const whatsapp = numbers.data?.whatsapp_number?.trim() ?? "";
  const email = profile.data?.email?.trim() ?? "";
  const failed = office.isError || numbers.isError;
  const retry = () => {
    if (office.isError) office.refetch();
    if (numbers.isError) numbers.refetch();
  };

  return (
    <aside className={styles.panel} aria-labelledby="contact-panel-title">
      <h2 id="contact-panel-title" className={styles.panelTitle}>
        {t("Contact details")}
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t("Visit us")}</dt>
          <dd aria-busy={office.isLoading}>
            {office.isLoading ? (
              <>
                <LineSkeleton />
                <LineSkeleton />
              </>
            ) : city || address ? (
              <>
                {city && <strong className={styles.city}>{city}</strong>}
                {address && <span className={styles.address}>{address}</span>}
                {address && (
                  <a
                    href={directionsUrl(address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.panelLink}
                  >
                    {t("View Directions")}
                    <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
                  </a>
                )}
              </>
            ) : (
              <span className="muted">{t("Address not available")}</span>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t("Call us")}</dt>
          <dd aria-busy={numbers.isLoading}>
            {numbers.isLoading && !phone ? (
              <LineSkeleton />
            ) : phone ? (
              <a href={telHref(phone)} className={styles.panelLink}>
                {displayPhone(phone)}
              </a>
            ) : (
              <span className="muted">{t("Phone not available")}</span>
            )}
            {whatsapp && (
              <a
                href={whatsappHref(whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.panelLink}
              >
                {t("Chat on WhatsApp")}
                <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
              </a>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t("Email us")}</dt>
          <dd aria-busy={profile.isLoading}>
            {profile.isLoading ? (
              <LineSkeleton />
            ) : email ? (
              <a href={`mailto:${email}`} className={styles.panelLink}>
                {email}
              </a>
            ) : (
              <span className="muted">{t("Use the form and we will write back.")}</span>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t("Hours")}</dt>
          <dd>{t("Monday to Saturday, 10 am to 7 pm. We answer messages within one business day.")}</dd>
        </div>
      </dl>
      {failed && (
        <div className={styles.panelError} role="alert">
          <p>{t("Some contact details could not be loaded. Check your connection and try again.")}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t("Try again")}
          </button>
        </div>
      )}
    </aside>
  );
}
