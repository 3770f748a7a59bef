// The academy's Rules & Regulations (spec §2 Admission form, §9: late fee INR 200): one text for the
// /rules-and-regulations page and the read-only box on the admission form, so a student agrees to
// exactly what the page publishes.
import type { ReactNode } from "react";
import { msg, t } from "../i18n/i18n";

export interface RuleGroup {
  id: string;
  heading: string;
  rules: readonly string[];
}

export const LATE_FEE_INR = 200;

/**
 * The four rules the specification names, first in their groups. Each rule is its English text (the
 * catalogue's id) and is translated where it is shown; the late fee is written out (LATE_FEE_INR, a test
 * checks they agree) because a catalogue id is one literal text.
 */
export const FEE_DUE_RULE = msg("Fees are due on or before the 10th of every month.");
export const LATE_FEE_RULE = msg("A late fee of INR 200 is charged on fees paid after the 10th.");
export const NON_REFUNDABLE_RULE = msg(
  "Fees once paid are non-refundable and cannot be transferred to another student.",
);
export const PROTECTIVE_GEAR_RULE = msg(
  "Protective gear (gloves and an apron) is mandatory in every practical session.",
);

export const ACADEMY_RULE_GROUPS: readonly RuleGroup[] = [
  {
    id: "fees",
    heading: msg("Fees"),
    rules: [
      FEE_DUE_RULE,
      LATE_FEE_RULE,
      NON_REFUNDABLE_RULE,
      msg("A receipt is issued for every payment; keep it until the end of your course."),
    ],
  },
  {
    id: "safety",
    heading: msg("Safety and hygiene"),
    rules: [
      PROTECTIVE_GEAR_RULE,
      msg(
        "Tell your trainer before the first practical about any allergy to henna, essential oils or latex.",
      ),
      msg("Only the henna and cones provided or approved by the academy are used on skin in class."),
      msg("Wash your hands before and after every practical; tools are cleaned before they are put away."),
    ],
  },
  {
    id: "attendance",
    heading: msg("Classes and attendance"),
    rules: [
      msg(
        "Be at your center five minutes before your batch starts; late arrivals may join at the next break.",
      ),
      msg(
        "A missed class is not repeated, but you may attend the same lesson in another batch when there is a free seat.",
      ),
      msg("Batches may be rescheduled for public holidays; you are told at least two days before."),
    ],
  },
  {
    id: "conduct",
    heading: msg("Conduct"),
    rules: [
      msg(
        "Treat trainers, fellow students and models with courtesy; harassment of any kind ends the admission.",
      ),
      msg("Photographs of other students or models are taken only with their consent."),
      msg("Academy kits, stencils and course material are for your own practice and may not be resold."),
    ],
  },
  {
    id: "certificates",
    heading: msg("Certificates"),
    rules: [
      msg(
        "A certificate is awarded on completing the course with at least 80% attendance and the final practical assessment.",
      ),
      msg("Certificates are issued only once all fees are paid."),
    ],
  },
];

export interface AcademyRulesProps {
  /** The level of the group headings inside the page or form that shows them. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the group headings are prefixed with this (two copies on one page stay unique). */
  idPrefix?: string;
}

/** One group's rules as a numbered list, in the reader's language. */
export function RuleList({ rules }: { rules: readonly string[] }): ReactNode {
  return (
    <ol>
      {rules.map((rule) => (
        <li key={rule}>{t(rule)}</li>
      ))}
    </ol>
  );
}

/** The rules as read-only text: one heading and numbered list per group. */
export function AcademyRules({ headingLevel = 3, idPrefix = "rules" }: AcademyRulesProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return ACADEMY_RULE_GROUPS.map((group) => (
    <section key={group.id} aria-labelledby={`${idPrefix}-${group.id}`}>
      <Heading id={`${idPrefix}-${group.id}`}>{t(group.heading)}</Heading>
      <RuleList rules={group.rules} />
    </section>
  ));
}
