// One admission: the student's form with the Aadhaar number masked, the account that sent it, and the
// fee payments. Owners can reveal the number for a stated reason (reveal-dialog.tsx); staff are not
// offered it (the server refuses them too).
import type { components } from "@henna/api";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { isOwner, useStaffSession } from "../../session/staff-session";
import { dateOnly, dateTime } from "../../ui/format";
import recordPage from "../../ui/record-page.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./admissions.module.css";
import { PaymentsTable } from "./payments-table";
import { RevealDialog } from "./reveal-dialog";

type Admission = components["schemas"]["AdminAdmission"];

function AdmissionView({ admission }: { admission: Admission }) {
  const { staff } = useStaffSession();
  const [revealing, setRevealing] = useState(false);
  const facts: [string, string][] = [
    ["Father's name", admission.fatherName],
    ["Mother's name", admission.motherName],
    ["Date of birth", admission.dob ? dateOnly(admission.dob) : "—"],
    ["Gender", admission.gender],
    ["School", admission.school || "—"],
    ["Address", `${admission.address}, ${admission.pincode}`],
    ["Mobile", admission.mobile],
    ["E-mail", admission.email],
    ["Center", admission.center],
    ["Applied", dateTime(admission.createdAt)],
  ];
  return (
    <>
      <header className={recordPage.head}>
        <div>
          <p className={recordPage.crumb}>
            <Link to="/admissions">Admissions</Link> /
          </p>
          <h1>{admission.name}</h1>
          <p className="muted">
            Sent by {admission.user_name} ({admission.user_email})
          </p>
        </div>
      </header>
      <div className={styles.grid}>
        <section className="admin-panel" aria-labelledby="form-title">
          <h2 id="form-title" className={recordPage.panelTitle}>
            Admission form
          </h2>
          <dl className={styles.facts}>
            <dt>Aadhaar</dt>
            <dd className={styles.aadhaar}>
              <span className={styles.number}>{admission.aadharMasked}</span>
              {isOwner(staff) && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setRevealing(true)}
                >
                  Reveal
                </button>
              )}
            </dd>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="admin-panel" aria-labelledby="fees-title">
          <h2 id="fees-title" className={recordPage.panelTitle}>
            Fee payments
          </h2>
          {admission.payments.length === 0 ? (
            <EmptyState title="No fee payment yet." />
          ) : (
            <PaymentsTable payments={admission.payments} label="Fee payments of this admission" />
          )}
        </section>
      </div>
      {isOwner(staff) && (
        <RevealDialog
          open={revealing}
          admissionId={admission.id}
          student={admission.name}
          onClose={() => setRevealing(false)}
        />
      )}
    </>
  );
}

export default function AdmissionPage() {
  const client = useAdminClient();
  const admissionId = Number(useParams().admissionId);
  const { state, reload } = useApi(
    () => client.GET("/admin/admissions/{admissionId}", { params: { path: { admissionId } } }),
    [client, admissionId],
  );
  if (state.status === "error") return <ErrorState failure={state.error} onRetry={reload} />;
  if (!state.data) return <Skeleton lines={8} label="Loading the admission" />;
  return <AdmissionView admission={state.data.data} />;
}
