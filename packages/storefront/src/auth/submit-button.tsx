import type { ReactNode } from "react";

/** The form's one primary action: disabled with its busy label while the call is under way. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn btn-block" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
