// Get In Touch (spec §2 Contact, §5, §8 Lead): name, email, phone and message, Send Message → POST
// /leads. A failure keeps everything typed and says so beside the button as well as in a toast; only a
// stored message clears the form.
import { LEAD_THANK_YOU, SOMETHING_WENT_WRONG_TRY_AGAIN } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import styles from "./contact.module.css";
import { type ContactValues, contactSchema } from "./contact-schema";
import { MessageField } from "./message-field";
import { sendContact } from "./send-contact";

export function ContactForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [failure, setFailure] = useState<string | null>(null);
  const empty: ContactValues = {
    name: user?.full_name ?? "",
    email: user?.email ?? "",
    phone: user?.mobile ?? "",
    message: "",
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useYupForm(contactSchema, empty);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const failed = await dispatch(
      sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: normalizeMobile(values.phone),
        remark: values.message.trim(),
      }),
    ).unwrap();
    if (failed) {
      // A rate limit says how long to wait; anything else is the specification's text.
      const text = failed.status === 429 ? failureText(failed) : SOMETHING_WENT_WRONG_TRY_AGAIN;
      setFailure(text);
      toast.error(text);
      return;
    }
    toast.success(LEAD_THANK_YOU);
    reset(empty);
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        Send us a message
      </h2>
      <p className={styles.required}>All fields except the message are required.</p>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="10-digit mobile number"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <MessageField
        label="Message"
        rows={5}
        placeholder="How can we help?"
        text={watch("message")}
        error={errors.message?.message}
        {...register("message")}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
