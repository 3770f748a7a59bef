// Get In Touch (spec §2 Contact, §5, §8 Lead): name, email, phone and message, Send Message → POST
// /leads. A failure keeps everything typed and says so beside the button as well as in a toast; only a
// stored message clears the form.
import { LEAD_THANK_YOU, SOMETHING_WENT_WRONG_TRY_AGAIN } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { usePlainForm } from "@henna/storefront/content/use-plain-form.ts";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import styles from "./contact.module.css";
import { CONTACT_RULES, type ContactValues } from "./contact-rules";
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
  const { field, values, errors, submitting, handleSubmit, reset } = usePlainForm(CONTACT_RULES, empty);

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
      <TextField label="Name" autoComplete="name" error={errors.name} {...field("name")} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
        {...field("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="10-digit mobile number"
        error={errors.phone}
        {...field("phone")}
      />
      <MessageField
        label="Message"
        rows={5}
        placeholder="How can we help?"
        text={values.message}
        error={errors.message}
        {...field("message")}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-block" disabled={submitting} aria-busy={submitting}>
        {submitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
