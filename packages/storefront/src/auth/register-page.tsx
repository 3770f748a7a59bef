// /register in three steps (spec §2, §4 Register, §5, §8): e-mail -> the e-mailed code -> details.
// The server creates the account without logging in; the page then logs in with the same e-mail and
// password (moving the guest cart like any login) and goes home.
import { sanitizePhoneInput } from "@henna/domain/validate-mobile";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { TextField } from "../forms/text-field";
import { useYupForm } from "../forms/use-yup-form";
import { msg, t } from "../i18n/i18n";
import { logIn } from "../session/log-in";
import { useAppDispatch } from "../state/hooks";
import { toast } from "../ui/toast";
import { signUp } from "./account-calls";
import styles from "./auth.module.css";
import { AuthCard, FormAlert } from "./auth-card";
import { detailsSchema, registerEmailSchema } from "./auth-schemas";
import { EmailStep } from "./email-step";
import { OtpStep } from "./otp-step";
import { PasswordField } from "./password-field";
import { StepIndicator } from "./step-indicator";
import { SubmitButton } from "./submit-button";
import { useCodeSteps } from "./use-code-steps";
import { useSingleFlight } from "./use-single-flight";
import { useStepScroll } from "./use-step-scroll";

const STEPS = [msg("Your e-mail"), msg("Enter the code"), msg("Your details")] as const;

export default function RegisterPage() {
  const { step, setStep, email, send, verify, resend } = useCodeSteps("signup");
  const [cameBack, setCameBack] = useState(false);
  useStepScroll(step);

  return (
    <AuthCard
      title={t("Create your account")}
      subtitle={t("Register to save your cart, track orders and check out faster.")}
      footer={
        <>
          {t("Already have an account?")} <Link to="/login">{t("Login")}</Link>
        </>
      }
    >
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <EmailStep schema={registerEmailSchema} defaultEmail={email} onSend={send} autoFocus={cameBack} />
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
      {step === 2 && <DetailsStep email={email} />}
    </AuthCard>
  );
}

function DetailsStep({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(detailsSchema, { full_name: "", email, mobile: "", password: "" });
  const mobile = register("mobile");

  const onSubmit = useSingleFlight(handleSubmit, async (values) => {
    setFailure(null);
    const created = await dispatch(signUp(values)).unwrap();
    if (!created.ok) {
      setFailure(created.message);
      return;
    }
    toast.success(created.message);
    // The new account's password works at once; if logging in fails the shopper can still log in later.
    const session = await dispatch(logIn({ email: values.email, password: values.password })).unwrap();
    navigate(session.ok ? session.next : "/", { replace: true });
    return "done";
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} />
      <TextField
        label={t("Full name")}
        required
        autoComplete="name"
        autoFocus
        error={errors.full_name?.message}
        {...register("full_name")}
      />
      <TextField
        label={t("Email")}
        required
        type="email"
        className={styles.readonly}
        readOnly
        aria-readonly="true"
        hint={t("Verified with the code we sent.")}
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={t("Phone (optional)")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t("10 digits, numbers only.")}
        error={errors.mobile?.message}
        {...mobile}
        onChange={(event) => {
          // Digits only, at most 10 (spec §5), as the shopper types or pastes.
          event.target.value = sanitizePhoneInput(event.target.value);
          return mobile.onChange(event);
        }}
      />
      <PasswordField
        label={t("Password")}
        required
        autoComplete="new-password"
        hint={t("At least 6 characters.")}
        error={errors.password?.message}
        {...register("password")}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t("Creating account…")}>
        {t("Create account")}
      </SubmitButton>
    </form>
  );
}
