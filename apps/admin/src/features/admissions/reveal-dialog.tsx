// The owner's Aadhaar reveal: a reason first (kept in the audit log), then the number, shown only in
// this dialog. The number lives in the form's own state, which the dialog drops when it closes (the
// modal renders its content only while open), so nothing keeps it afterwards: not the page, the URL
// or a cache (the server answers no-store).
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import styles from "./admissions.module.css";

export const REASON_HINT =
  "Why you need the whole number, e.g. checking the certificate name. Kept in the audit log.";
const MIN_REASON = 10;

interface RevealValues {
  reason: string;
}

const schema = object({
  reason: string()
    .trim()
    .required("Please say why you need the Aadhaar number.")
    .min(MIN_REASON, "Please say why you need the Aadhaar number (at least 10 characters).")
    .max(500, "Please keep the reason under 500 characters."),
});

/** `1234 5678 9012`. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

function RevealForm({
  admissionId,
  student,
  onClose,
}: {
  admissionId: number;
  student: string;
  onClose: () => void;
}) {
  const client = useAdminClient();
  const form = useYupForm<RevealValues>(schema, { reason: "" });
  const { register, handleSubmit, formState, setError } = form;
  const field = bindField(register, formState.errors);
  const [number, setNumber] = useState<string | null>(null);
  const { busy, failure, save } = useSave({ setError, fields: ["reason"] });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await save(() =>
      client.POST("/admin/admissions/{admissionId}/aadhaar", {
        params: { path: { admissionId } },
        body: { reason: reason.trim() },
      }),
    );
    if (result.error) return;
    setNumber(result.data.aadhar);
  });

  if (number) {
    return (
      <div className={styles.form}>
        <p>
          Aadhaar number of <strong>{student}</strong>:
        </p>
        <output className={styles.revealed} aria-label="Aadhaar number">
          {grouped(number)}
        </output>
        <p className="muted">
          The reveal is in the audit log. Do not copy the number anywhere it is not needed.
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        hint={REASON_HINT}
        {...field("reason")}
      />
      <FormFailure failure={failure} />
      <FormActions busy={busy} saveLabel="Reveal" busyLabel="Revealing…" onCancel={onClose} />
    </form>
  );
}

export function RevealDialog({
  open,
  admissionId,
  student,
  onClose,
}: {
  open: boolean;
  admissionId: number;
  student: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Reveal the Aadhaar number" onClose={onClose} size="sm">
      <RevealForm admissionId={admissionId} student={student} onClose={onClose} />
    </Modal>
  );
}
