// /admin/set-password?token=: a new member (or an owner made on the command line) chooses a password
// from the one-time link, then signs in.
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";

export const MIN_PASSWORD = 8;

interface PasswordValues {
  password: string;
  repeat: string;
}

const schema = object({
  password: string().default("").min(MIN_PASSWORD, `Use at least ${MIN_PASSWORD} characters.`),
  repeat: string()
    .default("")
    .test(
      "same",
      "The two passwords are not the same.",
      (repeat, context) => repeat === context.parent.password,
    ),
});

export default function SetPasswordPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { register, handleSubmit, formState, setError } = useYupForm<PasswordValues>(schema, {
    password: "",
    repeat: "",
  });
  const { busy, failure, save } = useSave({ setError, fields: ["password"] });

  if (!token) {
    return (
      <main>
        <AuthCard title="This link is incomplete" footer={<Link to="/login">Go to sign in</Link>}>
          <p>Open the set-password link exactly as it was sent to you, or ask an owner for a new one.</p>
        </AuthCard>
      </main>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await save(() => client.POST("/admin/auth/set-password", { body: { token, password } }));
    if (result.error) return;
    toast.success("Your password is set. Sign in with it now.");
    navigate("/login", { replace: true });
  });

  return (
    <main>
      <AuthCard title="Choose your password" subtitle="You will sign in to the back office with it.">
        <form onSubmit={onSubmit} noValidate>
          <FormFailure failure={failure} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint={`At least ${MIN_PASSWORD} characters.`}
            error={formState.errors.password?.message}
            {...register("password")}
          />
          <PasswordField
            label="Repeat the password"
            autoComplete="new-password"
            required
            error={formState.errors.repeat?.message}
            {...register("repeat")}
          />
          <SubmitButton busy={busy} busyLabel="Saving…">
            Set password
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
