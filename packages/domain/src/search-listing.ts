// How a page reads in search results, link previews and a shared message: its description cut to what
// a result shows, its Hindi address, and the text a shopper shares.
//
// Decisions:
// - A description is the text without HTML tags and with runs of white space as one space, at most 155
//   characters (what Google shows on a phone), cut after the last whole word that fits and ended with "…".
//   A single word longer than that is cut inside it.

export const DESCRIPTION_MAX_LENGTH = 155;

/** Plain text from a product's short description (which may hold simple HTML). */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text cut on a word to at most `max` characters, "…" included. */
export function searchDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.-]+$/, "")}…`;
}

/** A URL with `lang=hi` added (the Hindi page of the same content). */
export function hindiUrl(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}lang=hi`;
}

/** The message a shared product link carries: its name, its price when it has one, and the link. */
export function shareMessage(input: { title: string; priceText: string | null; url: string }): string {
  return [input.title, input.priceText, input.url].filter((part) => part).join("\n");
}

/** Days a shopper has to report a damaged delivery (the refund policy page: within 48 hours). */
export const RETURN_WINDOW_DAYS = 2;
