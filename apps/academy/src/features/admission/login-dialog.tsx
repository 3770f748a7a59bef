// Asked of a guest who submits the admission form (spec §2: saving it needs a user). Logging in here
// keeps the student on the form, so what they typed stays where it is: in the page's memory, never in
// browser storage. Registering is a page of its own; the dialog says that the form is not kept then.
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import styles from "@henna/storefront/auth/auth.module.css";
import { FormAlert } from "@henna/storefront/auth/auth-card.tsx";
import { type LoginValues, loginSchema } from "@henna/storefront/auth/auth-schemas.ts";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { tx } from "@henna/storefront/i18n/rich.tsx";
import { AppLink } from "@henna/storefront/navigation/app-link.tsx";
import { logIn } from "@henna/storefront/session/log-in.ts";
import { useAppDispatch } from "@henna/storefront/state/hooks.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";

export const LOGIN_DIALOG_TITLE = msg("Log in to submit your form");

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn: () => void;
}

export default function LoginDialog({ open, onClose, onLoggedIn }: LoginDialogProps) {
  return (
    <Modal open={open} title={t(LOGIN_DIALOG_TITLE)} onClose={onClose} size="sm">
      {open && <LoginForm onLoggedIn={onLoggedIn} />}
    </Modal>
  );
}

function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(loginSchema, { email: "", password: "" });

  const onSubmit = handleSubmit(async (values: LoginValues) => {
    setFailure(null);
    const outcome = await dispatch(logIn(values)).unwrap();
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    toast.success(LOGIN_SUCCESSFUL);
    onLoggedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate method="post">
      <p className="muted">{t("Your answers stay on this page while you log in.")}</p>
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
      <SubmitButton busy={isSubmitting} busyLabel={t("Logging in…")}>
        {t("Login")}
      </SubmitButton>
      <p className={styles.terms}>
        {tx("New here? {register} (this form is not kept while you register).", {
          register: <AppLink to="/register">{t("Create an account")}</AppLink>,
        })}{" "}
        <AppLink to="/reset">{t("Forgot password?")}</AppLink>
      </p>
    </form>
  );
}
