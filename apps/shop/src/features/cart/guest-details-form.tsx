// The quote request form of a Get Quote store (spec §2 Cart: 'Enter Guest Details'). Loaded when the
// dialog opens, so the cart's first render carries no form library.
import { QUOTE_REQUEST_SENT } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import type { StoredCheckoutData } from "@henna/storefront/storage/checkout-data-storage.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { requestQuote } from "./cart-calls";
import { guestDetailsSchema } from "./guest-details-schema";

export interface GuestDetailsFormProps {
  /** The cart as it stands (lines, totals, coupon), sent with the request. */
  checkout: () => StoredCheckoutData;
  onSent: () => void;
}

export default function GuestDetailsForm({ checkout, onSent }: GuestDetailsFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useYupForm(guestDetailsSchema, {
    name: user?.full_name ?? "",
    mobile: user?.mobile ?? "",
    email: user?.email ?? "",
    description: "",
  });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await dispatch(
      requestQuote({
        name: values.name.trim(),
        mobile: normalizeMobile(values.mobile),
        email: values.email.trim(),
        description: values.description.trim(),
        checkout: checkout(),
      }),
    ).unwrap();
    // A failed request is only logged (spec §8): the dialog stays open so the shopper can try again.
    if (!sent) return;
    toast.success(QUOTE_REQUEST_SENT);
    onSent();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t("Full Name")}
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label={t("Phone Number")}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.mobile?.message}
        {...register("mobile")}
      />
      <TextField
        label={t("Email Address")}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextAreaField
        label={t("Description")}
        rows={3}
        maxLength={2000}
        placeholder={t("Anything we should know: quantities, occasion, delivery date…")}
        error={errors.description?.message}
        {...register("description")}
      />
      <button type="submit" className="btn btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t("Loading...") : t("Proceed to Checkout")}
      </button>
    </form>
  );
}
