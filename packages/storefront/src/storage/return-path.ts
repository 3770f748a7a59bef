// The navigate-after-login page (spec §3, session storage). Only same-site paths are kept, so a
// crafted link cannot send a shopper elsewhere after login.
import { readText, removeKey, writeText } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export function isSafeReturnPath(path: string | null | undefined): path is string {
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

export function rememberReturnPath(path: string): void {
  if (isSafeReturnPath(path)) writeText("session", STORAGE_KEYS.navigateAfterLogin, path);
}

/** Reads and clears the remembered page. */
export function takeReturnPath(): string | null {
  const path = readText("session", STORAGE_KEYS.navigateAfterLogin);
  removeKey("session", STORAGE_KEYS.navigateAfterLogin);
  return isSafeReturnPath(path) ? path : null;
}
