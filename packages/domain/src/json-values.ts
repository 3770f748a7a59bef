/**
 * Values that old data stores as JSON text (§3: "Several list-like fields may arrive as JSON text; they
 * are parsed and fall back to an empty list"): records, lists, text lists and attribute maps. Parsing
 * never throws. A leaf module: the stored guest cart and login record are read with it on every page,
 * while the product-shaped lists (json-lists.ts) load with the pages that show products.
 */

export type UnknownRecord = Record<string, unknown>;

/** True for plain object values (not arrays, not null). */
export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Parses JSON text, unwrapping once more when the text held JSON text again (double-encoded rows). */
function decodeJson(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 2 && typeof current === "string"; depth++) {
    try {
      current = JSON.parse(current);
    } catch {
      return undefined;
    }
  }
  return current;
}

/** §3 list fields as JSON text or lists: the list, or [] for malformed JSON, non-lists and null. Elements are not checked. */
export function parseList<T = unknown>(value: unknown): T[] {
  const decoded = decodeJson(value);
  return Array.isArray(decoded) ? ([...decoded] as T[]) : [];
}

/** §3 list fields: like parseList, keeping only object elements. */
export function parseRecordList(value: unknown): UnknownRecord[] {
  return parseList(value).filter(isRecord);
}

/** §3 map fields (variation attributes) as JSON text or objects: the object, or {} when unusable. */
export function parseRecord(value: unknown): UnknownRecord {
  const decoded = decodeJson(value);
  return isRecord(decoded) ? { ...decoded } : {};
}

/** Text of a scalar value; numbers become their decimal text, everything else "". */
export function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** §3 text lists (categorytype, key_features, gallery): strings kept, numbers as text, blanks and other values dropped. */
export function parseTextList(value: unknown): string[] {
  return parseList(value)
    .map(scalarText)
    .filter((item) => item.trim() !== "");
}

/** §3 Variation attributes map: JSON text or object; values kept as text, non-scalar values dropped. */
export function parseAttributeMap(value: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [key, item] of Object.entries(parseRecord(value))) {
    if (typeof item === "string" || typeof item === "number") map[key] = scalarText(item);
  }
  return map;
}
