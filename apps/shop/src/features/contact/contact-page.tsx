// Contact (spec §2 Contact, route /contact): the Get In Touch form beside the shop's contact details.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { PageIntro } from "@henna/storefront/ui/page-intro.tsx";
import styles from "./contact.module.css";
import { ContactForm } from "./contact-form";
import { ContactPanel } from "./contact-panel";

export default function ContactPage() {
  return (
    <div className={`page ${styles.page}`}>
      <PageIntro title={t("Get In Touch")}>
        {t(
          "Questions about an order, bulk henna for a wedding, or a class? Write to us and our team will get back to you.",
        )}
      </PageIntro>
      <div className={styles.layout}>
        <section className={`card ${styles.formCard}`}>
          <ContactForm />
        </section>
        <ContactPanel />
      </div>
    </div>
  );
}
