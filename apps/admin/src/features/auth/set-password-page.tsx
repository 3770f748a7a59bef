// /admin/set-password?token=: a new member (or an owner made on the command line) chooses a password
// from the one-time link, then signs in.
import { failureText, settle } from "@henna/storefront/api/api-result.ts";
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAdminClient } from "../../api/services-context";

export const MIN_PASSWORD = 8;

export default function SetPasswordPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <main>
        <AuthCard title="This link is incomplete" footer={<Link to="/login">Go to sign in</Link>}>
          <p>Open the set-password link exactly as it was sent to you, or ask an owner for a new one.</p>
        </AuthCard>
      </main>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < MIN_PASSWORD) found.password = `Use at least ${MIN_PASSWORD} characters.`;
    if (repeat !== password) found.repeat = "The two passwords are not the same.";
    setErrors(found);
    setFailure("");
    if (found.password || found.repeat) return;
    setBusy(true);
    const result = await settle(client.POST("/admin/auth/set-password", { body: { token, password } }));
    setBusy(false);
    if (result.error) {
      setFailure(failureText(result.error));
      return;
    }
    toast.success("Your password is set. Sign in with it now.");
    navigate("/login", { replace: true });
  };

  return (
    <main>
      <AuthCard title="Choose your password" subtitle="You will sign in to the back office with it.">
        <form onSubmit={onSubmit} noValidate>
          {failure && (
            <p className="error-text" role="alert">
              {failure}
            </p>
          )}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint={`At least ${MIN_PASSWORD} characters.`}
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label="Repeat the password"
            autoComplete="new-password"
            required
            value={repeat}
            error={errors.repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <SubmitButton busy={busy} busyLabel="Saving…">
            Set password
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
