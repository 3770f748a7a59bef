// Where the apps find the API and which store they are. The server writes the store identifier into
// the served page (<meta name="store-id">), so one build serves whichever store the server is set to.
export const API_BASE_URL = "/api";

const FALLBACK_MAIN_ID = "demo-store";

export function readMainId(doc: Document | undefined = globalThis.document): string {
  const value = doc?.querySelector<HTMLMetaElement>('meta[name="store-id"]')?.content?.trim();
  return value || FALLBACK_MAIN_ID;
}

/** Image paths from the API are host-relative (`/images/...`); absolute URLs pass through. */
export function imageUrl(path: string | null | undefined): string {
  const value = (path ?? "").trim();
  if (!value) return "";
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith("/")) return value;
  return `/${value}`;
}
