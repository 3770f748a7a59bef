// Rules & Regulations of the academy (spec §2): the same text the admission form shows read-only.

import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { ACADEMY_RULE_GROUPS } from "./academy-rules";
import { ContentPage, type ContentSection } from "./content-page";
import { POLICIES_UPDATED } from "./policy-dates";
import { SupportEmail } from "./support-email";

const SECTIONS: ContentSection[] = ACADEMY_RULE_GROUPS.map((group) => ({
  id: group.id,
  heading: group.heading,
  body: (
    <ol>
      {group.rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ol>
  ),
}));

export default function RulesAndRegulationsPage() {
  return (
    <ContentPage
      title={t("Rules & Regulations")}
      lead={
        <p>
          {t(
            "Every student of our academy agrees to these rules on the admission form. They keep classes fair, safe and on time.",
          )}
        </p>
      }
      updated={POLICIES_UPDATED}
      sections={SECTIONS}
      footer={
        <p>
          {t("Questions before you enrol? Write to")} <SupportEmail /> {t("or visit one of")}{" "}
          <AppLink to="/centers">{t("our centers")}</AppLink>.
        </p>
      }
    />
  );
}
