// PostgreSQL's error codes as the drivers report them. drizzle wraps the driver's error and keeps it
// as `cause` (PGlite and node-postgres alike), so the whole chain is searched.

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

interface DriverError {
  code?: unknown;
  constraint?: unknown;
}

function findDriverError(error: unknown, code: string): DriverError | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current); ) {
    seen.add(current);
    if ((current as DriverError).code === code) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a write failed on a unique index (two saves racing past the check before it); with `index`,
 * only on a constraint whose name holds it.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const found = findDriverError(error, UNIQUE_VIOLATION);
  return found !== undefined && (index === undefined || String(found.constraint ?? "").includes(index));
}

/** The name of the CHECK constraint a write broke, or undefined when the error is something else. */
export function checkViolation(error: unknown): string | undefined {
  const found = findDriverError(error, CHECK_VIOLATION);
  return found === undefined ? undefined : String(found.constraint ?? "");
}
