// The shop's "who are you and what do you want" forms on one component: Get In Touch (spec §2 Contact,
// POST /leads) and the Enquiry Form (spec §2, POST /inquiry) differ only in their fields, rules, texts
// and where they send. Both check nothing before the first submit, then every change, and focus the
// first field in error (usePlainForm); a failure keeps everything typed and is said beside the button
// as well as in a toast; only a stored message clears the form.

import { CONTACT_MESSAGE_MAX } from "@henna/domain/validate-contact";
import type { ReactNode } from "react";
import { useState } from "react";
import { TextAreaField } from "../forms/text-area-field";
import { TextField } from "../forms/text-field";
import { t } from "../i18n/i18n";
import { toast } from "../ui/toast";
import styles from "./lead-form.module.css";
import { MessageField } from "./message-field";
import { type FieldRules, usePlainForm } from "./use-plain-form";

export interface LeadFormField<T> {
  name: keyof T & string;
  label: string;
  /** text: a name; email and tel: those keyboards; message: a box of at most 500 characters. */
  kind: "text" | "email" | "tel" | "message";
  /** A message's counter ("0/500", red at the limit). */
  counted?: boolean;
  hint?: string;
  required?: boolean;
  placeholder?: string;
  rows?: number;
}

export interface LeadFormProps<T extends Record<string, string>> {
  fields: readonly LeadFormField<T>[];
  rules: FieldRules<T>;
  /** The values a new form starts with (the signed-in shopper's name, e-mail and mobile). */
  initial: T;
  /** Sends the values; resolves null when they were stored, else the text to show. */
  send: (values: T) => Promise<string | null>;
  /** The success toast. */
  sentToast: string;
  /** Shown in the form after a success, until the next submit. */
  sentNotice?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The heading that names the form, when it is inside it. */
  labelledBy?: string;
  /** Shown before the fields (a heading, a note on required fields). */
  children?: ReactNode;
}

const AUTOCOMPLETE: Record<Exclude<LeadFormField<unknown>["kind"], "message">, string> = {
  text: "name",
  email: "email",
  tel: "tel",
};

export function LeadForm<T extends Record<string, string>>({
  fields,
  rules,
  initial,
  send,
  sentToast,
  sentNotice,
  submitLabel,
  busyLabel,
  labelledBy,
  children,
}: LeadFormProps<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { field, values, errors, submitting, handleSubmit, reset } = usePlainForm(rules, initial);

  const onSubmit = handleSubmit(async (typed) => {
    setFailure(null);
    setSent(false);
    const failed = await send(typed);
    if (failed !== null) {
      setFailure(failed);
      toast.error(failed);
      return;
    }
    toast.success(sentToast);
    setSent(true);
    reset(initial);
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby={labelledBy}>
      {children}
      {fields.map(({ name, label, kind, counted, hint, required, placeholder, rows }) =>
        kind === "message" && counted ? (
          <MessageField
            key={name}
            label={t(label)}
            rows={rows}
            placeholder={placeholder && t(placeholder)}
            required={required}
            text={values[name] ?? ""}
            error={errors[name]}
            {...field(name)}
          />
        ) : kind === "message" ? (
          <TextAreaField
            key={name}
            label={t(label)}
            rows={rows}
            maxLength={CONTACT_MESSAGE_MAX}
            placeholder={placeholder && t(placeholder)}
            hint={hint && t(hint)}
            required={required}
            error={errors[name]}
            {...field(name)}
          />
        ) : (
          <TextField
            key={name}
            label={t(label)}
            type={kind === "text" ? undefined : kind}
            inputMode={kind === "text" ? undefined : kind}
            autoComplete={AUTOCOMPLETE[kind]}
            hint={hint && t(hint)}
            required={required}
            placeholder={placeholder && t(placeholder)}
            error={errors[name]}
            {...field(name)}
          />
        ),
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {t(failure)}
        </p>
      )}
      {sent && sentNotice && (
        <p className={styles.sent} role="status">
          {sentNotice}
        </p>
      )}
      <button type="submit" className="btn btn-block" disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
