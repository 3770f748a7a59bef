// /admin/setup?token=: the store's first owner, from the one-time link the server prints at start while
// the store has no owner. Name, e-mail and a password (the server's rule, typed twice); the owner is
// then signed in and lands on the dashboard.
import { failureText, settle } from "@henna/storefront/api/api-result.ts";
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAdminServices } from "../../api/services-context";
import { useStaffSession } from "../../session/staff-session";
import styles from "./first-owner.module.css";
import { MIN_PASSWORD } from "./set-password-page";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = "name" | "email" | "password" | "repeat";

/** The form's own checks, before anything is sent: the first problem of each field. */
export function setupProblems(values: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) found.name = "Enter your name.";
  if (!values.email.trim()) found.email = "Enter your e-mail address.";
  else if (!EMAIL.test(values.email.trim())) found.email = "Enter a valid e-mail address.";
  if (values.password.length < MIN_PASSWORD) found.password = `Use at least ${MIN_PASSWORD} characters.`;
  if (values.repeat !== values.password) found.repeat = "The two passwords are not the same.";
  return found;
}

export default function SetupOwnerPage() {
  const { client, tokens } = useAdminServices();
  const { signedInAs } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    email: "",
    password: "",
    repeat: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ text: string; ownerExists: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  if (!token) {
    return (
      <main>
        <AuthCard title="This link is incomplete" footer={<Link to="/login">Go to sign in</Link>}>
          <p>
            Open the setup link exactly as the server printed it: the whole line ends with{" "}
            <code>/admin/setup?token=</code> and a code. Restart the server for a new one.
          </p>
        </AuthCard>
      </main>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = setupProblems(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      if (found.name) nameRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await settle(
      client.POST("/admin/setup", {
        body: { token, name: values.name.trim(), email: values.email.trim(), password: values.password },
      }),
    );
    setBusy(false);
    if (result.error) {
      setFailure({ text: failureText(result.error), ownerExists: result.error.code === "OWNER_EXISTS" });
      return;
    }
    const { accessToken, refreshToken, staff } = result.data;
    signedInAs(staff);
    tokens.setTokens({ accessToken, refreshToken });
    toast.success("Your store has its owner. Welcome to the back office.");
    navigate("/", { replace: true });
  };

  return (
    <main>
      <AuthCard
        title="Set up your store"
        subtitle="Create the owner's account: you will run the store and invite your staff with it."
        footer={failure?.ownerExists ? <Link to="/login">Go to sign in</Link> : undefined}
      >
        <form onSubmit={onSubmit} noValidate>
          {failure && (
            <p className="error-text" role="alert">
              {failure.text}
            </p>
          )}
          <TextField
            ref={nameRef}
            label="Your name"
            autoComplete="name"
            required
            value={values.name}
            error={errors.name}
            onChange={change("name")}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            hint="You sign in with it."
            value={values.email}
            error={errors.email}
            onChange={change("email")}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint={`At least ${MIN_PASSWORD} characters.`}
            value={values.password}
            error={errors.password}
            onChange={change("password")}
          />
          <PasswordField
            label="Repeat the password"
            autoComplete="new-password"
            required
            value={values.repeat}
            error={errors.repeat}
            onChange={change("repeat")}
          />
          <p className={`muted ${styles.hint}`}>
            This link works once. The owner's account is in the audit log.
          </p>
          <SubmitButton busy={busy} busyLabel="Creating the owner…">
            Create the owner and sign in
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
