// Enquiry Form (spec §2, route /enquiry-form): name, mobile, email, message, Submit → POST /inquiry;
// 'Enquiry Sent' on success (§8), on the shared lead form (Get In Touch is the same component). The
// specification only logs a failure; here the visitor is also told, beside the button, and keeps
// everything typed.
import { ENQUIRY_SENT } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { LeadForm, type LeadFormField } from "@henna/storefront/content/lead-form.tsx";
import { AppLink } from "@henna/storefront/navigation/app-link.tsx";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { PageIntro } from "@henna/storefront/ui/page-intro.tsx";
import styles from "./enquiry.module.css";
import { ENQUIRY_RULES, type EnquiryValues } from "./enquiry-rules";
import { ENQUIRY_NOT_SENT, sendEnquiry } from "./send-enquiry";

const FIELDS: readonly LeadFormField<EnquiryValues>[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "mobile", label: "Mobile", kind: "tel", hint: "10-digit mobile number", required: true },
  { name: "email", label: "Email (optional)", kind: "email" },
  {
    name: "message",
    label: "Message (optional)",
    kind: "message",
    rows: 4,
    placeholder: "Which course, which center, preferred days…",
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
      <PageIntro title="Enquiry Form">
        Interested in a mehendi course or a workshop for your group? Leave your details and our academy team
        will call you back.
      </PageIntro>
      <div className={styles.layout}>
        <section className={`card ${styles.card}`} aria-labelledby="enquiry-form-title">
          <h2 id="enquiry-form-title" className={styles.formTitle}>
            Your details
          </h2>
          <LeadForm
            fields={FIELDS}
            rules={ENQUIRY_RULES}
            initial={empty}
            send={send}
            sentToast={ENQUIRY_SENT}
            sentNotice={`${ENQUIRY_SENT}. We will call you within two working days.`}
            submitLabel="Submit"
            busyLabel="Submitting…"
          />
        </section>
        <aside className={styles.aside} aria-labelledby="enquiry-aside-title">
          <h2 id="enquiry-aside-title" className={styles.asideTitle}>
            What happens next
          </h2>
          <ol className={styles.steps}>
            <li>We call you to understand what you would like to learn.</li>
            <li>We suggest a course, a center near you and a batch time.</li>
            <li>You visit for a free trial class before you enrol.</li>
          </ol>
          <p>
            See our <AppLink to="/centers">centers</AppLink> or the <AppLink to="/course">courses</AppLink> we
            teach.
          </p>
        </aside>
      </div>
    </div>
  );
}
