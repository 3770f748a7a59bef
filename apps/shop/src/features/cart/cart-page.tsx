// /cart (spec §2 Cart, §4 Cart checkout and Quote as guest): the guest cart or the server cart, the
// coupon, the summary, and the hand-off to /checkout (or the quote request in a Get Quote store).
import type { CartLine } from "@henna/domain/cart";
import { buildCheckoutData, emptyCartError } from "@henna/domain/checkout";
import { PRODUCT_REMOVED_FROM_CART } from "@henna/domain/messages";
import { meetsCouponMinimum } from "@henna/domain/order-pricing";
import { isOutOfStock } from "@henna/domain/variations";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import { offlineText } from "@henna/storefront/offline/offline-texts.ts";
import { useOnline } from "@henna/storefront/offline/online-status.ts";
import { useDefaultButton } from "@henna/storefront/settings/use-default-button.ts";
import { changeGuestQuantity, removeGuestLine } from "@henna/storefront/state/guest-cart-changes.ts";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectIsLoggedIn } from "@henna/storefront/state/session-slice.ts";
import { writeCheckoutData } from "@henna/storefront/storage/checkout-data-storage.ts";
import { rememberReturnPath } from "@henna/storefront/storage/return-path.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useOpenedOnce } from "@henna/storefront/ui/use-opened-once.ts";
import { lazy, Suspense, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { type Coupon, removeServerLine } from "./cart-calls";
import { CartLineItem, itemsText } from "./cart-line-item";
import styles from "./cart-page.module.css";
import { CartEmpty, CartError, CartSkeleton } from "./cart-states";
import { CartSummary } from "./cart-summary";
import { useCartLines } from "./use-cart-lines";

// The coupon and guest-details dialogs load when first opened.
const CouponModal = lazy(
  inPageLanguage(() => import("./coupon-modal").then((module) => ({ default: module.CouponModal }))),
);
const GuestDetailsModal = lazy(
  inPageLanguage(() =>
    import("./guest-details-modal").then((module) => ({ default: module.GuestDetailsModal })),
  ),
);

export const REMOVE_OUT_OF_STOCK = msg("Remove the items that are out of stock to continue.");

export default function CartPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { defaultButton } = useDefaultButton();
  const cart = useCartLines();
  const online = useOnline();
  const [coupon, setCoupon] = useState<{ code: string; data: Coupon } | null>(null);
  const [couponOpen, setCouponOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const couponMounted = useOpenedOnce(couponOpen);
  const quoteMounted = useOpenedOnce(quoteOpen);
  const [removing, setRemoving] = useState<string | null>(null);

  const checkout = useMemo(() => {
    const subtotal = Number(buildCheckoutData(cart.lines, { course: false }).totalAfterDiscount);
    const applicable = coupon && meetsCouponMinimum(subtotal, coupon.data.min_amount);
    return buildCheckoutData<CartLine>(cart.lines, {
      course: false,
      coupon: applicable ? { code: coupon.code, couponData: coupon.data } : null,
    });
  }, [cart.lines, coupon]);

  if (cart.isLoading) return <CartSkeleton />;
  if (cart.error) return <CartError failure={cart.error} onRetry={cart.refetch} retrying={cart.isFetching} />;
  if (cart.lines.length === 0) return <CartEmpty />;

  const mode = defaultButton === "getquote" ? "quote" : "checkout";
  const blockedReason =
    mode === "checkout" && cart.lines.some((line) => isOutOfStock(line.product_stockstatus))
      ? REMOVE_OUT_OF_STOCK
      : // Checkout and a quote request need the server; the cart itself stays as it is.
        !online
        ? offlineText("checkoutNeedsConnection")
        : null;

  async function remove(line: CartLine) {
    if (cart.kind === "guest") {
      dispatch(removeGuestLine(line.product_sku));
      toast.success(PRODUCT_REMOVED_FROM_CART);
      return;
    }
    setRemoving(line.product_sku);
    try {
      await dispatch(removeServerLine(line.product_sku)).unwrap();
    } finally {
      setRemoving(null);
    }
  }

  function proceed() {
    const empty = emptyCartError(cart.lines);
    if (empty) {
      toast.error(empty);
      return;
    }
    if (mode === "quote") {
      // A quote from the cart needs an account (spec §6): log in first, then come back here.
      if (!loggedIn) {
        rememberReturnPath("/cart");
        navigate("/login");
        return;
      }
      setQuoteOpen(true);
      return;
    }
    writeCheckoutData(checkout);
    if (loggedIn) {
      navigate("/checkout");
      return;
    }
    rememberReturnPath("/checkout");
    navigate("/login");
  }

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.heading}>
        {t("Your Cart")} <span className={styles.count}>({itemsText(cart.lines)})</span>
      </h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t("Cart items")}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.product_sku || line.product_id}
              line={line}
              onQuantity={
                cart.kind === "guest"
                  ? (quantity) => dispatch(changeGuestQuantity(line.product_sku, quantity))
                  : null
              }
              onRemove={() => void remove(line)}
              removing={removing === line.product_sku}
            />
          ))}
        </ul>
        <CartSummary
          lines={cart.lines}
          checkout={checkout}
          coupon={coupon}
          onOpenCoupon={() => setCouponOpen(true)}
          onRemoveCoupon={() => setCoupon(null)}
          mode={mode}
          onProceed={proceed}
          blockedReason={blockedReason}
        />
      </div>
      <Suspense fallback={null}>
        {couponMounted && (
          <CouponModal
            open={couponOpen}
            onClose={() => setCouponOpen(false)}
            subtotal={Number(checkout.totalAfterDiscount)}
            onApplied={(data, code) => setCoupon({ code, data })}
          />
        )}
        {quoteMounted && (
          <GuestDetailsModal open={quoteOpen} onClose={() => setQuoteOpen(false)} checkout={() => checkout} />
        )}
      </Suspense>
    </div>
  );
}
