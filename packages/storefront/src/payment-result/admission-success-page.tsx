// /payment-successad/{receiptId} (spec §2): the paid admission from GET /admission-pay/single/{id};
// checkout_data is removed and the shopper is taken to /my-account (the shop) after 2 s.
import { useParams } from "react-router";
import { msg } from "../i18n/i18n";
import { afterAdmissionPaid } from "./after-payment";
import { type PaidResultKind, PaidResultPage } from "./paid-result-page";
import { admissionFacts } from "./result-details";
import { type AdmissionPayment, admissionPayment } from "./result-resources";

const ADMISSION: PaidResultKind<AdmissionPayment> = {
  resource: admissionPayment,
  facts: (payment) => [{ label: msg("Course"), value: payment.course_title }, ...admissionFacts(payment)],
  afterPaid: afterAdmissionPaid,
  notPaidNext: { to: "/my-account", label: msg("My Account") },
};

export default function AdmissionSuccessPage() {
  const { receiptId = "" } = useParams();
  return <PaidResultPage id={receiptId} kind={ADMISSION} />;
}
