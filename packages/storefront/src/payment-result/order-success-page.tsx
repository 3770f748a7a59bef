// /payment-success/{orderId} (spec §2): the paid order from GET /payment/order/{id}; the cart is
// emptied, checkout_data removed, and the shopper is taken to /my-account after 2 s.
import { useParams } from "react-router";
import { msg } from "../i18n/i18n";
import { afterOrderPaid } from "./after-payment";
import { type PaidResultKind, PaidResultPage } from "./paid-result-page";
import { orderFacts } from "./result-details";
import { type Order, paidOrder } from "./result-resources";

const ORDER: PaidResultKind<Order> = {
  resource: paidOrder,
  facts: orderFacts,
  afterPaid: afterOrderPaid,
  notPaidNext: { to: "/cart", label: msg("Back to cart") },
};

export default function OrderSuccessPage() {
  const { orderId = "" } = useParams();
  return <PaidResultPage id={orderId} kind={ORDER} />;
}
