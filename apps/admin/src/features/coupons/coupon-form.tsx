// Add or change a coupon: code, percent or flat amount, minimum order, usage limit, the days it is
// valid, Active/Inactive. The domain's rules run before sending and the server's problems land on the
// fields they name; a used coupon's code cannot change (shown read-only, with why).
import type { components } from "@henna/api";
import { validateCouponDraft } from "@henna/domain/coupon-validity";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { numberOrNull, withDomainRule } from "../../ui/form/domain-form";
import fieldPair from "../../ui/form/field-pair.module.css";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dayOf, endOfDay, startOfDay } from "./coupon-dates";
import styles from "./coupons.module.css";

export type Coupon = components["schemas"]["AdminCoupon"];
type Kind = components["schemas"]["CouponKind"];
type Status = components["schemas"]["ActiveStatus"];

interface Values {
  code: string;
  kind: string;
  amount: string;
  min_amount: string;
  usage_limit: string;
  from: string;
  to: string;
  status: string;
}

const FIELDS: Record<string, keyof Values> = {
  code: "code",
  kind: "kind",
  amount: "amount",
  min_amount: "min_amount",
  usage_limit: "usage_limit",
  valid_from: "from",
  valid_to: "to",
  status: "status",
};

function draftOf(values: Values) {
  return {
    code: values.code,
    kind: values.kind as Kind,
    amount: numberOrNull(values.amount),
    min_amount: numberOrNull(values.min_amount) ?? 0,
    usage_limit: numberOrNull(values.usage_limit),
    valid_from: startOfDay(values.from),
    valid_to: endOfDay(values.to),
  };
}

function schemaFor(stored: Coupon | null) {
  return withDomainRule(
    object({
      code: string().default(""),
      kind: string().default("percent"),
      amount: string().default(""),
      min_amount: string().default(""),
      usage_limit: string().default(""),
      from: string().default(""),
      to: string().default(""),
      status: string().default("Active"),
    }),
    (values) => {
      const problems = validateCouponDraft(draftOf(values), {
        usedCount: stored?.used_count ?? 0,
        storedCode: stored?.code ?? null,
      });
      const placed: Record<string, string> = {};
      for (const [field, message] of Object.entries(problems)) placed[FIELDS[field] ?? field] = message;
      return placed;
    },
  );
}

export function CouponForm({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon: Coupon | null;
  onSaved: (coupon: Coupon) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const [schema] = useState(() => schemaFor(coupon));
  const { register, handleSubmit, formState, watch, setError } = useYupForm<Values>(schema, {
    code: coupon?.code ?? "",
    kind: coupon?.kind ?? "percent",
    amount: coupon ? String(coupon.amount) : "",
    min_amount: coupon && coupon.min_amount > 0 ? String(coupon.min_amount) : "",
    usage_limit: coupon?.usage_limit === null || coupon === null ? "" : String(coupon.usage_limit),
    from: dayOf(coupon?.valid_from ?? null),
    to: dayOf(coupon?.valid_to ?? null),
    status: coupon?.status ?? "Active",
  });
  const { busy, failure, save } = useSave({ setError, fields: (path) => FIELDS[path] });
  const errors = formState.errors;
  const field = bindField(register, errors);
  const kind = watch("kind");
  const used = (coupon?.used_count ?? 0) > 0;

  const onSubmit = handleSubmit(async (values) => {
    const draft = draftOf(values);
    const body = {
      code: draft.code.trim(),
      kind: draft.kind,
      amount: draft.amount ?? 0,
      min_amount: draft.min_amount,
      usage_limit: draft.usage_limit,
      valid_from: draft.valid_from,
      valid_to: draft.valid_to,
      status: values.status as Status,
    };
    const result = await save(() =>
      coupon
        ? client.PUT("/admin/coupons/{couponId}", { params: { path: { couponId: coupon.id } }, body })
        : client.POST("/admin/coupons", { body }),
    );
    if (result.data) onSaved(result.data.data);
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={coupon ? "Edit coupon" : "New coupon"}
    >
      <TextField
        label="Code"
        required
        maxLength={30}
        autoCapitalize="characters"
        readOnly={used}
        hint={used ? "Used by orders, so the code stays." : "What shoppers type, e.g. DIWALI20 (any case)."}
        error={errors.code?.message}
        inputClassName={styles.code}
        {...register("code")}
      />
      <FormField label="Discount" error={errors.kind?.message}>
        {(control) => (
          <select {...control} className="admin-control" {...register("kind")}>
            <option value="percent">Percent off the order</option>
            <option value="flat">Rupees off the order</option>
          </select>
        )}
      </FormField>
      <div className={fieldPair.pair}>
        <TextField
          label={kind === "flat" ? "Amount off (₹)" : "Percent off (%)"}
          required
          inputMode="decimal"
          {...field("amount")}
        />
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          hint="Empty: any order."
          {...field("min_amount")}
        />
      </div>
      <TextField
        label="Usage limit"
        inputMode="numeric"
        hint={`Empty: no limit.${coupon ? ` Used ${coupon.used_count} so far.` : ""}`}
        {...field("usage_limit")}
      />
      <div className={fieldPair.pair}>
        <TextField label="Valid from" type="date" hint="Empty: from now." {...field("from")} />
        <TextField label="Valid to" type="date" hint="Empty: no end." {...field("to")} />
      </div>
      <FormField label="Status">
        {(control) => (
          <select {...control} className="admin-control" {...register("status")}>
            <option value="Active">Active: shoppers can apply it</option>
            <option value="Inactive">Inactive: refused at checkout</option>
          </select>
        )}
      </FormField>
      <FormFailure failure={failure} />
      <FormActions small busy={busy} saveLabel={coupon ? "Save coupon" : "Add coupon"} onCancel={onCancel} />
    </form>
  );
}
