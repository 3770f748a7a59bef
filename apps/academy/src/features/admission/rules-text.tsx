// The Rules & Regulations the student agrees to (spec §2 Admission form, §9: late fee INR 200), shown
// read-only in a scrollable box the keyboard can reach.
import styles from "./admission.module.css";

export const RULES = [
  "Fees are due on or before the 10th of every month.",
  "A late fee of INR 200 is charged on fees paid after the 10th.",
  "Fees once paid are non-refundable.",
  "Protective gear (gloves and apron) is mandatory in every practical session.",
] as const;

export function RulesText({ id }: { id: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section id={id} className={styles.rules} aria-labelledby={`${id}-title`} tabIndex={0}>
      <h2 id={`${id}-title`} className={styles.rulesTitle}>
        Rules &amp; Regulations
      </h2>
      <ol className={styles.rulesList}>
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
