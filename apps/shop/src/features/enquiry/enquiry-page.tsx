// Enquiry Form (spec §2, route /enquiry-form): name, mobile, email, message, Submit → POST /inquiry;
// 'Enquiry Sent' on success (§8), on the shared lead form (Get In Touch is the same component). The
// specification only logs a failure; here the visitor is also told, beside the button, and keeps
// everything typed.
import { ENQUIRY_SENT } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { LeadForm, type LeadFormField } from "@henna/storefront/content/lead-form.tsx";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { tx } from "@henna/storefront/i18n/rich.tsx";
import { AppLink } from "@henna/storefront/navigation/app-link.tsx";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { PageIntro } from "@henna/storefront/ui/page-intro.tsx";
import styles from "./enquiry.module.css";
import { ENQUIRY_RULES, type EnquiryValues } from "./enquiry-rules";
import { ENQUIRY_NOT_SENT, sendEnquiry } from "./send-enquiry";

const FIELDS: readonly LeadFormField<EnquiryValues>[] = [
  { name: "name", label: msg("Name"), kind: "text", required: true },
  { name: "mobile", label: msg("Mobile"), kind: "tel", hint: msg("10-digit mobile number"), required: true },
  { name: "email", label: msg("Email (optional)"), kind: "email" },
  {
    name: "message",
    label: msg("Message (optional)"),
    kind: "message",
    rows: 4,
    placeholder: msg("Which course, which center, preferred days…"),
  },
];

export default function EnquiryPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const empty: EnquiryValues = {
    name: user?.full_name ?? "",
    mobile: user?.mobile ?? "",
    email: user?.email ?? "",
    message: "",
  };

  async function send(values: EnquiryValues): Promise<string | null> {
    const failed = await dispatch(
      sendEnquiry({
        name: values.name.trim(),
        mobile: normalizeMobile(values.mobile),
        email: values.email.trim(),
        remark: values.message.trim(),
      }),
    ).unwrap();
    if (!failed) return null;
    return failed.status === 429 ? failureText(failed) : ENQUIRY_NOT_SENT;
  }

  return (
    <div className={`page ${styles.page}`}>
      <PageIntro title={t("Enquiry Form")}>
        {t(
          "Interested in a mehendi course or a workshop for your group? Leave your details and our academy team will call you back.",
        )}
      </PageIntro>
      <div className={styles.layout}>
        <section className={`card ${styles.card}`} aria-labelledby="enquiry-form-title">
          <h2 id="enquiry-form-title" className={styles.formTitle}>
            {t("Your details")}
          </h2>
          <LeadForm
            fields={FIELDS}
            rules={ENQUIRY_RULES}
            initial={empty}
            send={send}
            sentToast={ENQUIRY_SENT}
            sentNotice={t("{sent}. We will call you within two working days.", { sent: t(ENQUIRY_SENT) })}
            submitLabel={t("Submit")}
            busyLabel={t("Submitting…")}
          />
        </section>
        <aside className={styles.aside} aria-labelledby="enquiry-aside-title">
          <h2 id="enquiry-aside-title" className={styles.asideTitle}>
            {t("What happens next")}
          </h2>
          <ol className={styles.steps}>
            <li>{t("We call you to understand what you would like to learn.")}</li>
            <li>{t("We suggest a course, a center near you and a batch time.")}</li>
            <li>{t("You visit for a free trial class before you enrol.")}</li>
          </ol>
          <p>
            {tx("See our {centers} or the {courses} we teach.", {
              centers: <AppLink to="/centers">{t("centers")}</AppLink>,
              courses: <AppLink to="/course">{t("courses")}</AppLink>,
            })}
          </p>
        </aside>
      </div>
    </div>
  );
}
