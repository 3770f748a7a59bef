// /payment-successad/{receiptId} (spec §2): the paid admission from GET /admission-pay/single/{id};
// checkout_data is removed and the shopper is taken to /my-account (the shop) after 2 s.
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { useAppDispatch } from "../state/hooks";
import { skip, useResource } from "../state/use-resource";
import { afterAdmissionPaid } from "./after-payment";
import { admissionFacts } from "./result-details";
import { admissionPayment } from "./result-resources";
import {
  PAYMENT_FAILED,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_PROCESSED,
  PAYMENT_SUCCESSFUL,
  THANK_YOU_FOR_ORDER,
} from "./result-texts";
import { ResultSkeleton, ResultView } from "./result-view";
import { useRedirectAfter } from "./use-redirect-after";

export default function AdmissionSuccessPage() {
  const { receiptId = "" } = useParams();
  const dispatch = useAppDispatch();
  const payment = useResource(admissionPayment, receiptId === "" ? skip : receiptId);
  const paid = payment.data !== undefined && payment.data.status !== "Failed";
  const cleaned = useRef(false);

  useEffect(() => {
    if (!paid || cleaned.current) return;
    cleaned.current = true;
    void dispatch(afterAdmissionPaid());
  }, [paid, dispatch]);
  useRedirectAfter("/my-account", paid);

  if (payment.isLoading) return <ResultSkeleton />;
  if (!payment.data) {
    return (
      <ResultView
        outcome="failure"
        title={PAYMENT_NOT_FOUND}
        message={payment.error?.message ?? PAYMENT_NOT_FOUND}
        next={{ to: "/my-account", label: "My Account", auto: false }}
      />
    );
  }
  if (!paid) {
    return (
      <ResultView
        outcome="failure"
        title={PAYMENT_FAILED}
        message={PAYMENT_NOT_PROCESSED}
        next={{ to: "/my-account", label: "My Account", auto: false }}
      />
    );
  }
  return (
    <ResultView
      outcome="success"
      title={PAYMENT_SUCCESSFUL}
      message={THANK_YOU_FOR_ORDER}
      facts={[{ label: "Course", value: payment.data.course_title }, ...admissionFacts(payment.data)]}
      next={{ to: "/my-account", label: "My Account", auto: true }}
    />
  );
}
