/** Whether a write failed on the named unique index (two saves racing past the check before it). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505" && (constraint ?? "").includes(index)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
