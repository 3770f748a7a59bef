// One inbox item in a dialog: what the sender wrote and gave, its status and the team's note, and a
// reply by e-mail (sent through the outbox; a new item becomes contacted).
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { mixed, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import details from "../../ui/detail-facts.module.css";
import { bindField } from "../../ui/form/bind-field";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime } from "../../ui/format";
import terms from "../../ui/term-list.module.css";
import styles from "./inbox.module.css";
import { type InboxItem, type InboxStatus, KIND_LABELS, STATUS_LABELS } from "./inbox-labels";

interface StatusValues {
  status: InboxStatus;
  note: string;
}
interface ReplyValues {
  subject: string;
  message: string;
}

const statusSchema = object({
  status: mixed<InboxStatus>().oneOf(["new", "contacted", "closed"]).required(),
  note: string().max(2000, "Please keep the note under 2000 characters.").default(""),
});
const replySchema = object({
  subject: string().trim().required("Please enter a subject.").max(200, "At most 200 characters."),
  message: string().trim().required("Please write the reply.").max(5000, "At most 5000 characters."),
});

function StatusForm({ item, onSaved }: { item: InboxItem; onSaved: (item: InboxItem) => void }) {
  const client = useAdminClient();
  const form = useYupForm<StatusValues>(statusSchema as never, { status: item.status, note: item.note });
  const { register, handleSubmit, formState, setError } = form;
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({ setError, fields: ["status", "note"] });
  const onSubmit = handleSubmit(async (values) => {
    const result = await save(() =>
      client.PATCH("/admin/inbox/{kind}/{itemId}", {
        params: { path: { kind: item.kind, itemId: item.id } },
        body: { status: values.status, note: values.note },
      }),
    );
    if (result.error) return;
    toast.success("Saved");
    onSaved(result.data.data);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="status-title">
      <h3 id="status-title" className={styles.formTitle}>
        Status and note
      </h3>
      <FormField label="Status">
        {(control) => (
          <select {...control} className="admin-control" {...register("status")}>
            {(["new", "contacted", "closed"] as const).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField label="Note (only the team sees it)" rows={2} maxLength={2000} {...field("note")} />
      <FormFailure failure={failure} />
      <FormActions tone="secondary" busy={busy} saveLabel="Save status" />
    </form>
  );
}

function ReplyForm({ item, onSent }: { item: InboxItem; onSent: (item: InboxItem) => void }) {
  const client = useAdminClient();
  const form = useYupForm<ReplyValues>(replySchema, {
    subject: `Re: your ${KIND_LABELS[item.kind].toLowerCase()}`,
    message: "",
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({ setError, fields: ["subject", "message"] });
  if (!item.email) {
    return (
      <p className={`muted ${styles.form}`}>
        No e-mail address was given: call {item.mobile || "the sender"} instead.
      </p>
    );
  }
  const onSubmit = handleSubmit(async (values) => {
    const result = await save(() =>
      client.POST("/admin/inbox/{kind}/{itemId}/reply", {
        params: { path: { kind: item.kind, itemId: item.id } },
        body: { subject: values.subject.trim(), message: values.message.trim() },
      }),
    );
    if (result.error) return;
    toast.success(`Reply sent to ${item.email}`);
    reset({ subject: values.subject, message: "" });
    onSent(result.data.data);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="reply-title">
      <h3 id="reply-title" className={styles.formTitle}>
        Reply by e-mail to {item.email}
      </h3>
      <TextField label="Subject" required maxLength={200} {...field("subject")} />
      <TextAreaField label="Message" required rows={5} maxLength={5000} {...field("message")} />
      <FormFailure failure={failure} />
      <FormActions busy={busy} saveLabel="Send reply" busyLabel="Sending…" />
    </form>
  );
}

export function ItemDialog({
  item,
  onChanged,
  onClose,
}: {
  item: InboxItem | null;
  onChanged: (item: InboxItem) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={item !== null}
      title={item ? `${KIND_LABELS[item.kind]} from ${item.name}` : ""}
      onClose={onClose}
      size="md"
    >
      {item && (
        <>
          <dl className={`${details.facts} ${terms.terms}`}>
            <div className={details.fact}>
              <dt>Received</dt>
              <dd>{dateTime(item.createdAt)}</dd>
            </div>
            <div className={details.fact}>
              <dt>Mobile</dt>
              <dd>{item.mobile ? <a href={`tel:+91${item.mobile}`}>{item.mobile}</a> : "—"}</dd>
            </div>
            <div className={details.fact}>
              <dt>E-mail</dt>
              <dd className={styles.from}>{item.email || "—"}</dd>
            </div>
            {item.details.map((detail) => (
              <div key={detail.label} className={details.fact}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          <p className={details.message}>{item.message || <span className="muted">(no message)</span>}</p>
          <StatusForm key={`${item.status}|${item.note}`} item={item} onSaved={onChanged} />
          <ReplyForm item={item} onSent={onChanged} />
        </>
      )}
    </Modal>
  );
}
