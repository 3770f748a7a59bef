// The server data a page was rendered with (the server's SERVER_DATA_ID block, apps/server's
// http/web-apps.ts): the browser's store starts from it so its first render matches the page's HTML.
import type { DataEntry } from "../state/server-data";

/** The id of the page's JSON data block. */
export const SERVER_DATA_ID = "server-data";

/** The entries in the page, or null when the server did not render it. */
export function readServerData(
  doc: Document | undefined = globalThis.document,
): Record<string, DataEntry> | null {
  const text = doc?.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, DataEntry>)
      : null;
  } catch {
    return null;
  }
}
