// /payment-failedad/{receiptId} (spec §2): 'Payment failed'; the shopper is taken to /my-account after
// 2 s only when the payment record could be read (the "response was OK").
import { useParams } from "react-router";
import { failureText } from "../api/api-result";
import { msg } from "../i18n/i18n";
import { skip, useResource } from "../state/use-resource";
import { admissionPayment } from "./result-resources";
import { PAYMENT_FAILED, PAYMENT_NOT_PROCESSED } from "./result-texts";
import { ResultSkeleton, ResultView } from "./result-view";
import { useRedirectAfter } from "./use-redirect-after";

export default function AdmissionFailedPage() {
  const { receiptId = "" } = useParams();
  const payment = useResource(admissionPayment, receiptId === "" ? skip : receiptId);
  const ok = payment.data !== undefined;
  useRedirectAfter("/my-account", ok);
  if (payment.isLoading) return <ResultSkeleton />;
  return (
    <ResultView
      outcome="failure"
      title={PAYMENT_FAILED}
      message={PAYMENT_NOT_PROCESSED}
      facts={payment.data ? [{ label: msg("Order ID"), value: payment.data.order_id }] : []}
      next={{ to: "/my-account", label: msg("My Account"), auto: ok }}
    >
      {!ok && payment.error && <p className="error-text">{failureText(payment.error)}</p>}
    </ResultView>
  );
}
