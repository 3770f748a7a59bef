// "Refund": part of a paid order — some lines or units (each worth its share after the coupon), the
// delivery fee, or an amount — through the gateway, or recorded as paid back by hand (UPI or bank
// transfer, with its reference) for cash collected at the door. One Idempotency-Key per dialog, so a
// double click or a retry after a network error never refunds twice.
import type { components } from "@henna/api";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { array, boolean, number, type ObjectSchema, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { money } from "../../ui/format";
import styles from "./refunds.module.css";

type OrderRefunds = components["schemas"]["OrderRefunds"];
type RefundRequest = components["schemas"]["RefundRequest"];
type Method = "gateway" | "manual";

interface RefundValues {
  by: "lines" | "amount";
  /** Units to refund, one per line of `facts.lines`. */
  units: number[];
  delivery: boolean;
  amount: string;
  method: Method;
  channel: "upi" | "bank_transfer";
  reference: string;
  reason: string;
}

/** The server's field paths on this form's fields; the rest go on the failure line. */
const SERVER_FIELDS: Record<string, keyof RefundValues> = {
  amount: "amount",
  reason: "reason",
  manual_reference: "reference",
  manual_channel: "channel",
};

const NOTHING_CHOSEN = "Choose the units or the delivery fee to refund.";

/** What can be checked before sending; the server still decides what may go back. */
function schemaFor(facts: OrderRefunds) {
  return object({
    by: string().oneOf(["lines", "amount"]).default("lines"),
    units: array(number().default(0).integer().min(0)).default([]),
    delivery: boolean().default(false),
    amount: string()
      .default("")
      .when(["by", "method"], ([by, method], rule) =>
        by === "amount"
          ? rule.test(
              "amount",
              `Enter an amount up to ${money(facts.refundable[method as Method])}.`,
              (value) => {
                const amount = Number(value);
                return amount > 0 && amount <= facts.refundable[method as Method];
              },
            )
          : rule,
      ),
    method: string().oneOf(["gateway", "manual"]).default("gateway"),
    channel: string().oneOf(["upi", "bank_transfer"]).default("upi"),
    reference: string()
      .default("")
      .trim()
      .when("method", ([method], rule) =>
        method === "manual" ? rule.required("Enter the UPI or bank transfer's reference.") : rule,
      ),
    reason: string().default("").trim().required("Please give a reason for the refund."),
  }).test("something", NOTHING_CHOSEN, (values, context) =>
    values.by !== "lines" || values.delivery || (values.units ?? []).some((units) => (units ?? 0) > 0)
      ? true
      : context.createError({ path: "units", message: NOTHING_CHOSEN }),
  ) as unknown as ObjectSchema<RefundValues>;
}

function requestOf(values: RefundValues, facts: OrderRefunds): RefundRequest {
  const body: RefundRequest = { method: values.method, reason: values.reason.trim() };
  if (values.by === "amount") body.amount = Number(values.amount);
  else {
    body.lines = facts.lines
      .map((line, index) => ({ item_id: line.item_id, quantity: values.units[index] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (values.delivery) body.delivery = true;
  }
  if (values.method === "manual") {
    body.manual_channel = values.channel;
    body.manual_reference = values.reference.trim();
  }
  return body;
}

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
  const [schema] = useState(() => schemaFor(facts));
  const manualOnly = facts.refundable.gateway <= 0 && facts.refundable.manual > 0;
  const { register, handleSubmit, formState, setError, watch } = useYupForm<RefundValues>(schema, {
    by: "lines",
    units: facts.lines.map(() => 0),
    delivery: false,
    amount: "",
    method: manualOnly ? "manual" : "gateway",
    channel: "upi",
    reference: "",
    reason: "",
  });
  const { busy, failure, save } = useSave({ setError, fields: (path) => SERVER_FIELDS[path] ?? null });
  const by = watch("by");
  const method = watch("method");
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const result = await save(() =>
      client.POST("/admin/orders/{orderId}/refunds", {
        params: { path: { orderId: facts.order_id }, header: { "Idempotency-Key": key } },
        body: requestOf(values, facts),
      }),
    );
    if (result.error) return;
    toast.success(`Refund of ${money(result.data.data.amount)} ${result.data.data.state}`);
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Refund part of the order">
      <FormFailure failure={failure} />
      <fieldset className={styles.choice}>
        <legend>Refund</legend>
        <label>
          <input type="radio" value="lines" {...register("by")} /> Lines or the delivery fee
        </label>
        <label>
          <input type="radio" value="amount" {...register("by")} /> An amount
        </label>
      </fieldset>
      {by === "lines" ? (
        <div className={styles.lines}>
          {errors.units?.message && (
            <p className="error-text" role="alert">
              {errors.units.message}
            </p>
          )}
          {facts.lines.map((line, index) => {
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
                    {...register(`units.${index}`, { valueAsNumber: true })}
                  />
                )}
              </FormField>
            );
          })}
          {facts.delivery.amount > 0 && (
            <label className={styles.check}>
              <input type="checkbox" disabled={facts.delivery.refunded} {...register("delivery")} /> Delivery
              fee {money(facts.delivery.amount)}
              {facts.delivery.refunded ? " (already refunded)" : ""}
            </label>
          )}
        </div>
      ) : (
        <FormField
          label="Amount (₹)"
          hint={`Up to ${money(facts.refundable[method])} by this method`}
          error={errors.amount?.message}
        >
          {(control) => (
            <input
              {...control}
              className="admin-control"
              type="number"
              min={0.01}
              step="any"
              required
              {...register("amount")}
            />
          )}
        </FormField>
      )}
      <FormField label="Money goes back">
        {(control) => (
          <select {...control} className="admin-control" {...register("method")}>
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
              <select {...control} className="admin-control" {...register("channel")}>
                <option value="upi">UPI</option>
                <option value="bank_transfer">Bank transfer</option>
              </select>
            )}
          </FormField>
          <FormField
            label="Reference"
            hint="The UPI or bank transfer's reference number."
            error={errors.reference?.message}
          >
            {(control) => (
              <input
                {...control}
                className="admin-control"
                maxLength={100}
                required
                {...register("reference")}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => (
          <input {...control} className="admin-control" maxLength={300} required {...register("reason")} />
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
