// /admin/setup?token=: the store's first owner, from the one-time link the server prints at start while
// the store has no owner. Name, e-mail and a password (the server's rule, typed twice); the owner is
// then signed in and lands on the dashboard.
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { object, string, ValidationError } from "yup";
import { useAdminServices } from "../../api/services-context";
import { useStaffSession } from "../../session/staff-session";
import { bindField } from "../../ui/form/bind-field";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import styles from "./first-owner.module.css";
import { NewPasswordFields, newPasswordRules } from "./new-password-fields";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SetupValues {
  name: string;
  email: string;
  password: string;
  repeat: string;
}

const schema = object({
  name: string().default("").trim().required("Enter your name."),
  email: string()
    .default("")
    .trim()
    .required("Enter your e-mail address.")
    .matches(EMAIL, "Enter a valid e-mail address."),
  ...newPasswordRules,
});

/** The form's own checks, before anything is sent: the first problem of each field. */
export function setupProblems(values: SetupValues): Partial<Record<keyof SetupValues, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Partial<Record<keyof SetupValues, string>> = {};
    for (const problem of error.inner) {
      const field = problem.path as keyof SetupValues;
      found[field] ??= problem.message;
    }
    return found;
  }
}

export default function SetupOwnerPage() {
  const { client, tokens } = useAdminServices();
  const { signedInAs } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { register, handleSubmit, formState, setError } = useYupForm<SetupValues>(schema, {
    name: "",
    email: "",
    password: "",
    repeat: "",
  });
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({ setError, fields: ["name", "email", "password"] });
  const [ownerExists, setOwnerExists] = useState(false);

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

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const result = await save(() =>
      client.POST("/admin/setup", { body: { token, name: name.trim(), email: email.trim(), password } }),
    );
    setOwnerExists(result.error?.code === "OWNER_EXISTS");
    if (result.error) return;
    const { accessToken, refreshToken, staff } = result.data;
    signedInAs(staff);
    tokens.setTokens({ accessToken, refreshToken });
    toast.success("Your store has its owner. Welcome to the back office.");
    navigate("/", { replace: true });
  });

  return (
    <main>
      <AuthCard
        title="Set up your store"
        subtitle="Create the owner's account: you will run the store and invite your staff with it."
        footer={ownerExists ? <Link to="/login">Go to sign in</Link> : undefined}
      >
        <form onSubmit={onSubmit} noValidate>
          <FormFailure failure={failure} />
          <TextField label="Your name" autoComplete="name" required {...field("name")} />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            hint="You sign in with it."
            {...field("email")}
          />
          <NewPasswordFields label="Password" register={register} errors={formState.errors} />
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
