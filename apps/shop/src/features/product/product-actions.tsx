// The product page's buttons, led by the store's default action button (spec §4): Add to Cart (the
// addToCart thunk), Buy Now (buyNow, then /checkout) and Get Quote (the lead form). The thunks' code
// loads at the first idle moment or on the first tap.
import type { ButtonId } from "@henna/domain/action-buttons";
import type { CartProductInput } from "@henna/domain/cart";
import type { VariationInput } from "@henna/domain/variations";
import { cartActionsOrToast, usePreloadCartActions } from "@henna/storefront/cart/load-cart-actions.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useAppDispatch } from "@henna/storefront/state/hooks.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import styles from "./product-actions.module.css";

export interface ProductActionsProps {
  product: CartProductInput;
  variation: VariationInput | null;
  quantity: number;
  defaultButton: ButtonId | null;
  /** The product cannot be bought right now (out of stock, no such combination); the page says why. */
  blocked: boolean;
  onQuote: () => void;
}

type Kind = "cart" | "buy" | "quote";

/** The buttons in order, the first one primary. Get Quote stores sell by quote only (the cart is hidden). */
function kindsFor(defaultButton: ButtonId | null): Kind[] {
  if (defaultButton === "getquote") return ["quote"];
  if (defaultButton === "buynow") return ["buy", "cart", "quote"];
  return ["cart", "buy", "quote"];
}

export function ProductActions({
  product,
  variation,
  quantity,
  defaultButton,
  blocked,
  onQuote,
}: ProductActionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Kind | null>(null);
  usePreloadCartActions();

  async function onCart() {
    setBusy("cart");
    try {
      const actions = await cartActionsOrToast();
      if (actions) await dispatch(actions.addToCart({ product, variation, quantity })).unwrap();
    } finally {
      setBusy(null);
    }
  }

  async function onBuy() {
    setBusy("buy");
    try {
      const actions = await cartActionsOrToast();
      if (actions && (await dispatch(actions.buyNow({ product, variation, quantity })).unwrap()))
        navigate("/checkout");
    } finally {
      setBusy(null);
    }
  }

  const kinds = kindsFor(defaultButton);
  return (
    <div className={styles.actions}>
      {kinds.map((kind, index) => {
        const tone = index === 0 ? "btn" : kind === "quote" ? "btn btn-ghost" : "btn btn-secondary";
        if (kind === "quote") {
          return (
            <button key={kind} type="button" className={`${tone} ${styles.action}`} onClick={onQuote}>
              {t("Get Quote")}
            </button>
          );
        }
        // Only the label shown is asked for: a Hindi page carries each text its render asked for.
        const label =
          busy === kind
            ? kind === "cart"
              ? t("Adding…")
              : t("Please wait…")
            : kind === "cart"
              ? t("Add to Cart")
              : t("Buy Now");
        return (
          <button
            key={kind}
            type="button"
            className={`${tone} ${styles.action}`}
            disabled={blocked || busy !== null}
            aria-busy={busy === kind}
            onClick={kind === "cart" ? onCart : onBuy}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
