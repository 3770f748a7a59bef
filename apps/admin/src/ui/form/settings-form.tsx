// A settings panel that is one form (the store profile, the selling rules, the office, the delivery
// bands): its heading names the form, and it ends with the failure line and a save bar that stays in
// reach however long the form grows.
import type { FormEventHandler, ReactNode } from "react";
import { FormActions } from "./form-actions";
import { FormFailure } from "./form-failure";

export function SettingsForm({
  titleId,
  title,
  className,
  onSubmit,
  failure,
  busy,
  saveLabel,
  children,
}: {
  /** The heading's id, unique on the page ("bands-title"). */
  titleId: string;
  title: string;
  /** The feature's layout of the fields. */
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: Parameters<typeof FormFailure>[0]["failure"];
  busy: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `admin-panel ${className}` : "admin-panel"}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormFailure failure={failure} />
      <FormActions sticky busy={busy} saveLabel={saveLabel} />
    </form>
  );
}
