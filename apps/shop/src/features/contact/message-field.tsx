// The contact message with its counter (spec §5, §9: at most 500 characters; the counter turns red at
// 500). The textarea stops at 500, so reaching the limit is the only state to show; it is also said
// once to screen readers, instead of announcing every keystroke.
import { contactMessageCounter } from "@henna/domain/validate-contact";
import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import styles from "./contact.module.css";

export interface MessageFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The text typed so far (the counter's source). */
  text: string;
  error?: string | undefined;
}

export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { label, text, error, ...textarea },
  ref,
) {
  const id = useId();
  const counter = contactMessageCounter(text);
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        maxLength={counter.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        {...textarea}
      />
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={errorId} className="error-text" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p
          id={counterId}
          className={counter.atLimit ? styles.counterAtLimit : styles.counter}
          data-at-limit={counter.atLimit}
        >
          <span aria-hidden="true">{counter.text}</span>
          <span className="visually-hidden">
            {counter.length} of {counter.max} characters used
          </span>
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {counter.atLimit ? `You have reached the ${counter.max} character limit.` : ""}
      </p>
    </div>
  );
});
