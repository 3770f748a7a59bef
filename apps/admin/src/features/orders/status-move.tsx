// Moving an order on: only the moves the server allows now, with a note the customer sees on the
// tracking page (e.g. the courier and AWB number). Cancelling is asked again in a dialog.
import { ORDER_STATUSES } from "@henna/domain/order-status";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import styles from "./order-page.module.css";
import type { AdminOrder, MoveStatus } from "./order-types";

/** Every status an order can be moved to: all but the first, Pending. */
const MOVES: readonly string[] = ORDER_STATUSES.slice(1);

function isMove(status: string): status is MoveStatus {
  return MOVES.includes(status);
}

const ORDER_STATUS_TOAST = "order-status";

interface MoveValues {
  target: string;
  note: string;
}

const schema = object({
  target: string().default(""),
  note: string().trim().max(500, "At most 500 characters.").default(""),
});

export function StatusMove({ order, onMoved }: { order: AdminOrder; onMoved: () => void }) {
  const client = useAdminClient();
  const forward = order.allowedMoves.filter(
    (status): status is MoveStatus => isMove(status) && status !== "Cancelled",
  );
  const canCancel = order.allowedMoves.includes("Cancelled");
  const { register, handleSubmit, formState, setError, watch, getValues, reset } = useYupForm<MoveValues>(
    schema,
    { target: forward[0] ?? "", note: "" },
  );
  const { busy, failure, save } = useSave({
    setError,
    fields: (path) => (path === "status" ? "target" : path === "note"),
  });
  const [confirming, setConfirming] = useState(false);
  // Busy from the answer until the reloaded order replaces this control, so a move is not sent twice.
  const [moved, setMoved] = useState(false);
  const orderId = order.order.order_id;
  const target = watch("target");
  const note = watch("note").trim();

  const move = async (status: MoveStatus) => {
    const text = getValues("note").trim();
    const result = await save(() =>
      client.POST("/admin/orders/{orderId}/status", {
        params: { path: { orderId } },
        body: text ? { status, note: text } : { status },
      }),
    );
    setConfirming(false);
    if (result.error) return;
    setMoved(true);
    reset({ target: getValues("target"), note: "" });
    // One toast for the order's status, replaced by the next move's instead of stacking over the history.
    toast.success(status === "Cancelled" ? "The order is cancelled" : `The order is now ${status}`, {
      id: ORDER_STATUS_TOAST,
    });
    onMoved();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (isMove(values.target)) await move(values.target);
  });

  if (forward.length === 0 && !canCancel) {
    return <p className="muted">This order is {order.order.orderStatus}: it cannot move any further.</p>;
  }

  const working = busy || moved;
  return (
    <form className={styles.move} onSubmit={onSubmit} noValidate aria-label="Move the order">
      {forward.length > 0 && (
        <FormField label="Move to" error={formState.errors.target?.message}>
          {(control) => (
            <select {...control} className="admin-control" {...register("target")}>
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
        error={formState.errors.note?.message}
      >
        {(control) => (
          <textarea
            {...control}
            className={`admin-control ${styles.note}`}
            maxLength={500}
            rows={2}
            {...register("note")}
          />
        )}
      </FormField>
      <FormFailure failure={failure} />
      <div className={styles.moveActions}>
        {forward.length > 0 && (
          <button type="submit" className="btn btn-small" disabled={working || !target}>
            {working ? "Saving…" : `Move to ${target}`}
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
          cancelled{note ? " with your note" : ""}. This cannot be undone.
        </p>
      </ConfirmDialog>
    </form>
  );
}
