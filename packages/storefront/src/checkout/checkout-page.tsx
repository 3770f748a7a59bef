// /checkout (spec §2 Checkout, §4, §5, §8): billing and shipping address, contact info, payment method
// and the order summary, for what checkout_data hands over (the cart, Buy Now, or a course from the
// academy), or the cart itself when the page is opened directly. The summary's figures are the server's
// quote (GST included); the domain's bill stands in while it loads. Place order creates the order with
// one Idempotency-Key per attempt, then the lazily loaded payment step collects the online share; a
// course is paid through the admission payment calls.
import type { ApiSchemas } from "@henna/api";
import { parseCartLines } from "@henna/domain/cart";
import { checkoutBill } from "@henna/domain/checkout-bill";
import { couponMinimumMessage } from "@henna/domain/order-pricing";
import type { PaymentMode } from "@henna/domain/pay-buttons";
import { payOnDeliverySplit } from "@henna/domain/pay-on-delivery";
import { placeOrderPincodeError, selectShippingPincodeError } from "@henna/domain/pincode";
import { type CheckoutField, validateCheckout } from "@henna/domain/validate-checkout";
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { AddressBook, addressLines } from "../addresses/address-book";
import type { Address } from "../addresses/address-calls";
import { useAddressChoice } from "../addresses/use-address-choice";
import { admissionRecord } from "../admission/admission-record";
import { failureText } from "../api/api-result";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { msg, t } from "../i18n/i18n";
import { inPageLanguage } from "../i18n/load-language";
import { AppLink } from "../navigation/app-link";
import { useAppNavigate } from "../navigation/use-app-navigate";
import { offlineText } from "../offline/offline-texts";
import { useOnline } from "../offline/online-status";
import type { PaymentDone } from "../payment/payment-step";
import { useServicesCall } from "../payment/with-services";
import { useAppSelector } from "../state/hooks";
import { payButtons, pincodes as pincodesResource } from "../state/resources";
import { selectUser } from "../state/session-slice";
import { skip, useResource } from "../state/use-resource";
import { toast } from "../ui/toast";
import styles from "./checkout.module.css";
import { CheckoutAttempts } from "./checkout-attempt";
import {
  advancePercentage,
  type CheckoutQuoteInput,
  checkoutQuote,
  contactRecord,
  couponCheck,
  deliveryBands,
  officeLocation,
} from "./checkout-resources";
import { CheckoutEmpty, CheckoutSkeleton } from "./checkout-states";
import { ContactInfo } from "./contact-info";
import { OrderSummary, type ServerAmounts } from "./order-summary";
import { PaymentMethod } from "./payment-method";
import { type OrderRequest, orderBody, orderLines, type PlacedOrder, placeOrder } from "./place-order";
import { useCheckoutData } from "./use-checkout-data";

const PaymentStep = lazy(inPageLanguage(() => import("../payment/payment-step")));

/** Not in the spec: a course is paid against the shopper's admission form. */
export const ADMISSION_NEEDED = msg("Please fill in the admission form before paying for the course.");
/** Not in the spec: closing the payment dialog keeps the order waiting for payment. */
export const PAYMENT_NOT_COMPLETED = msg(
  "Payment not completed. Your order is saved: place it again to pay.",
);

type Errors = Partial<Record<CheckoutField | "pincode" | "admission", string>>;

const NO_PINCODES: ApiSchemas["Pincode"][] = [];

