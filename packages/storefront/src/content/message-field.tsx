// A message with its counter (spec §5, §9: at most 500 characters; the counter turns red at 500) on
// the one form field. The textarea stops at 500, so reaching the limit is the only state to show; it
// is also said once to screen readers, instead of announcing every keystroke.
import { contactMessageCounter } from "@henna/domain/validate-contact";
import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { FormField } from "../forms/form-field";
import formStyles from "../forms/forms.module.css";
import { t } from "../i18n/i18n";
import styles from "./lead-form.module.css";

export interface MessageFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The text typed so far (the counter's source). */
  text: string;
  error?: string | undefined;
  required?: boolean | undefined;
}

export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { label, text, error, required, id, className, ...textarea },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const counter = contactMessageCounter(text);
  const counterId = `${fieldId}-counter`;
  return (
    <FormField
      label={label}
      error={error}
      required={required}
      id={fieldId}
      className={className}
      describedBy={counterId}
      aside={
        <>
          <p
            id={counterId}
            className={counter.atLimit ? styles.counterAtLimit : styles.counter}
            data-at-limit={counter.atLimit}
          >
            <span aria-hidden="true">{counter.text}</span>
            <span className="visually-hidden">
              {t("{length} of {max} characters used", { length: counter.length, max: counter.max })}
            </span>
          </p>
          <p className="visually-hidden" aria-live="polite">
            {counter.atLimit ? t("You have reached the {max} character limit.", { max: counter.max }) : ""}
          </p>
        </>
      }
    >
      {(control) => (
        <textarea
          ref={ref}
          className={`${formStyles.input} ${styles.message}`}
          maxLength={counter.max}
          {...control}
          {...textarea}
        />
      )}
    </FormField>
  );
});
