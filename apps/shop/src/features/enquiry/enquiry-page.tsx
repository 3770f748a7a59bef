// Enquiry Form (spec §2, route /enquiry-form): name, mobile, email, message, Submit → POST /inquiry;
// 'Enquiry Sent' on success (§8). The specification only logs a failure; here the visitor is also told,
// beside the button, and keeps everything typed.
import { ENQUIRY_SENT } from "@henna/domain/messages";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { usePlainForm } from "@henna/storefront/content/use-plain-form.ts";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { AppLink } from "@henna/storefront/navigation/app-link.tsx";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { PageIntro } from "@henna/storefront/ui/page-intro.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import styles from "./enquiry.module.css";
import { ENQUIRY_RULES, type EnquiryValues } from "./enquiry-rules";
import { ENQUIRY_NOT_SENT, sendEnquiry } from "./send-enquiry";

export default function EnquiryPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const empty: EnquiryValues = {
    name: user?.full_name ?? "",
    mobile: user?.mobile ?? "",
    email: user?.email ?? "",
    message: "",
  };
  const { field, errors, submitting, handleSubmit, reset } = usePlainForm(ENQUIRY_RULES, empty);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    const failed = await dispatch(
      sendEnquiry({
        name: values.name.trim(),
        mobile: normalizeMobile(values.mobile),
        email: values.email.trim(),
        remark: values.message.trim(),
      }),
    ).unwrap();
    if (failed) {
      const text = failed.status === 429 ? failureText(failed) : ENQUIRY_NOT_SENT;
      setFailure(text);
      toast.error(text);
      return;
    }
    toast.success(ENQUIRY_SENT);
    setSent(true);
    reset(empty);
  });

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
          <form onSubmit={onSubmit} noValidate className={styles.form}>
            <TextField label="Name" autoComplete="name" error={errors.name} {...field("name")} />
            <TextField
              label="Mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="10-digit mobile number"
              error={errors.mobile}
              {...field("mobile")}
            />
            <TextField
              label="Email (optional)"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email}
              {...field("email")}
            />
            <TextAreaField
              label="Message (optional)"
              rows={4}
              maxLength={500}
              placeholder="Which course, which center, preferred days…"
              error={errors.message}
              {...field("message")}
            />
            {failure && (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            )}
            {sent && (
              <p className={styles.sent} role="status">
                {ENQUIRY_SENT}. We will call you within two working days.
              </p>
            )}
            <button type="submit" className="btn btn-block" disabled={submitting} aria-busy={submitting}>
              {submitting ? "Submitting…" : "Submit"}
            </button>
          </form>
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
