// /admin/login: a staff member signs in with e-mail and password; then back to where they were going.
import { failureText, settle } from "@henna/storefront/api/api-result.ts";
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useAdminServices } from "../../api/services-context";
import { useStaffSession } from "../../session/staff-session";
import { SetupOwnerNotice } from "./setup-owner-notice";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only a path inside the back office is followed after sign-in. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}

export default function LoginPage() {
  const { client, tokens } = useAdminServices();
  const { signedIn, staff, signedInAs } = useStaffSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = "Sign in · Back office";
  }, []);

  if (signedIn && staff) return <Navigate to={safeNext(params.get("next"))} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!email.trim()) found.email = "Enter your e-mail address.";
    else if (!EMAIL.test(email.trim())) found.email = "Enter a valid e-mail address.";
    if (!password) found.password = "Enter your password.";
    setErrors(found);
    setFailure("");
    if (found.email) emailRef.current?.focus();
    if (found.email || found.password) return;
    setBusy(true);
    const result = await settle(
      client.POST("/admin/auth/login", { body: { email: email.trim(), password } }),
    );
    setBusy(false);
    if (result.error) {
      setFailure(failureText(result.error));
      return;
    }
    const { accessToken, refreshToken, staff: member } = result.data;
    signedInAs(member);
    tokens.setTokens({ accessToken, refreshToken });
  };

  return (
    <main>
      <AuthCard
        title="Sign in to the back office"
        subtitle="For the store's staff. Shoppers sign in on the shop."
      >
        <SetupOwnerNotice />
        <form onSubmit={onSubmit} noValidate>
          {failure && (
            <p className="error-text" role="alert">
              {failure}
            </p>
          )}
          <TextField
            ref={emailRef}
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SubmitButton busy={busy} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
