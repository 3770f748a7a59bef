// /reset in three steps (spec §2, §4 Reset, §5, §8): e-mail -> the e-mailed code (verified by the
// server, which reset-password requires) -> new password with confirmation; then 2 s and /login.
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useYupForm } from "../forms/use-yup-form";
import { msg, t } from "../i18n/i18n";
import { useAppDispatch } from "../state/hooks";
import { toast } from "../ui/toast";
import { resetPassword } from "./account-calls";
import styles from "./auth.module.css";
import { AuthCard, FormAlert } from "./auth-card";
import { newPasswordSchema, resetEmailSchema } from "./auth-schemas";
import { EmailStep } from "./email-step";
import { OtpStep } from "./otp-step";
import { PasswordField } from "./password-field";
import { StepIndicator } from "./step-indicator";
import { SubmitButton } from "./submit-button";
import { useCodeSteps } from "./use-code-steps";
import { useSingleFlight } from "./use-single-flight";
import { useStepScroll } from "./use-step-scroll";

/** §9: redirect after a password reset. */
export const RESET_REDIRECT_MS = 2000;

const STEPS = [msg("Your e-mail"), msg("Enter the code"), msg("New password")] as const;

export default function ResetPage() {
  const navigate = useNavigate();
  const { step, setStep, email, send, verify, resend } = useCodeSteps<"done">("reset");
  const [cameBack, setCameBack] = useState(false);
  useStepScroll(step);

  useEffect(() => {
    if (step !== "done") return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  if (step === "done") {
    return (
      <AuthCard title={t("Password changed")}>
        <p className={styles.notice} role="status">
          {t("Password reset successfully! Taking you to the login page…")}
        </p>
        <Link to="/login" className="btn btn-block">
          {t("Login now")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("Reset your password")}
      subtitle={t("We will e-mail you a code to set a new password.")}
      footer={
        <>
          {t("Remembered it?")} <Link to="/login">{t("Back to login")}</Link>
        </>
      }
    >
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <EmailStep schema={resetEmailSchema} defaultEmail={email} onSend={send} autoFocus={cameBack} />
      )}
      {step === 1 && (
        <OtpStep
          email={email}
          onVerify={verify}
          onResend={resend}
          onChangeEmail={() => {
            setCameBack(true);
            setStep(0);
          }}
        />
      )}
      {step === 2 && <NewPasswordStep email={email} onDone={() => setStep("done")} />}
    </AuthCard>
  );
}

function NewPasswordStep({ email, onDone }: { email: string; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(newPasswordSchema, { newPassword: "", confirmPassword: "" });

  const onSubmit = useSingleFlight(handleSubmit, async ({ newPassword }) => {
    setFailure(null);
    const outcome = await dispatch(resetPassword({ email, newPassword })).unwrap();
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    toast.success(outcome.message);
    onDone();
    return "done";
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} />
      <PasswordField
        label={t("New password")}
        required
        autoComplete="new-password"
        hint={t("At least 6 characters.")}
        autoFocus
        error={errors.newPassword?.message}
        {...register("newPassword", { deps: ["confirmPassword"] })}
      />
      <PasswordField
        label={t("Confirm new password")}
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t("Saving…")}>
        {t("Reset password")}
      </SubmitButton>
    </form>
  );
}
