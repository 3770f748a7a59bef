// PostgreSQL's error codes as the drivers report them. drizzle wraps the driver's error and keeps it
// as `cause` (PGlite and node-postgres alike), so the whole chain is searched.

const UNIQUE_VIOLATION = "23505";

/**
 * Whether a write failed on a unique index (two saves racing past the check before it); with `index`,
 * only on a constraint whose name holds it.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current); ) {
    seen.add(current);
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && (index === undefined || String(constraint ?? "").includes(index)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
