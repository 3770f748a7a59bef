// What a card, the variation chooser and the package modal do with a product (spec §4): read the
// full product, add it to the cart, or buy it now. Course pages pass course=true and their own
// Buy Now destination.
import { isOutOfStock, OUT_OF_STOCK_LABEL, type VariationInput } from "@henna/domain/variations";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { cartActionsOrToast, usePreloadCartActions } from "../cart/load-cart-actions";
import { useAppDispatch } from "../state/hooks";
import type { Product } from "../state/resources";
import { toast } from "../ui/toast";
import { loadFullProduct } from "./load-full-product";

export interface ProductActionOptions {
  /** True on the course pages: cart lines and checkout data are marked as a course (spec §3). */
  course?: boolean;
  /** Where Buy Now goes instead of /checkout (the academy's admission flow); called after checkout data is stored. */
  onBuyNow?: (product: Product) => void;
}

export interface ProductActions {
  /** The full product, fresh from the server; null after an error toast. */
  load(productId: number): Promise<Product | null>;
  /** Adds the product (or one variation); true only when it went into the cart. */
  add(product: Product, variation?: VariationInput | null): Promise<boolean>;
  /** Stores checkout data for the product (or variation) and goes on to checkout; true when it did. */
  buy(product: Product, variation?: VariationInput | null): Promise<boolean>;
}

/** A simple product whose fresh stock is 0 cannot be sold, whatever the listing showed. */
function soldOut(product: Product, variation: VariationInput | null | undefined): boolean {
  if (variation || product.product_type !== "Simple") return false;
  if (!isOutOfStock(product.totalStock)) return false;
  toast.warning(OUT_OF_STOCK_LABEL);
  return true;
}

export function useProductActions({ course = false, onBuyNow }: ProductActionOptions = {}): ProductActions {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  usePreloadCartActions();

  const load = useCallback((productId: number) => dispatch(loadFullProduct(productId)).unwrap(), [dispatch]);

  const add = useCallback(
    async (product: Product, variation?: VariationInput | null) => {
      if (soldOut(product, variation)) return false;
      const actions = await cartActionsOrToast();
      if (!actions) return false;
      const outcome = await dispatch(actions.addToCart({ product, variation, course })).unwrap();
      return outcome === "added";
    },
    [dispatch, course],
  );

  const buy = useCallback(
    async (product: Product, variation?: VariationInput | null) => {
      if (soldOut(product, variation)) return false;
      const actions = await cartActionsOrToast();
      if (!actions) return false;
      const stored = await dispatch(actions.buyNow({ product, variation, course })).unwrap();
      if (!stored) return false;
      if (onBuyNow) onBuyNow(product);
      else navigate("/checkout");
      return true;
    },
    [dispatch, navigate, course, onBuyNow],
  );

  return useMemo(() => ({ load, add, buy }), [load, add, buy]);
}
