// /payment-success/{orderId} (spec §2): the paid order from GET /payment/order/{id}; the cart is
// emptied, checkout_data removed, and the shopper is taken to /my-account after 2 s.
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { useAppDispatch } from "../state/hooks";
import { skip, useResource } from "../state/use-resource";
import { afterOrderPaid } from "./after-payment";
import { orderFacts } from "./result-details";
import { paidOrder } from "./result-resources";
import {
  PAYMENT_FAILED,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_PROCESSED,
  PAYMENT_SUCCESSFUL,
  THANK_YOU_FOR_ORDER,
} from "./result-texts";
import { ResultSkeleton, ResultView } from "./result-view";
import { useRedirectAfter } from "./use-redirect-after";

export default function OrderSuccessPage() {
  const { orderId = "" } = useParams();
  const dispatch = useAppDispatch();
  const order = useResource(paidOrder, orderId === "" ? skip : orderId);
  const paid = order.data !== undefined && order.data.status !== "Failed";
  const cleaned = useRef(false);

  useEffect(() => {
    if (!paid || cleaned.current) return;
    cleaned.current = true;
    void dispatch(afterOrderPaid());
  }, [paid, dispatch]);
  useRedirectAfter("/my-account", paid);

  if (order.isLoading) return <ResultSkeleton />;
  if (!order.data) {
    return (
      <ResultView
        outcome="failure"
        title={PAYMENT_NOT_FOUND}
        message={order.error?.message ?? PAYMENT_NOT_FOUND}
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
        next={{ to: "/cart", label: "Back to cart", auto: false }}
      />
    );
  }
  return (
    <ResultView
      outcome="success"
      title={PAYMENT_SUCCESSFUL}
      message={THANK_YOU_FOR_ORDER}
      facts={orderFacts(order.data)}
      next={{ to: "/my-account", label: "My Account", auto: true }}
    />
  );
}
