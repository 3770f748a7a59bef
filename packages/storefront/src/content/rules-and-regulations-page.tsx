// Rules & Regulations of the academy (spec §2): the same text the admission form shows read-only.

import { t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { AppLink } from "../navigation/app-link";
import { ACADEMY_RULE_GROUPS, RuleList } from "./academy-rules";
import { ContentPage, type ContentSection } from "./content-page";
import { POLICIES_UPDATED } from "./policy-dates";
import { SupportEmail } from "./support-email";

const SECTIONS: ContentSection[] = ACADEMY_RULE_GROUPS.map((group) => ({
  id: group.id,
  heading: group.heading,
  body: <RuleList rules={group.rules} />,
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
          {tx("Questions before you enrol? Write to {email} or visit one of {centers}.", {
            email: <SupportEmail />,
            centers: <AppLink to="/centers">{t("our centers")}</AppLink>,
          })}
        </p>
      }
    />
  );
}
