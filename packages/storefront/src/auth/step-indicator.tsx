import { t } from "../i18n/i18n";
import styles from "./auth.module.css";

/** Where the shopper is in a three-step flow: "Step 2 of 3" and a bar per step. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <div className={styles.steps}>
      <p className={styles.stepText} aria-live="polite">
        {t("Step {step} of {steps}: {name}", {
          step: current + 1,
          steps: steps.length,
          name: t(steps[current] ?? ""),
        })}
      </p>
      <ol className={styles.stepBars} aria-hidden="true">
        {steps.map((step, index) => (
          <li
            key={step}
            className={index <= current ? `${styles.stepBar} ${styles.stepDone}` : styles.stepBar}
          />
        ))}
      </ol>
    </div>
  );
}
