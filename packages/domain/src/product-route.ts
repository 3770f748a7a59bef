// Product detail route /product/{encodedTitle}/{encodedProductId} (spec §2 Route table, §8).
//
// Each segment is the text URI-encoded (encodeURIComponent), then base64-encoded. encodeURIComponent's
// output is ASCII, so the browser's and Node's btoa/atob handle it without TextEncoder or Buffer.
// Its characters are A-Z a-z 0-9 - _ . ! ~ * ' ( ) %, all below 0x80 and none equal to '?' (0x3F), so
// the base64 text never contains '/' and is a single path segment (it may contain '+' and '=', which
// are legal in a path). Decoding never throws: an invalid value comes back as { ok: false, error } so
// the page can log it, as §8 asks.

import { base64, encodeRouteSegment, productPath } from "./product-path";

export { encodeRouteSegment, productPath };

/** What went wrong while decoding a product route. */
export type ProductRouteErrorCode = "invalid-base64" | "invalid-uri" | "invalid-id" | "empty";

/** Error-like value for an invalid product route segment (returned, never thrown). */
export class ProductRouteError extends Error {
  override readonly name = "ProductRouteError";
  readonly code: ProductRouteErrorCode;
  readonly segment: string;

  constructor(code: ProductRouteErrorCode, segment: string, message: string) {
    super(message);
    this.code = code;
    this.segment = segment;
  }
}

export type ProductRoute =
  | { ok: true; title: string; productId: number }
  | { ok: false; error: ProductRouteError };

export type DecodedSegment = { ok: true; text: string } | { ok: false; error: ProductRouteError };

/** §2 product route segment: base64, then decodeURIComponent; errors are returned, not thrown. */
export function decodeRouteSegment(segment: string): DecodedSegment {
  // A router may hand the segment over still percent-encoded ('=' as %3D); base64 never contains '%'.
  let raw = segment;
  if (raw.includes("%")) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      // Left as is: the base64 check below reports it.
    }
  }
  if (raw.trim() === "") {
    return { ok: false, error: new ProductRouteError("empty", segment, "Product route segment is empty") };
  }
  let uriText: string;
  try {
    uriText = base64().atob(raw);
  } catch {
    return {
      ok: false,
      error: new ProductRouteError(
        "invalid-base64",
        segment,
        `Product route segment is not base64: ${segment}`,
      ),
    };
  }
  try {
    return { ok: true, text: decodeURIComponent(uriText) };
  } catch {
    return {
      ok: false,
      error: new ProductRouteError(
        "invalid-uri",
        segment,
        `Product route segment is not URI-encoded text: ${segment}`,
      ),
    };
  }
}

/** §2, §8 product detail route params: { ok: true, title, productId } or { ok: false, error } for invalid base64, URI text or a non-numeric id. */
export function decodeProductRoute(encodedTitle: string, encodedProductId: string): ProductRoute {
  const title = decodeRouteSegment(encodedTitle);
  if (!title.ok) return title;
  const id = decodeRouteSegment(encodedProductId);
  if (!id.ok) return id;
  const productId = Number(id.text);
  if (!/^\d+$/.test(id.text) || !Number.isSafeInteger(productId)) {
    return {
      ok: false,
      error: new ProductRouteError("invalid-id", encodedProductId, `Product id is not a number: ${id.text}`),
    };
  }
  return { ok: true, title: title.text, productId };
}
