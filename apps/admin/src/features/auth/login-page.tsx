// /admin/login: a staff member signs in with e-mail and password; then back to where they were going.
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Navigate, useSearchParams } from "react-router";
import { object, string } from "yup";
import { useAdminServices } from "../../api/services-context";
import { useStaffSession } from "../../session/staff-session";
import { bindField } from "../../ui/form/bind-field";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { SetupOwnerNotice } from "./setup-owner-notice";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LoginValues {
  email: string;
  password: string;
}

const schema = object({
  email: string()
    .trim()
    .default("")
    .required("Enter your e-mail address.")
    .matches(EMAIL, "Enter a valid e-mail address."),
  password: string().default("").required("Enter your password."),
});

/** Only a path inside the back office is followed after sign-in. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}

export default function LoginPage() {
  const { client, tokens } = useAdminServices();
  const { signedIn, staff, signedInAs } = useStaffSession();
  const [params] = useSearchParams();
  const { register, handleSubmit, formState } = useYupForm<LoginValues>(schema, { email: "", password: "" });
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave();

  if (signedIn && staff) return <Navigate to={safeNext(params.get("next"))} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await save(() =>
      client.POST("/admin/auth/login", { body: { email: email.trim(), password } }),
    );
    if (result.error) return;
    const { accessToken, refreshToken, staff: member } = result.data;
    signedInAs(member);
    tokens.setTokens({ accessToken, refreshToken });
  });

  return (
    <main>
      <AuthCard
        title="Sign in to the back office"
        subtitle="For the store's staff. Shoppers sign in on the shop."
      >
        <SetupOwnerNotice />
        <form onSubmit={onSubmit} noValidate>
          <FormFailure failure={failure} />
          <TextField label="E-mail" type="email" autoComplete="username" required {...field("email")} />
          <PasswordField label="Password" autoComplete="current-password" required {...field("password")} />
          <SubmitButton busy={busy} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
