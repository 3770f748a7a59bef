// A form's one failure line: what went wrong that no field shows (or the write's failure itself).
import { type ApiFailure, failureText } from "@henna/storefront/api/api-result.ts";

export function FormFailure({
  failure,
  className,
  id,
}: {
  failure: string | ApiFailure | null | undefined;
  className?: string;
  /** For the control's aria-describedby. */
  id?: string;
}) {
  const text = typeof failure === "string" || !failure ? failure : failureText(failure);
  if (!text) return null;
  return (
    <p id={id} className={className ? `error-text ${className}` : "error-text"} role="alert">
      {text}
    </p>
  );
}
