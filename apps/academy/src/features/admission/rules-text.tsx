// The Rules & Regulations the student agrees to (spec §2 Admission form, §9: late fee INR 200): the
// text the /rules-and-regulations page publishes, read-only in a scrollable box the keyboard can reach.
import { AcademyRules } from "@henna/storefront/content/academy-rules.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import styles from "./admission.module.css";

export function RulesText({ id }: { id: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section id={id} className={styles.rules} aria-labelledby={`${id}-title`} tabIndex={0}>
      <h2 id={`${id}-title`} className={styles.rulesTitle}>
        {t("Rules & Regulations")}
      </h2>
      <div className={styles.rulesBody}>
        <AcademyRules headingLevel={3} idPrefix={`${id}-rules`} />
      </div>
    </section>
  );
}