function AddressSlot({
  title,
  address,
  problem,
}: {
  title: string;
  address: Address | null;
  problem: string | null;
}) {
  return (
    <div className={styles.slot}>
      <h3 className={styles.slotTitle}>{title}</h3>
      {address ? (
        <address className={styles.slotLines}>
          <span className={styles.slotType}>{t(address.location_user)}</span>
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : (
        <p className="muted">{t("Choose one from your addresses below.")}</p>
      )}
      {problem && (
        <p className="error-text" role="alert">
          {typeof problem === "string" ? t(problem) : problem}
        </p>
      )}
    </div>
  );
}

export default function CheckoutPage() {
  const user = useAppSelector(selectUser);
  const appNavigate = useAppNavigate();
  const call = useServicesCall();
  const userId = user?.user_id ?? null;
  const checkout = useCheckoutData(userId);
  const { data } = checkout;
  const lines = useMemo(() => parseCartLines(data?.products ?? []), [data]);
  const course = data?.course === true;
  const online = useOnline();

  const buttons = useResource(payButtons, undefined);
  const served = useResource(pincodesResource, undefined);
  const office = useResource(officeLocation, course ? skip : undefined);
  const bands = useResource(deliveryBands, course ? skip : undefined);
  const advance = useResource(advancePercentage, undefined);
  const contact = useResource(contactRecord, userId ?? skip);
  const admission = useResource(admissionRecord, course && userId !== null ? userId : skip);
  const couponCode = data?.isCouponApplied && data.coupon.trim() !== "" ? data.coupon.trim() : null;
  const coupon = useResource(couponCheck, couponCode ?? skip);
  const choice = useAddressChoice();

  const offered = useMemo(() => (buttons.data ?? []).map((button) => button.payment_mode), [buttons.data]);
  // The shop's default mode until the shopper picks one. Derived, not set by an effect: a click on
  // Place order between the buttons' arrival and such an effect found no mode and refused.
  const [picked, setPicked] = useState<PaymentMode | null>(null);
  const mode =
    picked ?? (buttons.data?.find((button) => button.default) ?? buttons.data?.[0])?.payment_mode ?? null;

  const [errors, setErrors] = useState<Errors>({});
  const [placing, setPlacing] = useState(false);
  const placingNow = useRef(false);
  const [paying, setPaying] = useState<PlacedOrder | null>(null);
  const [server, setServer] = useState<ServerAmounts | null>(null);
  const attempts = useRef(new CheckoutAttempts());

  const pincodeList = served.data ?? NO_PINCODES;
  const shipping = course ? null : choice.shipping;
  const billing = course ? null : choice.billing;
  const deliveryKnown = !course && shipping !== null && office.data !== undefined && bands.data !== undefined;
  const percentage = advance.data ?? 0;

  const bill = useMemo(
    () =>
      checkoutBill({
        lines,
        coupon: coupon.data ?? null,
        delivery:
          deliveryKnown && shipping && bands.data
            ? {
                office: office.data ?? null,
                address: shipping,
                freeDeliveryBands: bands.data.free,
                deliveryPriceBands: bands.data.price,
              }
            : null,
        mode: mode ?? "Pay now",
        advancePercentage: percentage,
      }),
    [lines, coupon.data, deliveryKnown, shipping, office.data, bands.data, mode, percentage],
  );

  const couponUsable = couponCode !== null && coupon.data !== undefined && bill.couponApplies;
  const quoteInput = useMemo((): CheckoutQuoteInput | null => {
    if (lines.length === 0 || userId === null) return null;
    return {
      products: orderLines(lines),
      coupon_code: couponUsable ? couponCode : null,
      shipping_address_id: course ? null : (shipping?.id ?? null),
      payment_mode: mode ?? "Pay now",
      course,
    };
  }, [lines, userId, couponUsable, couponCode, course, shipping?.id, mode]);
  const quote = useResource(checkoutQuote, quoteInput ?? skip);

  // A changed choice makes the server's earlier figures stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setServer(null), [mode, shipping?.id, billing?.id]);

  if (checkout.isLoading) return <CheckoutSkeleton />;
  if (checkout.error) {
    return (
      <div className={`page ${styles.state}`} role="alert">
        <h1>{t("Checkout")}</h1>
        <p className="error-text">{failureText(checkout.error)}</p>
        <button type="button" className="btn btn-secondary" onClick={checkout.refetch}>
          {t("Retry")}
        </button>
      </div>
    );
  }
  if (!data || lines.length === 0) return <CheckoutEmpty />;
  if (!user) return null;
  const loading =
    buttons.isLoading ||
    contact.isLoading ||
    (!course && choice.isLoading) ||
    (course && admission.isLoading);
  if (loading) return <CheckoutSkeleton />;

  const mobile = contact.data?.mobile ?? user.mobile ?? "";
  const gstNumber = contact.data?.user_gstNo ?? user.user_gstNo ?? "";
  const couponNote =
    couponCode === null
      ? null
      : coupon.error
        ? `${failureText(coupon.error)} (${couponCode})`
        : coupon.data && !bill.couponApplies
          ? couponMinimumMessage(coupon.data.min_amount)
          : null;
  const shippingProblem = shipping ? selectShippingPincodeError(shipping.pincode, pincodeList) : null;
  // The server's quote decides the total (GST added when the store prices without it).
  const quoted = quote.data;
  const total = quoted?.total ?? bill.total;
  const podSplit = payOnDeliverySplit(total, percentage);

  function validate(): Errors {
    // A course is not delivered: no address is asked for.
    const found: Errors = validateCheckout({
      itemCount: lines.length,
      billingAddressId: course ? "none needed" : billing?.id,
      shippingAddressId: course ? "none needed" : shipping?.id,
      mobile,
      paymentMethod: mode ?? "",
    });
    if (!course && shipping) {
      const pincode = placeOrderPincodeError(shipping.pincode, pincodeList);
      if (pincode) found.pincode = pincode;
    }
    if (course && !admission.data) found.admission = ADMISSION_NEEDED;
    return found;
  }

  function request(): OrderRequest | null {
    if (!user || !mode) return null;
    const code = couponUsable ? couponCode : null;
    if (course) {
      const first = lines[0];
      if (!first || !admission.data) return null;
      return {
        kind: "admission",
        mode,
        courseProductId: first.product_id,
        admissionId: admission.data.id,
        couponCode: code,
        userId: user.user_id,
      };
    }
    if (!billing || !shipping) return null;
    return {
      kind: "order",
      mode,
      lines,
      couponCode: code,
      billingAddressId: billing.id,
      shippingAddressId: shipping.id,
      mobile: normalizeMobile(mobile),
      gstNumber: gstNumber.trim() === "" ? null : gstNumber.trim(),
      userId: user.user_id,
    };
  }

  function release() {
    placingNow.current = false;
    setPlacing(false);
  }

  function resultPath(
    kind: PlacedOrder["kind"],
    outcome: "success" | "failed",
    orderId: string,
    receiptId: string,
  ) {
    return kind === "order"
      ? `/payment-${outcome}/${encodeURIComponent(orderId)}`
      : `/payment-${outcome}ad/${encodeURIComponent(receiptId)}`;
  }

  // What placing reads must be there first: a click before the payment modes (or, for a delivery, the
  // served pincodes) have arrived did nothing, or refused a pincode the shop serves.
  const readyToPlace = buttons.data !== undefined && (course || served.data !== undefined);

  async function place() {
    // A second click while the first is under way does nothing (and would reuse the key anyway).
    if (placingNow.current) return;
    const found = validate();
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.error(first);
      return;
    }
    const order = request();
    if (!order) return;
    placingNow.current = true;
    setPlacing(true);
    const key = attempts.current.keyFor(JSON.stringify(orderBody(order)));
    const result = await call((services) => placeOrder(services, order, key));
    if (!result.ok) {
      toast.error(result.message);
      release();
      return;
    }
    const placed = result.order;
    const serverTotal = placed.payNow + placed.payLater;
    const shownPayNow = quoted?.pay_now ?? bill.payNow;
    if (Math.abs(serverTotal - total) >= 0.01 || Math.abs(placed.payNow - shownPayNow) >= 0.01) {
      setServer({ payNow: placed.payNow, payLater: placed.payLater });
    }
    if (!placed.gatewayOrder) {
      // Pay on delivery without an advance: the order is confirmed, nothing to pay online.
      attempts.current.finish();
      appNavigate(resultPath(placed.kind, "success", placed.orderId, placed.receiptId), { replace: true });
      return;
    }
    setPaying(placed);
  }

  function paymentDone(placed: PlacedOrder, done: PaymentDone) {
    setPaying(null);
    if (done.kind === "paid" || done.kind === "failed") {
      attempts.current.finish();
      const outcome = done.kind === "paid" ? "success" : "failed";
      appNavigate(resultPath(placed.kind, outcome, done.orderId, done.receiptId), { replace: true });
      return;
    }
    if (done.kind === "dismissed") toast.info(PAYMENT_NOT_COMPLETED);
    else toast.error(done.message);
    release();
  }

  const placeLabel =
    mode === "Pay on delivery" && podSplit.advance > 0
      ? t("Place order and pay {value}", { value: formatRupees(server?.payNow ?? podSplit.advance) })
      : mode === "Pay on delivery"
        ? t("Place order")
        : t("Place order and pay {value}", { value: formatRupees(server?.payNow ?? total) });

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.heading}>{course ? t("Course checkout") : t("Checkout")}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={`card ${styles.section}`} aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className={styles.sectionTitle}>
              {t("Contact info")}
            </h2>
            <ContactInfo
              key={`${mobile}|${gstNumber}`}
              mobile={mobile}
              gstNumber={gstNumber}
              email={user.email}
            />
            {errors.mobile && (
              <p className="error-text" role="alert">
                {t(errors.mobile)}
              </p>
            )}
          </section>

          {course ? (
            <section className={`card ${styles.section}`} aria-labelledby="checkout-admission">
              <h2 id="checkout-admission" className={styles.sectionTitle}>
                {t("Admission")}
              </h2>
              {admission.data ? (
                <dl className={styles.facts}>
                  <dt>{t("Student")}</dt>
                  <dd>{admission.data.name}</dd>
                  <dt>{t("Center")}</dt>
                  <dd>{admission.data.center}</dd>
                </dl>
              ) : (
                <>
                  <p className={errors.admission ? "error-text" : "muted"}>{t(ADMISSION_NEEDED)}</p>
                  <AppLink to="/admission-form" className="btn btn-secondary">
                    {t("Fill in the admission form")}
                  </AppLink>
                </>
              )}
            </section>
          ) : (
            <section className={`card ${styles.section}`} aria-labelledby="checkout-addresses">
              <h2 id="checkout-addresses" className={styles.sectionTitle}>
                {t("Addresses")}
              </h2>
              <div className={styles.slots}>
                <AddressSlot
                  title={t("Billing address")}
                  address={billing}
                  problem={errors.billingAddressId ?? null}
                />
                <AddressSlot
                  title={t("Shipping address")}
                  address={shipping}
                  problem={errors.pincode ?? shippingProblem ?? errors.shippingAddressId ?? null}
                />
              </div>
              <AddressBook mode="checkout" title={t("Your addresses")} />
            </section>
          )}

          <section className={`card ${styles.section}`} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.sectionTitle}>
              {t("Payment method")}
            </h2>
            {buttons.error && !buttons.data ? (
              <div role="alert">
                <p className="error-text">{failureText(buttons.error)}</p>
                <button type="button" className="btn btn-secondary" onClick={buttons.refetch}>
                  {t("Retry")}
                </button>
              </div>
            ) : (
              <PaymentMethod
                offered={offered}
                value={mode}
                onChange={setPicked}
                advance={{
                  percentage: podSplit.percentage,
                  payNow: podSplit.advance,
                  payLater: podSplit.remaining,
                }}
                error={errors.paymentMethod}
                course={course}
              />
            )}
          </section>
        </div>

        <OrderSummary
          lines={lines}
          bill={bill}
          quote={quote.data ?? null}
          quoteFailed={quote.error !== undefined && quote.data === undefined}
          couponCode={couponUsable ? couponCode : null}
          couponNote={couponNote}
          deliveryKnown={deliveryKnown}
          course={course}
          server={server}
        >
          {errors.cart && (
            <p className="error-text" role="alert">
              {t(errors.cart)}
            </p>
          )}
          {!online && (
            <p className="error-text" role="status">
              {offlineText("checkoutNeedsConnection")}
            </p>
          )}
          <button
            type="button"
            className={`btn btn-block ${styles.place}`}
            onClick={() => void place()}
            disabled={placing || coupon.isFetching || !online || !readyToPlace}
            aria-busy={placing}
          >
            {placing ? t("Placing order…") : placeLabel}
          </button>
          <p className={`muted ${styles.secure}`}>
            {t("Prices, delivery and totals are confirmed by the shop when you place the order.")}
          </p>
        </OrderSummary>
      </div>
      {paying && (
        <Suspense fallback={null}>
          <PaymentStep
            placed={paying}
            payer={{ name: user.full_name || user.name, email: user.email, mobile: normalizeMobile(mobile) }}
            onDone={(done) => paymentDone(paying, done)}
          />
        </Suspense>
      )}
    </div>
  );
}
