// Step 1 of register and reset: the e-mail the code goes to.
import { useState } from "react";
import type { ObjectSchema } from "yup";
import { TextField } from "../forms/text-field";
import { useYupForm } from "../forms/use-yup-form";
import { t } from "../i18n/i18n";
import type { CallOutcome } from "./account-calls";
import { FormAlert } from "./auth-card";
import type { EmailValues } from "./auth-schemas";
import { SubmitButton } from "./submit-button";
import { useSingleFlight } from "./use-single-flight";

export interface EmailStepProps {
  schema: ObjectSchema<EmailValues>;
  defaultEmail: string;
  /** Sends the code; the step shows the failure, the page moves on after a success. */
  onSend: (email: string) => Promise<CallOutcome>;
  autoFocus?: boolean;
}

export function EmailStep({ schema, defaultEmail, onSend, autoFocus = false }: EmailStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(schema, { email: defaultEmail });

  const onSubmit = useSingleFlight(handleSubmit, async ({ email }) => {
    setFailure(null);
    const outcome = await onSend(email.trim());
    if (!outcome.ok) setFailure(outcome.message);
    return outcome.ok ? "done" : undefined;
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} />
      <TextField
        label={t("Email")}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t("We will e-mail you a 6-digit code.")}
        autoFocus={autoFocus}
        error={errors.email?.message}
        {...register("email")}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t("Sending code…")}>
        {t("Send code")}
      </SubmitButton>
    </form>
  );
}
