/**
 * The store's default action button and the buttons each product card shows (§3 Button config, §4
 * Default action button and Product card actions, §2 chrome and My Account visibility).
 */

import {
  BUTTON_IDS,
  type ButtonConfig,
  type ButtonId,
  defaultActionButton,
  isDefaultFlag,
  showAddressTab,
  showCartIcon,
} from "./default-button";
import type { NumberLike } from "./money";
import { isOutOfStock, OUT_OF_STOCK_LABEL, type VariationInput } from "./variations";

export {
  BUTTON_IDS,
  type ButtonConfig,
  type ButtonId,
  defaultActionButton,
  isDefaultFlag,
  showAddressTab,
  showCartIcon,
};

/** Labels of the card and chooser buttons, worded as §4 words them. */
export const ACTION_LABELS = {
  "view-details": "View Details",
  package: "Package",
  select: "Select",
  "out-of-stock": OUT_OF_STOCK_LABEL,
  "add-to-cart": "Add to Cart",
  "buy-now": "Buy Now",
  "get-quote": "Get Quote",
  view: "View",
} as const;
export type ActionKind = keyof typeof ACTION_LABELS;

/** One button on a product card. What it does is in the comment of each kind below. */
export interface CardAction<K extends ActionKind = ActionKind> {
  /**
   * view-details: opens the package modal; package: the grouped product's Package button; select: opens
   * the variation chooser; out-of-stock: disabled; add-to-cart / buy-now: as named; get-quote: opens the
   * product page; view: opens the product page.
   */
  kind: K;
  label: (typeof ACTION_LABELS)[K];
  disabled: boolean;
}

function action<K extends ActionKind>(kind: K, disabled = false): CardAction<K> {
  return { kind, label: ACTION_LABELS[kind], disabled };
}

/** The button a default action button turns into; null when there is no default. */
function primaryFor(defaultButton: ButtonId | null): CardAction | null {
  switch (defaultButton) {
    case "addtocart":
      return action("add-to-cart");
    case "buynow":
      return action("buy-now");
    case "getquote":
      return action("get-quote");
    default:
      return null;
  }
}

/** What the card rules read from a product. */
export interface CardActionsInput {
  product_type?: string | null;
  totalStock?: NumberLike;
}

/**
 * §4 product card actions: Grouped Product -> View Details + Package; Variable Product -> Select;
 * totalStock 0 -> disabled Out of Stock; otherwise the default button's Add to Cart / Buy Now / Get Quote
 * (nothing when no default is configured). View is added last for non-grouped products unless the
 * default is getquote. An absent totalStock means stock is not tracked (see isOutOfStock).
 */
export function productCardActions(product: CardActionsInput, defaultButton: ButtonId | null): CardAction[] {
  if (product.product_type === "Grouped Product") return [action("view-details"), action("package")];
  const actions: CardAction[] = [];
  if (product.product_type === "Variable Product") actions.push(action("select"));
  else if (isOutOfStock(product.totalStock)) actions.push(action("out-of-stock", true));
  else {
    const primary = primaryFor(defaultButton);
    if (primary) actions.push(primary);
  }
  if (defaultButton !== "getquote") actions.push(action("view"));
  return actions;
}

/**
 * §2 variation chooser: a variation with stock 0 shows a disabled Out of Stock; otherwise Add to Cart or
 * Buy Now depending on the default button; null (no button) for Get Quote or no default.
 */
export function variationCardAction(
  variation: Pick<VariationInput, "stock">,
  defaultButton: ButtonId | null,
): CardAction | null {
  if (isOutOfStock(variation.stock)) return action("out-of-stock", true);
  if (defaultButton === "addtocart") return action("add-to-cart");
  if (defaultButton === "buynow") return action("buy-now");
  return null;
}
