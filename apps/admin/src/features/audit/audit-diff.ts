// The audit log's before/after as a readable list of changed values: one line per field that differs,
// nested values flattened to dotted paths (variations.0.price).
export interface DiffLine {
  path: string;
  before: string;
  after: string;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(prefix || "(value)", Array.isArray(value) ? "[]" : "{}");
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix || "(value)", value === undefined || value === null ? "" : String(value));
}

export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, "", old);
  if (after !== null && after !== undefined) flatten(after, "", now);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path) ?? "", after: now.get(path) ?? "" }));
}
