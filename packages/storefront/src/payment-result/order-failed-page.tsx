// /payment-failed/{orderId} (spec §2): 'Payment failed'; the cart is untouched, and the shopper is
// taken back to /cart after 2 s to try again.
import { useParams } from "react-router";
import { msg } from "../i18n/i18n";
import { skip, useResource } from "../state/use-resource";
import { paidOrder } from "./result-resources";
import { PAYMENT_FAILED, PAYMENT_NOT_PROCESSED } from "./result-texts";
import { ResultView } from "./result-view";
import { useRedirectAfter } from "./use-redirect-after";

export default function OrderFailedPage() {
  const { orderId = "" } = useParams();
  const order = useResource(paidOrder, orderId === "" ? skip : orderId);
  useRedirectAfter("/cart", true);
  return (
    <ResultView
      outcome="failure"
      title={PAYMENT_FAILED}
      message={PAYMENT_NOT_PROCESSED}
      facts={order.data ? [{ label: msg("Order ID"), value: order.data.order_id }] : []}
      next={{ to: "/cart", label: msg("Back to cart"), auto: true }}
    />
  );
}
