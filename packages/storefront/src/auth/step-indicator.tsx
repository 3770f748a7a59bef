import styles from "./auth.module.css";

/** Where the shopper is in a three-step flow: "Step 2 of 3" and a bar per step. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <div className={styles.steps}>
      <p className={styles.stepText} aria-live="polite">
        Step {current + 1} of {steps.length}: {steps[current]}
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
