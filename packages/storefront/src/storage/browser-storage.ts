// Browser storage that never throws: private modes and full quotas make localStorage throw, and a
// shopper should lose a saved cart at worst, never the page.
export type StorageKind = "local" | "session";

function area(kind: StorageKind): Storage | null {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives in memory for this visit only.
  }
}

export function removeKey(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readJson(kind: StorageKind, key: string): unknown {
  const text = readText(kind, key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeText(kind, key, JSON.stringify(value));
}
