// Staff (owners only): the store's members, inviting one (the set-password link is shown to copy and
// pass on) and removing one (asked first; their sessions end at once).
import type { components } from "@henna/api";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { mixed, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { useStaffSession } from "../../session/staff-session";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { bindField } from "../../ui/form/bind-field";
import { FormFailure } from "../../ui/form/form-failure";
import { RowButton } from "../../ui/form/row-buttons";
import { useSave } from "../../ui/form/use-save";
import { dateOnly } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./staff.module.css";

type Member = components["schemas"]["StaffMember"];
type Role = components["schemas"]["StaffRole"];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InviteValues {
  email: string;
  name: string;
  role: Role;
}

const inviteSchema = object({
  email: string()
    .default("")
    .test("email", "Enter a valid e-mail address.", (text) => EMAIL.test((text ?? "").trim())),
  name: string().default(""),
  role: mixed<Role>().oneOf(["staff", "owner"]).required(),
});

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const client = useAdminClient();
  const { register, handleSubmit, formState, setError, reset, getValues } = useYupForm<InviteValues>(
    inviteSchema,
    { email: "", name: "", role: "staff" },
  );
  const errors = formState.errors;
  const field = bindField(register, errors);
  const { busy, failure, save } = useSave({ setError, fields: ["email", "name", "role"] });
  const [link, setLink] = useState("");

  const onSubmit = handleSubmit(async ({ email, name, role }) => {
    const result = await save(() =>
      client.POST("/admin/staff", {
        body: { email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}) },
      }),
    );
    if (result.error) return;
    setLink(new URL(result.data.setPasswordUrl, window.location.origin).toString());
    reset({ email: "", name: "", role: getValues("role") });
    toast.success(`${result.data.data.email} is invited`);
    onInvited();
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("The link is copied");
    } catch {
      toast.error("Copying is not allowed here: select the link and copy it.");
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <form className={styles.invite} onSubmit={onSubmit} noValidate>
        <TextField label="E-mail" type="email" required {...field("email")} />
        <TextField label="Name" maxLength={100} {...field("name")} />
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <select {...control} className="admin-control" {...register("role")}>
              <option value="staff">Staff: orders, catalogue, stock</option>
              <option value="owner">Owner: everything, staff included</option>
            </select>
          )}
        </FormField>
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? "Inviting…" : "Invite"}
        </button>
      </form>
      <FormFailure failure={failure} />
      {link && (
        <div className={styles.link} role="status">
          <p>
            The set-password link was e-mailed. You can also pass it on yourself (valid 7 days, used once):
          </p>
          <div className={styles.copyRow}>
            <input
              className="admin-control"
              readOnly
              value={link}
              aria-label="Set-password link"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn-secondary btn-small" onClick={copy}>
              Copy link
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

export default function StaffPage() {
  const client = useAdminClient();
  const { staff: me } = useStaffSession();
  const { state, reload } = useApi(() => client.GET("/admin/staff"), [client]);
  const [removing, setRemoving] = useState<Member | null>(null);
  const { busy, save } = useSave();

  const remove = async () => {
    if (!removing) return;
    const result = await save(
      () => client.DELETE("/admin/staff/{staffId}", { params: { path: { staffId: removing.id } } }),
      { show: "toast" },
    );
    if (result.error) {
      setRemoving(null);
      return;
    }
    toast.success(`${removing.email} is removed`);
    setRemoving(null);
    reload();
  };

  const members = state.data?.data ?? [];
  return (
    <>
      <h1>Staff</h1>
      <div className={styles.layout}>
        <section className="admin-panel" aria-labelledby="members-title">
          <h2 id="members-title">Members</h2>
          {state.status === "error" ? (
            <ErrorState failure={state.error} onRetry={reload} />
          ) : !state.data ? (
            <Skeleton lines={3} label="Loading the staff" />
          ) : members.length === 0 ? (
            <EmptyState title="No members yet." />
          ) : (
            <PlainTable
              label="Staff members"
              caption
              columns={["Name", "E-mail", "Role", "Since", { label: "Actions", hidden: true }]}
            >
              {members.map((member) => (
                <tr key={member.id}>
                  {/* Names and addresses wrap, so the Remove button keeps its room at 1366 px. */}
                  <td className="wrap">{member.name || "—"}</td>
                  <td className="wrap">{member.email}</td>
                  <td>
                    <span className="pill" data-tone={member.role === "owner" ? "warn" : undefined}>
                      {member.role}
                    </span>
                    {!member.hasPassword && <span className="muted"> · invited</span>}
                  </td>
                  <td>{dateOnly(member.createdAt)}</td>
                  <td>
                    {member.id !== me?.id && (
                      <RowButton tone="danger" row={member.email} onClick={() => setRemoving(member)}>
                        Remove
                      </RowButton>
                    )}
                  </td>
                </tr>
              ))}
            </PlainTable>
          )}
        </section>
        <InviteForm onInvited={reload} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        <p>{removing?.email} will be signed out everywhere at once and can no longer open the back office.</p>
      </ConfirmDialog>
    </>
  );
}
