// One line of `cli doctor`: an item production needs, whether it is set and works, and in words why.
export type CheckStatus = "ok" | "warn" | "fail";

export interface CheckResult {
  item: string;
  status: CheckStatus;
  detail: string;
}

export const ok = (item: string, detail: string): CheckResult => ({ item, status: "ok", detail });
export const warn = (item: string, detail: string): CheckResult => ({ item, status: "warn", detail });
export const fail = (item: string, detail: string): CheckResult => ({ item, status: "fail", detail });

/** A URL with its password replaced, for printing. */
export function redact(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0]?.trim() || "failed";
}
