// Addresses of uploaded pictures. The server keeps each upload as WebP (and AVIF when it is smaller) at
// a few widths and answers `/media/<key>/<width>.<format>`. The key itself names the widths and whether
// AVIF exists (`<id>-<w1>-<w2>-...[-avif]`, e.g. `3f9a0c1b2d4e5f60-320-640-960-avif`), so the shop can
// build a picture's `srcset` from the one URL a product stores (its largest WebP) without asking the
// server anything. Pictures that are not uploads (the demo's SVGs) have no srcset.

export type MediaFormat = "webp" | "avif";

export interface MediaKey {
  id: string;
  /** Ascending. */
  widths: number[];
  avif: boolean;
}

const KEY_ID = /^[a-f0-9]{16}$/;
const URL_PATTERN = /^\/media\/([a-z0-9-]+)\/(\d+)\.(webp|avif)$/;

/** The key of a new upload. */
export function mediaKey({ id, widths, avif }: MediaKey): string {
  return [id, ...[...widths].sort((a, b) => a - b), ...(avif ? ["avif"] : [])].join("-");
}

/** A key's parts, or null when it is not one this server makes. */
export function parseMediaKey(key: string): MediaKey | null {
  const [id = "", ...rest] = key.split("-");
  if (!KEY_ID.test(id)) return null;
  const avif = rest.at(-1) === "avif";
  const sizes = avif ? rest.slice(0, -1) : rest;
  if (sizes.length === 0 || !sizes.every((size) => /^[1-9]\d{0,4}$/.test(size))) return null;
  const widths = sizes.map(Number);
  if (widths.some((width, index) => index > 0 && width <= (widths[index - 1] ?? 0))) return null;
  return { id, widths, avif };
}

export function mediaUrl(key: string, width: number, format: MediaFormat = "webp"): string {
  return `/media/${key}/${width}.${format}`;
}

/** The picture's key, width and format when `url` is an upload the server keeps, else null. */
export function parseMediaUrl(
  url: string | null | undefined,
): (MediaKey & { key: string; width: number; format: MediaFormat }) | null {
  const match = URL_PATTERN.exec((url ?? "").trim());
  if (!match) return null;
  const [, key = "", width = "", format = ""] = match;
  const parsed = parseMediaKey(key);
  const size = Number(width);
  if (!parsed?.widths.includes(size)) return null;
  if (format === "avif" && !parsed.avif) return null;
  return { ...parsed, key, width: size, format: format as MediaFormat };
}

/** `srcset` of an uploaded picture in one format (every width it was kept at); '' for any other URL. */
export function mediaSrcSet(url: string | null | undefined, format: MediaFormat = "webp"): string {
  const parsed = parseMediaUrl(url);
  if (!parsed || (format === "avif" && !parsed.avif)) return "";
  return parsed.widths.map((width) => `${mediaUrl(parsed.key, width, format)} ${width}w`).join(", ");
}
