// The order's money going back: what was taken and what is left to refund, "Cancel and refund" (an
// order not yet shipped, in whole, through the gateway) and "Refund" (part of it), and every refund
// with its state. A refund over the store's staff limit is refused to staff by the server (an owner
// makes it); the panel says so before anyone tries.
import type { components } from "@henna/api";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { isOwner, useStaffSession } from "../../session/staff-session";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime, money } from "../../ui/format";
import { ErrorState, Skeleton } from "../../ui/states";
import pageStyles from "./order-page.module.css";
import { RefundForm } from "./refund-form";
import styles from "./refunds.module.css";

type OrderRefunds = components["schemas"]["OrderRefunds"];
type Refund = components["schemas"]["Refund"];

const STATE_TONE = { initiated: "warn", processed: "good", failed: "bad" } as const;
const STATE_TEXT = {
  initiated: "Refund initiated",
  processed: "Refund processed",
  failed: "Refund failed",
} as const;

function RefundItem({ refund }: { refund: Refund }) {
  const how =
    refund.method === "gateway"
      ? `to the payment${refund.gateway_refund_id ? ` (${refund.gateway_refund_id})` : ""}`
      : `by ${refund.manual_channel === "upi" ? "UPI" : "bank transfer"}, reference ${refund.manual_reference}`;
  const what = [
    ...refund.lines.map((line) => `${line.quantity} × ${line.title}`),
    ...(refund.delivery > 0 ? ["delivery fee"] : []),
  ];
  return (
    <li>
      <strong>{money(refund.amount)}</strong>{" "}
      <span className="pill" data-tone={STATE_TONE[refund.state]}>
        {STATE_TEXT[refund.state]}
      </span>{" "}
      <span className="muted">
        {refund.kind === "cancel" ? "Cancelled and refunded" : "Refunded"} {how} ·{" "}
        {dateTime(refund.createdAt)} by {refund.actor}
      </span>
      {what.length > 0 && <p>{what.join(", ")}</p>}
      <p>Reason: {refund.reason}</p>
      {refund.failure_reason && <p className="muted">{refund.failure_reason}</p>}
    </li>
  );
}

const reasonSchema = object({
  reason: string().default("").trim().required("Please give a reason for the refund."),
});

function CancelAndRefund({ facts, onDone }: { facts: OrderRefunds; onDone: () => void }) {
  const client = useAdminClient();
  const [open, setOpen] = useState(false);
  // One key per dialog: a double click or a retry after a network error cancels and refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, formState, setError, reset } = useYupForm<{ reason: string }>(
    reasonSchema,
    {
      reason: "",
    },
  );
  const { busy, failure, save } = useSave({ setError, fields: ["reason"] });
  const confirm = handleSubmit(async ({ reason }) => {
    const result = await save(() =>
      client.POST("/admin/orders/{orderId}/cancel-and-refund", {
        params: { path: { orderId: facts.order_id }, header: { "Idempotency-Key": key } },
        body: { reason: reason.trim() },
      }),
    );
    if (result.error) return;
    setOpen(false);
    setKey(crypto.randomUUID());
    reset();
    toast.success(`Order cancelled; refund of ${money(result.data.data.amount)} ${result.data.data.state}`);
    onDone();
  });
  return (
    <>
      <button type="button" className="btn btn-small btn-danger" onClick={() => setOpen(true)}>
        Cancel and refund
      </button>
      <Modal open={open} title="Cancel and refund this order?" onClose={() => setOpen(false)} size="sm">
        <form onSubmit={confirm} noValidate>
          <p>
            Order {facts.order_id} is cancelled, its stock and coupon use go back, and{" "}
            {money(facts.refundable.gateway)} goes back to the customer's payment. The customer gets an e-mail
            and a notification. This cannot be undone.
          </p>
          <FormFailure failure={failure} />
          <FormField label="Reason" error={formState.errors.reason?.message}>
            {(control) => (
              <input {...control} className="admin-control" maxLength={300} {...register("reason")} />
            )}
          </FormField>
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              Keep it
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? "Working…" : "Cancel and refund"}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

function Panel({
  facts,
  reload,
  onChanged,
}: {
  facts: OrderRefunds;
  reload: () => void;
  onChanged: () => void;
}) {
  const owner = isOwner(useStaffSession().staff);
  const [refunding, setRefunding] = useState(false);
  const left = facts.refundable.gateway + facts.refundable.manual;
  const done = () => {
    setRefunding(false);
    reload();
    onChanged();
  };
  return (
    <>
      <dl className={styles.facts}>
        <dt>Paid online</dt>
        <dd>{money(facts.captured_online)}</dd>
        {facts.collected_in_cash > 0 && (
          <>
            <dt>Collected in cash</dt>
            <dd>{money(facts.collected_in_cash)}</dd>
          </>
        )}
        <dt>Refunded</dt>
        <dd>{money(facts.refunded)}</dd>
        <dt>Left to refund</dt>
        <dd>{money(left)}</dd>
      </dl>
      {!owner && left > facts.staff_limit && (
        <p className="muted">Refunds over {money(facts.staff_limit)} need an owner.</p>
      )}
      {left > 0 && (
        <div className={styles.panelActions}>
          {facts.can_cancel_and_refund && <CancelAndRefund facts={facts} onDone={done} />}
          <button type="button" className="btn btn-small btn-secondary" onClick={() => setRefunding(true)}>
            Refund
          </button>
        </div>
      )}
      {facts.refunds.length === 0 ? (
        <p className="muted">No refunds yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Refunds">
          {facts.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      <Modal
        open={refunding}
        title={`Refund part of order ${facts.order_id}`}
        onClose={() => setRefunding(false)}
      >
        {refunding && <RefundForm facts={facts} onDone={done} onCancel={() => setRefunding(false)} />}
      </Modal>
    </>
  );
}

export function RefundsPanel({ orderId, onChanged }: { orderId: string; onChanged: () => void }) {
  const client = useAdminClient();
  const { state, reload } = useApi(
    () => client.GET("/admin/orders/{orderId}/refunds", { params: { path: { orderId } } }),
    [client, orderId],
  );
  return (
    <section className="admin-panel" aria-labelledby="refunds-title">
      <h2 id="refunds-title" className={pageStyles.panelTitle}>
        Refunds
      </h2>
      {state.status === "error" ? (
        <ErrorState failure={state.error} onRetry={reload} />
      ) : !state.data ? (
        <Skeleton lines={2} height={32} label="Loading the refunds" />
      ) : state.data.data.status !== "Success" ? (
        <p className="muted">Nothing was paid yet, so there is nothing to refund.</p>
      ) : (
        <Panel facts={state.data.data} reload={reload} onChanged={onChanged} />
      )}
    </section>
  );
}
