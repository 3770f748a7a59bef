/**
 * Header search suggestions (§5: case-insensitive title match, unique, at most 8; §9 limit 8).
 */

/** §9 search suggestions at most 8. */
export const MAX_SEARCH_SUGGESTIONS = 8;

/**
 * §5 search suggestions: titles containing the query (trimmed, case-insensitive), in list order, unique
 * (titles differing only in case or surrounding spaces count once, first spelling kept), at most 8; a
 * blank query gives none.
 */
export function searchSuggestions(
  products: readonly { title?: string | null }[],
  query: string | null | undefined,
  limit: number = MAX_SEARCH_SUGGESTIONS,
): string[] {
  const needle = (query ?? "").trim().toLowerCase();
  if (needle === "" || limit <= 0) return [];
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const product of products) {
    const title = (product.title ?? "").trim();
    const key = title.toLowerCase();
    if (title === "" || seen.has(key) || !key.includes(needle)) continue;
    seen.add(key);
    suggestions.push(title);
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
