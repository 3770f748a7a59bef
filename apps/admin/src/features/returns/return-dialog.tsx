// One return request in a dialog: the customer, the items and why, their photos, and the one form its
// state allows (approve with a pickup note or reject with a reason, both mailed to the customer; mark
// received; restock or write off; refund through the refund service, which issues the credit note).
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { Link } from "react-router";
import { mixed, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import details from "../../ui/detail-facts.module.css";
import { bindField } from "../../ui/form/bind-field";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime, money } from "../../ui/format";
import terms from "../../ui/term-list.module.css";
import {
  ACTION_LABELS,
  type AdminReturn,
  REASON_LABELS,
  type ReturnAction,
  STATE_LABELS,
} from "./return-labels";
import styles from "./returns.module.css";

interface MoveValues {
  text: string;
  method: "gateway" | "manual";
  manual_channel: "upi" | "bank_transfer";
  manual_reference: string;
}

/** What each action's form asks for: its one text field (if any) and whether that is required. */
const TEXT_FIELD: Record<ReturnAction, { label: string; required: string | null } | null> = {
  approve: {
    label: "Pickup note (mailed to the customer)",
    required: "Say how and when the parcel will be collected.",
  },
  reject: { label: "Reason (mailed to the customer)", required: "Give the customer a reason." },
  receive: null,
  restock: { label: "Note on the stock movement (optional)", required: null },
  write_off: { label: "Why it is written off (optional)", required: null },
  refund: null,
};

const DONE: Record<ReturnAction, string> = {
  approve: "Approved: the customer is mailed the pickup note",
  reject: "Rejected: the customer is mailed the reason",
  receive: "Marked received",
  restock: "Restocked",
  write_off: "Written off",
  refund: "Refunded",
};

const PATHS = {
  approve: "/admin/returns/{returnId}/approve",
  reject: "/admin/returns/{returnId}/reject",
  receive: "/admin/returns/{returnId}/receive",
  restock: "/admin/returns/{returnId}/restock",
  write_off: "/admin/returns/{returnId}/write-off",
  refund: "/admin/returns/{returnId}/refund",
} as const;

function schemaFor(action: ReturnAction) {
  const field = TEXT_FIELD[action];
  const text = string().trim().max(1000, "At most 1000 characters.");
  return object({
    text: field?.required ? text.required(field.required) : text.default(""),
    method: mixed<"gateway" | "manual">().oneOf(["gateway", "manual"]).required(),
    manual_channel: mixed<"upi" | "bank_transfer">().oneOf(["upi", "bank_transfer"]).required(),
    manual_reference: string()
      .trim()
      .max(100, "At most 100 characters.")
      .default("")
      .test(
        "manual-reference",
        "Enter the UPI or bank transfer's reference.",
        (value, context) => context.parent.method !== "manual" || Boolean(value),
      ),
  });
}

