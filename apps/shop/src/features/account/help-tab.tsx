// The Help tab: Chat with us (Start Chat, WhatsApp) and Talk to us (Start Call), each only when the
// store has that number (spec §2 My Account, §3 Help).
import { failureText } from "@henna/storefront/api/api-result.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { help } from "@henna/storefront/state/resources.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { Link } from "react-router";
import { callLink, hasNumber, whatsappLink } from "./contact-links";
import styles from "./help-tab.module.css";

export function HelpTab() {
  const { data, error, isLoading, refetch } = useResource(help, undefined);
  if (isLoading) {
    return (
      <div aria-busy="true" className={styles.grid}>
        <span className="visually-hidden">{t("Loading help…")}</span>
        <div className={`skeleton ${styles.skeleton}`} />
        <div className={`skeleton ${styles.skeleton}`} />
      </div>
    );
  }
  if (error && data === undefined) {
    return (
      <div role="alert" className={styles.message}>
        <p>
          {t("We could not load the help numbers.")} {failureText(error)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={refetch}>
          {t("Try again")}
        </button>
      </div>
    );
  }
  const whatsapp = data?.whatsapp_number;
  const mobile = data?.mobile;
  if (!hasNumber(whatsapp) && !hasNumber(mobile)) {
    return (
      <div className={styles.message}>
        <p>{t("No help line is set up yet. You can write to us instead.")}</p>
        <Link className="btn" to="/contact">
          {t("Contact us")}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {hasNumber(whatsapp) && (
        <section className={`card ${styles.option}`} aria-labelledby="help-chat">
          <h2 id="help-chat">{t("Chat with us")}</h2>
          <p className="muted">{t("Message us on WhatsApp.")}</p>
          <a className="btn" href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer">
            {t("Start Chat")}
          </a>
        </section>
      )}
      {hasNumber(mobile) && (
        <section className={`card ${styles.option}`} aria-labelledby="help-call">
          <h2 id="help-call">{t("Talk to us")}</h2>
          <p className="muted">{t("Call {mobile}.", { mobile })}</p>
          <a className="btn btn-secondary" href={callLink(mobile)}>
            {t("Start Call")}
          </a>
        </section>
      )}
    </div>
  );
}
