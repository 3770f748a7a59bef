/**
 * Page metadata scripts (§2 "extra scripts injected once each", design §3: store-owner configuration is
 * accepted only as script URLs, never as inline HTML).
 *
 * Decisions: a script is kept when it is an absolute https URL or a site-relative path ('/js/x.js', not
 * the protocol-relative '//host/x.js'), at most 500 characters, without whitespace, quotes or angle
 * brackets. Anything else (inline code, javascript: URLs, http) is dropped. Repeats are dropped so each
 * script is injected once.
 */

export const SCRIPT_URL_MAX_LENGTH = 500;

const UNSAFE = /[\s<>"'`\\]/;
// Scheme, then a host name (letters, digits, dots, dashes) with an optional port, then an optional path.
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:[0-9]{1,5})?([/?#].*)?$/i;

/** Whether one configured script is an acceptable script URL. */
export function isScriptUrl(value: unknown): value is string {
  if (typeof value !== "string" || value === "" || value.length > SCRIPT_URL_MAX_LENGTH) return false;
  if (UNSAFE.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  return HTTPS_URL.test(value);
}

/** §2 page metadata scripts: the acceptable script URLs, each once, in configured order. */
export function scriptUrls(list: readonly unknown[] | null | undefined): string[] {
  return [...new Set((list ?? []).filter(isScriptUrl))];
}
