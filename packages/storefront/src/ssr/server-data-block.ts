// The server data a page was rendered with (the server's SERVER_DATA_ID block, apps/server's
// web/page-render.ts): the browser's store starts from it so its first render matches the page's HTML.
import type { DataEntry } from "../state/server-data";

/** The id of the page's JSON data block. */
export const SERVER_DATA_ID = "server-data";
/** The id of the block of texts a page in Hindi was rendered with (ssr/record-texts.ts). */
export const PAGE_TEXTS_ID = "page-texts";

function readObject(id: string, doc: Document | undefined): Record<string, unknown> | null {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The entries in the page, or null when the server did not render it. */
export function readServerData(
  doc: Document | undefined = globalThis.document,
): Record<string, DataEntry> | null {
  return readObject(SERVER_DATA_ID, doc) as Record<string, DataEntry> | null;
}

/** The texts the page's render used, or null when it carries none (English, or rendered in the browser). */
export function readPageTexts(
  doc: Document | undefined = globalThis.document,
): Record<string, string> | null {
  const texts = readObject(PAGE_TEXTS_ID, doc);
  if (!texts) return null;
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
