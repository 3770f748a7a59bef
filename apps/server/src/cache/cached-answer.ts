// How a cached public read goes out, the same whether Fastify's handler (bind-operations.ts) or the hit
// fast path in front of Fastify (hit-fast-path.ts) sends it: its ETag, a 304 when If-None-Match names
// it, and a large body in brotli or gzip when the reader accepts one, compressed once per cached answer
// and kept with it rather than on every hit.
import { COMPRESS_MIN_BYTES } from "../http/compression.js";

export type BodyEncoding = "br" | "gzip";

export interface CachedBody {
  /** The serialized answer, as it is. */
  body: Buffer;
  etag: string;
  maxAge: number;
}

export const JSON_TYPE = "application/json; charset=utf-8";

// Browsers send a handful of distinct Accept-Encoding values; each is parsed once.
const MAX_REMEMBERED_ACCEPTS = 64;
const acceptedEncodings = new Map<string, BodyEncoding | null>();

/** The encoding a cached body goes out in for this Accept-Encoding; null: as it is. */
export function bodyEncoding(
  body: Buffer,
  acceptEncoding: string | string[] | undefined,
): BodyEncoding | null {
  if (body.length < COMPRESS_MIN_BYTES || acceptEncoding === undefined) return null;
  if (typeof acceptEncoding !== "string") return negotiate(acceptEncoding.join(","));
  let encoding = acceptedEncodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiate(acceptEncoding);
    if (acceptedEncodings.size < MAX_REMEMBERED_ACCEPTS) acceptedEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

// As @fastify/compress negotiates for the API's other JSON answers: the highest q wins, brotli on a
// tie, and "*" or "x-gzip" count as gzip.
function negotiate(header: string): BodyEncoding | null {
  let best: BodyEncoding | null = null;
  let bestWeight = 0;
  for (const part of header.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((piece) => piece.trim());
    const name = token === "*" || token === "x-gzip" ? "gzip" : token;
    if (name !== "br" && name !== "gzip") continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    if (weight > bestWeight || (weight === bestWeight && weight > 0 && name === "br")) {
      best = name;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether the reader's copy is still this answer (the same comparison on both paths). */
export function notModified(cached: CachedBody, ifNoneMatch: string | undefined): boolean {
  return ifNoneMatch === cached.etag;
}

/**
 * The headers of a cached answer: its 304 (sent is null) or its body as sent (`encoding` applied,
 * `length` bytes). The body's representation varies with Accept-Encoding once it is large enough to
 * be compressed, so shared caches are told so, on the 304 as well.
 */
export function cachedAnswerHeaders(
  cached: CachedBody,
  sent: { encoding: BodyEncoding | null; length: number } | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    etag: cached.etag,
    // no-cache: browsers keep the copy but ask every time, and a 304 costs next to nothing.
    "cache-control": cached.maxAge > 0 ? `public, max-age=${cached.maxAge}` : "public, no-cache",
  };
  if (cached.body.length >= COMPRESS_MIN_BYTES) headers.vary = "accept-encoding";
  if (sent) {
    headers["content-type"] = JSON_TYPE;
    if (sent.encoding) headers["content-encoding"] = sent.encoding;
    headers["content-length"] = String(sent.length);
  }
  return headers;
}
