// The Get Quote form (spec §2 Product detail): a lead about this product, POST /leads. Loaded only
// when the shopper opens it, so react-hook-form and yup never weigh on the product page's first render.
import { LEAD_THANK_YOU, SOMETHING_WENT_WRONG_TRY_AGAIN } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { tx } from "@henna/storefront/i18n/rich.tsx";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import styles from "./quote-form.module.css";
import { quoteSchema } from "./quote-schema";
import { sendLead } from "./send-lead";

export interface QuoteFormProps {
  productId: number;
  productTitle: string;
  /** Called after the lead was stored (the modal closes). */
  onSent: () => void;
}

export default function QuoteForm({ productId, productTitle, onSent }: QuoteFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useYupForm(quoteSchema, {
    name: user?.full_name ?? "",
    email: user?.email ?? "",
    mobile: user?.mobile ?? "",
    remark: "",
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    const sent = await dispatch(
      sendLead({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: normalizeMobile(values.mobile),
        remark: values.remark.trim(),
        productId,
      }),
    ).unwrap();
    if (!sent) {
      setFailed(true);
      toast.error(SOMETHING_WENT_WRONG_TRY_AGAIN);
      return;
    }
    toast.success(LEAD_THANK_YOU);
    reset({ ...values, remark: "" });
    onSent();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <p className={styles.intro}>
        {tx("Tell us what you need for {product} and our team will get back to you with a price.", {
          product: <strong>{productTitle}</strong>,
        })}
      </p>
      {failed && (
        <p className="error-text" role="alert">
          {t(SOMETHING_WENT_WRONG_TRY_AGAIN)}
        </p>
      )}
      <TextField
        label={t("Name")}
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label={t("Email")}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={t("Mobile number")}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t("10-digit mobile number")}
        error={errors.mobile?.message}
        {...register("mobile")}
      />
      <TextAreaField
        label={t("Message (optional)")}
        rows={3}
        maxLength={500}
        placeholder={t("Quantity, occasion, delivery date…")}
        error={errors.remark?.message}
        {...register("remark")}
      />
      <button type="submit" className="btn btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t("Sending…") : t("Send request")}
      </button>
    </form>
  );
}
