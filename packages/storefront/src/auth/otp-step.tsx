// Step 2 of register and reset: the six-digit code from the e-mail, with a way to have it sent again
// and a way back to change the address.
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { useYupForm } from "../forms/use-yup-form";
import { t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { toast } from "../ui/toast";
import type { CallOutcome } from "./account-calls";
import styles from "./auth.module.css";
import { FormAlert } from "./auth-card";
import { otpSchema } from "./auth-schemas";
import { OtpBoxes } from "./otp-boxes";
import { SubmitButton } from "./submit-button";
import { useSingleFlight } from "./use-single-flight";

/** Seconds before the code can be sent again (the server limits sends per address). */
export const RESEND_AFTER_SECONDS = 30;

export interface OtpStepProps {
  email: string;
  onVerify: (otp: string) => Promise<CallOutcome>;
  onResend: () => Promise<CallOutcome>;
  onChangeEmail: () => void;
}

export function OtpStep({ email, onVerify, onResend, onChangeEmail }: OtpStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useYupForm(otpSchema, { otp: "" });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const onSubmit = useSingleFlight(handleSubmit, async ({ otp }) => {
    setFailure(null);
    const outcome = await onVerify(otp.trim());
    if (!outcome.ok) setFailure(outcome.message);
    return outcome.ok ? "done" : undefined;
  });

  async function resend() {
    setResending(true);
    setFailure(null);
    const outcome = await onResend();
    setResending(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    toast.success(outcome.message);
    reset({ otp: "" });
    setWait(RESEND_AFTER_SECONDS);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={`muted ${styles.sentTo}`}>
        {tx("We sent a 6-digit code to {email}. It is valid for 10 minutes.", {
          email: <strong>{email}</strong>,
        })}
      </p>
      <FormAlert message={failure} />
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpBoxes
            legend={t("Enter the 6-digit code")}
            value={field.value}
            onChange={field.onChange}
            error={errors.otp?.message}
            disabled={isSubmitting}
            autoFocus
          />
        )}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t("Verifying…")}>
        {t("Verify code")}
      </SubmitButton>
      <div className={styles.secondaryActions}>
        <button type="button" className={styles.textButton} onClick={onChangeEmail}>
          {t("Change e-mail")}
        </button>
        <button
          type="button"
          className={styles.textButton}
          onClick={resend}
          disabled={wait > 0 || resending}
          aria-busy={resending}
        >
          {resending ? t("Sending…") : wait > 0 ? t("Resend code in {wait}s", { wait }) : t("Resend code")}
        </button>
      </div>
    </form>
  );
}
