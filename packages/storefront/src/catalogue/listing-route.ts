// Which listing a route asks for (spec §2 route table): /products and /product are the whole shop,
// /product?search= a search, /category-detail/{category} and /{category name} one category.
import { isCourse } from "@henna/domain/visibility";
import { msg, t } from "../i18n/i18n";

export const ALL_PRODUCTS_TITLE = msg("Discover Our Products");

export type ListingRoute =
  | { kind: "all" }
  | { kind: "search"; search: string }
  | { kind: "category"; routeText: string };

/** Reads the route; `categoryParam` is the router's already-decoded :category segment. */
export function listingRoute(
  pathname: string,
  search: URLSearchParams,
  categoryParam: string | undefined,
): ListingRoute {
  const routeText = categoryParam?.trim() ?? "";
  if (routeText !== "") return { kind: "category", routeText };
  const text = pathname.replace(/\/+$/, "") === "/product" ? (search.get("search")?.trim() ?? "") : "";
  return text ? { kind: "search", search: text } : { kind: "all" };
}

export interface CategoryLike {
  category: string;
  name: string;
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A category route's heading and server filter: the category whose key (or display name) matches the
 * route text gives its display name and key; otherwise the route text is both.
 */
export function resolveCategory(
  routeText: string,
  categories: readonly CategoryLike[] | undefined,
): { title: string; category: string } {
  const match =
    categories?.find((item) => same(item.category, routeText)) ??
    categories?.find((item) => same(item.name, routeText));
  if (!match) return { title: routeText, category: routeText };
  // Keep the route's own spelling when it names the same key, so the request does not change.
  return {
    title: match.name || routeText,
    category: same(match.category, routeText) ? routeText : match.category,
  };
}

/**
 * Whether a category route names a category the shop lists, once the categories are known (they hold
 * only Active ones): an unknown or Inactive category, or the courses (the academy's), is not found.
 */
export function categoryFound(routeText: string, categories: readonly CategoryLike[] | undefined): boolean {
  if (!categories) return true;
  if (isCourse({ category: routeText })) return false;
  return categories.some((item) => same(item.category, routeText) || same(item.name, routeText));
}

/** Spec §2: courses are listed only on the course pages; a shop listing asking for them shows nothing. */
export function isCourseCategory(category: string): boolean {
  return isCourse({ category });
}

export function searchTitle(text: string): string {
  return t("Results for “{text}”", { text });
}
