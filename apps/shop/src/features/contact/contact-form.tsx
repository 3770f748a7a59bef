// Get In Touch (spec §2 Contact, §5, §8 Lead): name, email, phone and message, Send Message → POST
// /leads, on the shared lead form (the Enquiry Form is the same component). A rate limit says how long
// to wait; any other failure is the specification's text.
import { LEAD_THANK_YOU, SOMETHING_WENT_WRONG_TRY_AGAIN } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { LeadForm, type LeadFormField } from "@henna/storefront/content/lead-form.tsx";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import styles from "./contact.module.css";
import { CONTACT_RULES, type ContactValues } from "./contact-rules";
import { sendContact } from "./send-contact";

const FIELDS: readonly LeadFormField<ContactValues>[] = [
  { name: "name", label: msg("Name"), kind: "text", required: true },
  { name: "email", label: msg("Email"), kind: "email", required: true },
  { name: "phone", label: msg("Phone"), kind: "tel", hint: msg("10-digit mobile number"), required: true },
  {
    name: "message",
    label: msg("Message"),
    kind: "message",
    counted: true,
    rows: 5,
    placeholder: msg("How can we help?"),
  },
];

export function ContactForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const empty: ContactValues = {
    name: user?.full_name ?? "",
    email: user?.email ?? "",
    phone: user?.mobile ?? "",
    message: "",
  };

  async function send(values: ContactValues): Promise<string | null> {
    const failed = await dispatch(
      sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: normalizeMobile(values.phone),
        remark: values.message.trim(),
      }),
    ).unwrap();
    if (!failed) return null;
    return failed.status === 429 ? failureText(failed) : SOMETHING_WENT_WRONG_TRY_AGAIN;
  }

  return (
    <LeadForm
      fields={FIELDS}
      rules={CONTACT_RULES}
      initial={empty}
      send={send}
      sentToast={LEAD_THANK_YOU}
      submitLabel={t("Send Message")}
      busyLabel={t("Sending…")}
      labelledBy="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.formTitle}>
        {t("Send us a message")}
      </h2>
      <p className={styles.required}>{t("All fields except the message are required.")}</p>
    </LeadForm>
  );
}
