// /login (spec §2 Authentication, §4 Login, §5, §8): e-mail and password; on success the tokens are
// kept, the guest cart moves to the server and the remembered page (or home) opens. Inside the mobile
// wrapper, 'Continue with Google' logs in the same way with the wrapper's Google sign-in.
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { TextField } from "../forms/text-field";
import { useYupForm } from "../forms/use-yup-form";
import { t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { GoogleSignIn } from "../native/google-sign-in";
import { nativePlatform } from "../native/native-bridge";
import { type LogInOutcome, logIn, logInWithGoogle } from "../session/log-in";
import { useLogOut } from "../session/use-log-out";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import { selectUser } from "../state/session-slice";
import { toast } from "../ui/toast";
import styles from "./auth.module.css";
import { AuthCard, FormAlert } from "./auth-card";
import { loginSchema } from "./auth-schemas";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { useSingleFlight } from "./use-single-flight";

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const logOut = useLogOut();
  const [failure, setFailure] = useState<string | null>(null);
  // Logging in makes `user` appear before the next page opens; this page keeps its form meanwhile.
  const loggingIn = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(loginSchema, { email: "", password: "" });

  // Read once: a wrapper does not come or go while the page is open.
  const [inWrapper] = useState(() => nativePlatform() !== null);

  /** Both ways of logging in end here: the spec's toast and the next page, or the server's message. */
  const finish = (outcome: LogInOutcome) => {
    if (!outcome.ok) {
      loggingIn.current = false;
      setFailure(outcome.message);
      return;
    }
    toast.success(LOGIN_SUCCESSFUL);
    navigate(outcome.next, { replace: true });
    return "done" as const;
  };

  const onSubmit = useSingleFlight(handleSubmit, async (values) => {
    setFailure(null);
    loggingIn.current = true;
    return finish(await dispatch(logIn(values)).unwrap());
  });

  const logInWithGoogleToken = async (idToken: string) => {
    setFailure(null);
    loggingIn.current = true;
    finish(await dispatch(logInWithGoogle({ idToken })).unwrap());
  };

  if (user && !loggingIn.current) {
    return (
      <AuthCard
        title={t("You are logged in")}
        subtitle={t("Logged in as {value}.", { value: user.email || user.full_name })}
      >
        <Link to="/my-account" className="btn btn-block">
          {t("Go to My Account")}
        </Link>
        <div className={styles.secondaryActions}>
          <Link to="/" className={styles.inlineLink}>
            {t("Continue shopping")}
          </Link>
          <button type="button" className={styles.textButton} onClick={() => logOut()}>
            {t("Not you? Logout")}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("Login")}
      subtitle={t("Welcome back! Log in to see your cart, orders and addresses.")}
      footer={
        <>
          {t("New here?")} <Link to="/register">{t("Create an account")}</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={failure} />
        <TextField
          label={t("Email")}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordField
          label={t("Password")}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className={styles.row}>
          <Link to="/reset" className={styles.inlineLink}>
            {t("Forgot password?")}
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={t("Logging in…")}>
          {t("Login")}
        </SubmitButton>
        {inWrapper && (
          <GoogleSignIn onToken={logInWithGoogleToken} onFailure={setFailure} disabled={isSubmitting} />
        )}
        <p className={styles.terms}>
          {tx("By logging in you agree to our {rules} and {privacy}.", {
            rules: <Link to="/rules-and-regulations">{t("Rules & Regulations")}</Link>,
            privacy: <Link to="/privacy-policy">{t("Privacy Policy")}</Link>,
          })}
        </p>
      </form>
    </AuthCard>
  );
}
