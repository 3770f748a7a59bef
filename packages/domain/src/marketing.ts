/**
 * The back office's rules for what the shop's home page shows (§2 home slider, offers, New Arrivals,
 * Discover Our Categories) and the order they come in. NOT from the spec (the shop only reads them):
 * the texts are written in its style. The server checks them on every write; the admin app runs them
 * before sending.
 */

export const TITLE_REQUIRED = "Please enter a title.";
export const PICTURE_REQUIRED = "Please add a picture.";
export const NAME_REQUIRED = "Please enter a name.";
export const HEADING_REQUIRED = "Please enter a heading.";
export const CATEGORY_KEY_INVALID = "Use letters, digits, spaces, - or & (it is what products name).";
export const CUT_OFF_NOT_ABOVE_PRICE = "The struck-out price must be above the price.";
export const MARKETING_PRICE_INVALID = "Enter rupees with at most 2 decimals, or leave it empty.";
export const OFFER_LINK_INVALID = "Use a page of the shop (starting with /) or a full https:// address.";
export const PRODUCTS_REQUIRED = "Choose at least one product.";
export const PRODUCT_REPEATED = "A product can be in the group only once.";
export const REORDER_MISMATCH = "The list changed meanwhile: reload it and move the item again.";

type Text = string | null | undefined;
type Money = number | null | undefined;
export type Problems = Record<string, string>;

const blank = (text: Text) => (text ?? "").trim() === "";
const badMoney = (value: Money) =>
  value !== null &&
  value !== undefined &&
  (!Number.isFinite(value) || value < 0 || Math.abs(Math.round(value * 100) - value * 100) > 1e-6);

/** An offer's or slide's link: site-relative (not protocol-relative `//`) or an absolute http(s) URL. */
export function isShopLink(link: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(link)) return true;
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link);
}

export interface SlideDraft {
  slider_name: Text;
  image: Text;
  price?: Money;
  cutOffPrice?: Money;
}

export function validateSlideDraft(draft: SlideDraft): Problems {
  const problems: Problems = {};
  if (blank(draft.slider_name)) problems.slider_name = TITLE_REQUIRED;
  if (blank(draft.image)) problems.image = PICTURE_REQUIRED;
  if (badMoney(draft.price)) problems.price = MARKETING_PRICE_INVALID;
  if (badMoney(draft.cutOffPrice)) problems.cutOffPrice = MARKETING_PRICE_INVALID;
  else if (
    draft.cutOffPrice !== null &&
    draft.cutOffPrice !== undefined &&
    draft.cutOffPrice > 0 &&
    (draft.price ?? 0) > 0 &&
    !problems.price &&
    draft.cutOffPrice <= (draft.price ?? 0)
  )
    problems.cutOffPrice = CUT_OFF_NOT_ABOVE_PRICE;
  return problems;
}

export interface OfferDraft {
  title: Text;
  image: Text;
  link?: Text;
}

export function validateOfferDraft(draft: OfferDraft): Problems {
  const problems: Problems = {};
  if (blank(draft.title)) problems.title = TITLE_REQUIRED;
  if (blank(draft.image)) problems.image = PICTURE_REQUIRED;
  const link = (draft.link ?? "").trim();
  if (link !== "" && !isShopLink(link)) problems.link = OFFER_LINK_INVALID;
  return problems;
}

export interface ArrivalGroupDraft {
  category_name: Text;
  product_ids: readonly number[];
}

export function validateArrivalGroupDraft(draft: ArrivalGroupDraft): Problems {
  const problems: Problems = {};
  if (blank(draft.category_name)) problems.category_name = HEADING_REQUIRED;
  if (draft.product_ids.length === 0) problems.product_ids = PRODUCTS_REQUIRED;
  else if (new Set(draft.product_ids).size !== draft.product_ids.length)
    problems.product_ids = PRODUCT_REPEATED;
  return problems;
}

export interface CategoryDraft {
  category: Text;
  name: Text;
}

export function validateCategoryDraft(draft: CategoryDraft): Problems {
  const problems: Problems = {};
  const key = (draft.category ?? "").trim();
  if (key === "" || !/^[\p{L}\p{N}][\p{L}\p{M}\p{N} &-]*$/u.test(key))
    problems.category = CATEGORY_KEY_INVALID;
  if (blank(draft.name)) problems.name = NAME_REQUIRED;
  return problems;
}

export const categoryTaken = (key: string): string => `There is already a category ${key}.`;
export const categoryInUse = (count: number): string =>
  `${count} ${count === 1 ? "product is" : "products are"} in this category: move ${count === 1 ? "it" : "them"} first, or make the category Inactive instead.`;

/** A new order is valid when it names every existing item exactly once. */
export function isCompleteOrder(ids: readonly number[], existing: readonly number[]): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(existing);
  return ids.every((id) => known.has(id));
}
