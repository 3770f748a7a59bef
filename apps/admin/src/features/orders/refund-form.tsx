// "Refund": part of a paid order — some lines or units (each worth its share after the coupon), the
// delivery fee, or an amount — through the gateway, or recorded as paid back by hand (UPI or bank
// transfer, with its reference) for cash collected at the door. One Idempotency-Key per dialog, so a
// double click or a retry after a network error never refunds twice.
import type { components } from "@henna/api";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";
import { money } from "../../ui/format";
import styles from "./refunds.module.css";

type OrderRefunds = components["schemas"]["OrderRefunds"];
type RefundRequest = components["schemas"]["RefundRequest"];

export function RefundForm({
  facts,
  onDone,
  onCancel,
}: {
  facts: OrderRefunds;
  onDone: () => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const [key] = useState(() => crypto.randomUUID());
  const [by, setBy] = useState<"lines" | "amount">("lines");
  const [units, setUnits] = useState<Record<number, number>>({});
  const [delivery, setDelivery] = useState(false);
  const [amount, setAmount] = useState("");
  const manualOnly = facts.refundable.gateway <= 0 && facts.refundable.manual > 0;
  const [method, setMethod] = useState<"gateway" | "manual">(manualOnly ? "manual" : "gateway");
  const [channel, setChannel] = useState<"upi" | "bank_transfer">("upi");
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: RefundRequest = { method, reason: reason.trim() };
    if (by === "amount") body.amount = Number(amount);
    else {
      body.lines = Object.entries(units)
        .filter(([, quantity]) => quantity > 0)
        .map(([id, quantity]) => ({ item_id: Number(id), quantity }));
      if (delivery) body.delivery = true;
    }
    if (method === "manual") {
      body.manual_channel = channel;
      body.manual_reference = reference.trim();
    }
    setBusy(true);
    setError("");
    const result = await settleAnswer(
      client.POST("/admin/orders/{orderId}/refunds", {
        params: { path: { orderId: facts.order_id }, header: { "Idempotency-Key": key } },
        body,
      }),
    );
    setBusy(false);
    if (result.error) {
      setError(failureText(result.error));
      return;
    }
    toast.success(`Refund of ${money(result.data.data.amount)} ${result.data.data.state}`);
    onDone();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label="Refund part of the order"
    >
      <fieldset className={styles.choice}>
        <legend>Refund</legend>
        <label>
          <input type="radio" name="by" checked={by === "lines"} onChange={() => setBy("lines")} /> Lines or
          the delivery fee
        </label>
        <label>
          <input type="radio" name="by" checked={by === "amount"} onChange={() => setBy("amount")} /> An
          amount
        </label>
      </fieldset>
      {by === "lines" ? (
        <div className={styles.lines}>
          {facts.lines.map((line) => {
            const left = line.quantity - line.refunded_quantity;
            return (
              <FormField
                key={line.item_id}
                label={line.title}
                hint={`${left} of ${line.quantity} left · ${money(line.net_amount)} for all ${line.quantity} after the coupon`}
              >
                {(control) => (
                  <input
                    {...control}
                    className="admin-control"
                    type="number"
                    min={0}
                    max={left}
                    disabled={left === 0}
                    value={units[line.item_id] ?? 0}
                    onChange={(event) => setUnits({ ...units, [line.item_id]: Number(event.target.value) })}
                  />
                )}
              </FormField>
            );
          })}
          {facts.delivery.amount > 0 && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={delivery}
                disabled={facts.delivery.refunded}
                onChange={(event) => setDelivery(event.target.checked)}
              />{" "}
              Delivery fee {money(facts.delivery.amount)}
              {facts.delivery.refunded ? " (already refunded)" : ""}
            </label>
          )}
        </div>
      ) : (
        <FormField label="Amount (₹)" hint={`Up to ${money(facts.refundable[method])} by this method`}>
          {(control) => (
            <input
              {...control}
              className="admin-control"
              type="number"
              min={0.01}
              step="any"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label="Money goes back">
        {(control) => (
          <select
            {...control}
            className="admin-control"
            value={method}
            onChange={(event) => setMethod(event.target.value as "gateway" | "manual")}
          >
            <option value="gateway" disabled={facts.refundable.gateway <= 0}>
              To the online payment ({money(facts.refundable.gateway)} left)
            </option>
            <option value="manual" disabled={facts.refundable.manual <= 0}>
              Paid by hand for cash collected ({money(facts.refundable.manual)} left)
            </option>
          </select>
        )}
      </FormField>
      {method === "manual" && (
        <div className={styles.row}>
          <FormField label="Paid by">
            {(control) => (
              <select
                {...control}
                className="admin-control"
                value={channel}
                onChange={(event) => setChannel(event.target.value as "upi" | "bank_transfer")}
              >
                <option value="upi">UPI</option>
                <option value="bank_transfer">Bank transfer</option>
              </select>
            )}
          </FormField>
          <FormField label="Reference" hint="The UPI or bank transfer's reference number.">
            {(control) => (
              <input
                {...control}
                className="admin-control"
                maxLength={100}
                required
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField label="Reason" error={error || undefined}>
        {(control) => (
          <input
            {...control}
            className="admin-control"
            maxLength={300}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
          Close
        </button>
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? "Refunding…" : "Refund"}
        </button>
      </div>
    </form>
  );
}
