// A new password typed twice, as the set-password link and the first owner's setup ask for it: the
// rule (the server's minimum) and the two fields.
import { PasswordField } from "@henna/storefront/auth/password-field.tsx";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { string } from "yup";

export const MIN_PASSWORD = 8;

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** The yup fields of a new password and its repetition, for a form's schema. */
export const newPasswordRules = {
  password: string().default("").min(MIN_PASSWORD, `Use at least ${MIN_PASSWORD} characters.`),
  repeat: string()
    .default("")
    .test(
      "same",
      "The two passwords are not the same.",
      (repeat, context) => repeat === context.parent.password,
    ),
};

export function NewPasswordFields<T extends NewPasswordValues>({
  label,
  register,
  errors,
}: {
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Both fields exist on every form this serves (T extends NewPasswordValues).
  const own = register as unknown as UseFormRegister<NewPasswordValues>;
  const problems = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD} characters.`}
        error={problems.password?.message}
        {...own("password")}
      />
      <PasswordField
        label="Repeat the password"
        autoComplete="new-password"
        required
        error={problems.repeat?.message}
        {...own("repeat")}
      />
    </>
  );
}
