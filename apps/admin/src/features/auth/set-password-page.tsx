// /admin/set-password?token=: a new member (or an owner made on the command line) chooses a password
// from the one-time link, then signs in.
import { AuthCard } from "@henna/storefront/auth/auth-card.tsx";
import { SubmitButton } from "@henna/storefront/auth/submit-button.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { object } from "yup";
import { useAdminClient } from "../../api/services-context";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { NewPasswordFields, type NewPasswordValues, newPasswordRules } from "./new-password-fields";

const schema = object(newPasswordRules);

export default function SetPasswordPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { register, handleSubmit, formState, setError } = useYupForm<NewPasswordValues>(schema, {
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
          <NewPasswordFields label="New password" register={register} errors={formState.errors} />
          <SubmitButton busy={busy} busyLabel="Saving…">
            Set password
          </SubmitButton>
        </form>
      </AuthCard>
    </main>
  );
}
