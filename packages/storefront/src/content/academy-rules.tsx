// The academy's Rules & Regulations (spec §2 Admission form, §9: late fee INR 200): one text for the
// /rules-and-regulations page and the read-only box on the admission form, so a student agrees to
// exactly what the page publishes.
import type { ReactNode } from "react";

export interface RuleGroup {
  id: string;
  heading: string;
  rules: readonly string[];
}

export const LATE_FEE_INR = 200;

/** The four rules the specification names, first in their groups. */
export const FEE_DUE_RULE = "Fees are due on or before the 10th of every month.";
export const LATE_FEE_RULE = `A late fee of INR ${LATE_FEE_INR} is charged on fees paid after the 10th.`;
export const NON_REFUNDABLE_RULE =
  "Fees once paid are non-refundable and cannot be transferred to another student.";
export const PROTECTIVE_GEAR_RULE =
  "Protective gear (gloves and an apron) is mandatory in every practical session.";

export const ACADEMY_RULE_GROUPS: readonly RuleGroup[] = [
  {
    id: "fees",
    heading: "Fees",
    rules: [
      FEE_DUE_RULE,
      LATE_FEE_RULE,
      NON_REFUNDABLE_RULE,
      "A receipt is issued for every payment; keep it until the end of your course.",
    ],
  },
  {
    id: "safety",
    heading: "Safety and hygiene",
    rules: [
      PROTECTIVE_GEAR_RULE,
      "Tell your trainer before the first practical about any allergy to henna, essential oils or latex.",
      "Only the henna and cones provided or approved by the academy are used on skin in class.",
      "Wash your hands before and after every practical; tools are cleaned before they are put away.",
    ],
  },
  {
    id: "attendance",
    heading: "Classes and attendance",
    rules: [
      "Be at your center five minutes before your batch starts; late arrivals may join at the next break.",
      "A missed class is not repeated, but you may attend the same lesson in another batch when there is a free seat.",
      "Batches may be rescheduled for public holidays; you are told at least two days before.",
    ],
  },
  {
    id: "conduct",
    heading: "Conduct",
    rules: [
      "Treat trainers, fellow students and models with courtesy; harassment of any kind ends the admission.",
      "Photographs of other students or models are taken only with their consent.",
      "Academy kits, stencils and course material are for your own practice and may not be resold.",
    ],
  },
  {
    id: "certificates",
    heading: "Certificates",
    rules: [
      "A certificate is awarded on completing the course with at least 80% attendance and the final practical assessment.",
      "Certificates are issued only once all fees are paid.",
    ],
  },
];

export interface AcademyRulesProps {
  /** The level of the group headings inside the page or form that shows them. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the group headings are prefixed with this (two copies on one page stay unique). */
  idPrefix?: string;
}

/** The rules as read-only text: one heading and numbered list per group. */
export function AcademyRules({ headingLevel = 3, idPrefix = "rules" }: AcademyRulesProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return ACADEMY_RULE_GROUPS.map((group) => (
    <section key={group.id} aria-labelledby={`${idPrefix}-${group.id}`}>
      <Heading id={`${idPrefix}-${group.id}`}>{group.heading}</Heading>
      <ol>
        {group.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  ));
}