function MoveForm({
  request,
  action,
  onMoved,
}: {
  request: AdminReturn;
  action: ReturnAction;
  onMoved: (request: AdminReturn) => void;
}) {
  const client = useAdminClient();
  const asked = TEXT_FIELD[action];
  const form = useYupForm<MoveValues>(schemaFor(action) as never, {
    text: "",
    method: request.refundable_by[0] ?? "gateway",
    manual_channel: "upi",
    manual_reference: "",
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({
    setError,
    fields: (path) =>
      path === "pickup_note" || path === "reason" || path === "note"
        ? "text"
        : path === "manual_reference" || path === "manual_channel"
          ? path
          : null,
  });
  const method = watch("method");
  const onSubmit = handleSubmit(async (values) => {
    const path = { path: { returnId: request.id } };
    const text = values.text.trim();
    const result = await save(() => {
      switch (action) {
        case "approve":
          return client.POST(PATHS.approve, { params: path, body: { pickup_note: text } });
        case "reject":
          return client.POST(PATHS.reject, { params: path, body: { reason: text } });
        case "receive":
          return client.POST(PATHS.receive, { params: path });
        case "restock":
          return client.POST(PATHS.restock, { params: path, body: { note: text } });
        case "write_off":
          return client.POST(PATHS.write_off, { params: path, body: { note: text } });
        case "refund":
          return client.POST(PATHS.refund, {
            params: path,
            body:
              values.method === "manual"
                ? {
                    method: "manual",
                    manual_channel: values.manual_channel,
                    manual_reference: values.manual_reference.trim(),
                  }
                : { method: "gateway" },
          });
      }
    });
    if (result.error) return;
    toast.success(DONE[action]);
    onMoved(result.data.data);
  });
  const tone = action === "reject" || action === "write_off" ? "secondary" : "primary";
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={ACTION_LABELS[action]}>
      {asked && (
        <TextAreaField
          label={asked.label}
          required={asked.required !== null}
          rows={2}
          maxLength={1000}
          {...field("text")}
        />
      )}
      {action === "refund" && (
        <>
          <FormField label="Refund by">
            {(control) => (
              <select {...control} className="admin-control" {...register("method")}>
                <option value="gateway" disabled={!request.refundable_by.includes("gateway")}>
                  The payment gateway (back to the customer's payment)
                </option>
                <option value="manual" disabled={!request.refundable_by.includes("manual")}>
                  Paid by hand (cash collected on delivery)
                </option>
              </select>
            )}
          </FormField>
          {method === "manual" && (
            <>
              <FormField label="Paid by">
                {(control) => (
                  <select {...control} className="admin-control" {...register("manual_channel")}>
                    <option value="upi">UPI</option>
                    <option value="bank_transfer">Bank transfer</option>
                  </select>
                )}
              </FormField>
              <TextField label="Reference" required maxLength={100} {...field("manual_reference")} />
            </>
          )}
        </>
      )}
      <FormFailure failure={failure} />
      <FormActions tone={tone} busy={busy} saveLabel={ACTION_LABELS[action]} />
    </form>
  );
}

function Moves({ request, onMoved }: { request: AdminReturn; onMoved: (request: AdminReturn) => void }) {
  const [chosen, setChosen] = useState<ReturnAction | null>(null);
  const [first] = request.actions;
  if (!first) return null;
  const action = chosen && request.actions.includes(chosen) ? chosen : first;
  return (
    <section className={styles.moves} aria-labelledby="moves-title">
      <h3 id="moves-title" className={styles.formTitle}>
        Next step
      </h3>
      {request.actions.length > 1 && (
        <div className={styles.choices} role="radiogroup" aria-label="Next step">
          {request.actions.map((candidate) => (
            <label key={candidate} className={styles.choice}>
              <input
                type="radio"
                name="return-action"
                checked={candidate === action}
                onChange={() => setChosen(candidate)}
              />
              {ACTION_LABELS[candidate]}
            </label>
          ))}
        </div>
      )}
      <MoveForm key={`${request.state}-${action}`} request={request} action={action} onMoved={onMoved} />
    </section>
  );
}

export function ReturnDialog({
  request,
  onChanged,
  onClose,
}: {
  request: AdminReturn | null;
  onChanged: (request: AdminReturn) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={request !== null}
      title={request ? `Return ${request.id} of order ${request.order_id}` : ""}
      onClose={onClose}
      size="md"
    >
      {request && (
        <>
          <dl className={`${details.facts} ${terms.terms}`}>
            <div className={details.fact}>
              <dt>State</dt>
              <dd>{STATE_LABELS[request.state]}</dd>
            </div>
            <div className={details.fact}>
              <dt>Requested</dt>
              <dd>{dateTime(request.createdAt)}</dd>
            </div>
            <div className={details.fact}>
              <dt>Customer</dt>
              <dd>
                {request.customer_name || "—"} ({request.customer_email})
              </dd>
            </div>
            <div className={details.fact}>
              <dt>Order</dt>
              <dd>
                <Link to={`/orders/${request.order_id}`}>{request.order_id}</Link> ({request.payment_mode})
              </dd>
            </div>
            <div className={details.fact}>
              <dt>Reason</dt>
              <dd>{REASON_LABELS[request.reason]}</dd>
            </div>
            {request.pickup_note && (
              <div className={details.fact}>
                <dt>Pickup note</dt>
                <dd>{request.pickup_note}</dd>
              </div>
            )}
            {request.reject_reason && (
              <div className={details.fact}>
                <dt>Rejected because</dt>
                <dd>{request.reject_reason}</dd>
              </div>
            )}
            {request.refund && (
              <div className={details.fact}>
                <dt>Refund</dt>
                <dd>
                  {money(request.refund.amount)} ({request.refund.state})
                </dd>
              </div>
            )}
          </dl>
          <ul className={styles.lines}>
            {request.lines.map((line) => (
              <li key={line.item_id}>
                {line.quantity} × {line.title}
              </li>
            ))}
          </ul>
          <p className={details.message}>{request.note || <span className="muted">(no note)</span>}</p>
          {request.photos.length > 0 && (
            <div className={styles.photos}>
              {request.photos.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={`The customer's view ${index + 1} of the returned items`}
                    className={styles.photo}
                  />
                </a>
              ))}
            </div>
          )}
          <Moves request={request} onMoved={onChanged} />
        </>
      )}
    </Modal>
  );
}
