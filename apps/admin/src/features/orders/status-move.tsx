// Moving an order on: only the moves the server allows now, with a note the customer sees on the
// tracking page (e.g. the courier and AWB number). Cancelling is asked again in a dialog.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { settleCall } from "../../api/use-api";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import styles from "./order-page.module.css";
import type { AdminOrder, MoveStatus } from "./order-types";

const MOVES: readonly MoveStatus[] = [
  "Processing",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Cancelled",
];

function isMove(status: string): status is MoveStatus {
  return (MOVES as readonly string[]).includes(status);
}

export function StatusMove({ order, onMoved }: { order: AdminOrder; onMoved: () => void }) {
  const client = useAdminClient();
  const forward = order.allowedMoves.filter(
    (status): status is MoveStatus => isMove(status) && status !== "Cancelled",
  );
  const canCancel = order.allowedMoves.includes("Cancelled");
  const [target, setTarget] = useState<MoveStatus | "">(forward[0] ?? "");
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const orderId = order.order.order_id;

  const move = async (status: MoveStatus) => {
    setBusy(true);
    setError("");
    const result = await settleCall(
      client.POST("/admin/orders/{orderId}/status", {
        params: { path: { orderId } },
        body: note.trim() ? { status, note: note.trim() } : { status },
      }),
    );
    setConfirming(false);
    if (result.error) {
      setBusy(false);
      setError(failureText(result.error));
      return;
    }
    // Busy until the reloaded order replaces this control, so the same move cannot be sent twice.
    setNote("");
    toast.success(status === "Cancelled" ? "The order is cancelled" : `The order is now ${status}`);
    onMoved();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (target) void move(target);
  };

  if (forward.length === 0 && !canCancel) {
    return <p className="muted">This order is {order.order.orderStatus}: it cannot move any further.</p>;
  }

  return (
    <form className={styles.move} onSubmit={onSubmit} aria-label="Move the order">
      {forward.length > 0 && (
        <FormField label="Move to">
          {(control) => (
            <select
              {...control}
              className="admin-control"
              value={target}
              onChange={(event) => setTarget(event.target.value as MoveStatus)}
            >
              {forward.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        label="Note for the customer"
        hint="Shown on the customer's tracking page, e.g. the courier and AWB number."
        error={error || undefined}
      >
        {(control) => (
          <textarea
            {...control}
            className={`admin-control ${styles.note}`}
            maxLength={500}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.moveActions}>
        {forward.length > 0 && (
          <button type="submit" className="btn btn-small" disabled={busy || !target}>
            {busy ? "Saving…" : `Move to ${target}`}
          </button>
        )}
        {canCancel && (
          <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirming(true)}>
            Cancel order
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        confirmLabel="Cancel the order"
        busy={busy}
        onConfirm={() => void move("Cancelled")}
        onClose={() => setConfirming(false)}
      >
        <p>
          Order {orderId} will be cancelled: its stock and any coupon use go back. The customer sees it as
          cancelled{note.trim() ? " with your note" : ""}. This cannot be undone.
        </p>
      </ConfirmDialog>
    </form>
  );
}
