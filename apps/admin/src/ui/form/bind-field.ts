// A field of a react-hook-form form takes two things from it: its registration and its error's message.
// One call gives both, so a form's fields say only what is their own (label, hint, type).
import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister } from "react-hook-form";

export function bindField<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({
    ...register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}
