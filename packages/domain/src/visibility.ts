/**
 * Which products and categories a shopper sees (§2 listings, §5 "Only Active products appear in lists;
 * only Active categories in the picker").
 *
 * Texts are compared trimmed and case-insensitively. Every write path stores status as exactly "Active"
 * or "Inactive", so this matters for categories, which shop owners spell freely ("Courses", "courses").
 * "Inactive" never matches "Active".
 */

import { type NumberLike, parseNumber } from "./money";

/** What the visibility rules read from a product. */
export interface VisibilityInput {
  status?: string | null;
  category?: string | null;
}

/** What the category picker reads from a category. */
export interface CategoryInput {
  status?: string | null;
  position?: NumberLike;
}

/** The category name that marks courses (§2). */
export const COURSES_CATEGORY = "courses";

function normalized(value: string | null | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

/** §3 / §5 status: true when status is Active (trimmed, case-insensitive). */
export function isActive(item: { status?: string | null }): boolean {
  return normalized(item.status) === "active";
}

/** §5 only Active products appear in lists. */
export function activeOnly<T extends { status?: string | null }>(list: readonly T[]): T[] {
  return list.filter(isActive);
}

/** §3 Category position: categories by numeric position ascending; stable; missing or unparsable positions last. */
export function sortCategoriesByPosition<T extends CategoryInput>(list: readonly T[]): T[] {
  const rank = (item: T): number => parseNumber(item.position) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so equal positions keep the server's order.
  return [...list].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}

/** §5 only Active categories in the picker, in position order (§3). */
export function visibleCategories<T extends CategoryInput>(list: readonly T[]): T[] {
  return sortCategoriesByPosition(activeOnly(list));
}

/** §2 courses rule: category is 'courses', trimmed and case-insensitive. */
export function isCourse(product: { category?: string | null }): boolean {
  return normalized(product.category) === COURSES_CATEGORY;
}

/** §2 /course and /admission-form-step-2 list only Active products whose category is 'courses'. */
export function visibleOnCoursePages<T extends VisibilityInput>(list: readonly T[]): T[] {
  return list.filter((product) => isActive(product) && isCourse(product));
}

/** §2 everywhere except the course pages: Active products, never courses. */
export function visibleElsewhere<T extends VisibilityInput>(list: readonly T[]): T[] {
  return list.filter((product) => isActive(product) && !isCourse(product));
}

/** Decodes a route segment ("Bridal%20Henna"); text that is not valid URI encoding is used as it is. */
function decodeRouteName(routeName: string): string {
  const segment = routeName.replace(/^\/+/, "");
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * §2 /{category name} listing: visible products (Active, not courses) whose category equals the route name.
 * The route name may be URI-encoded and may keep its leading slash; it is compared trimmed and
 * case-insensitively, because shoppers type and share these URLs in any case.
 */
export function productsForCategoryRoute<T extends VisibilityInput>(
  list: readonly T[],
  routeName: string,
): T[] {
  const wanted = normalized(decodeRouteName(routeName));
  if (wanted === "") return [];
  return visibleElsewhere(list).filter((product) => normalized(product.category) === wanted);
}
