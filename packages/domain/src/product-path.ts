// The product detail route's path (spec §2 Route table): /product/{encodedTitle}/{encodedProductId},
// each segment URI-encoded, then base64-encoded (product-route.ts explains why and decodes it). A leaf
// module: every product link needs the path, only the product page reads one.

// btoa/atob exist in browsers and in Node >= 16 but are not part of the ES library this package compiles
// against, so they are reached through globalThis with their signatures spelled out.
interface Base64Globals {
  btoa(data: string): string;
  atob(data: string): string;
}
export const base64 = (): Base64Globals => globalThis as unknown as Base64Globals;

// A lone surrogate makes encodeURIComponent throw; it cannot be shown anyway, so it becomes U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** §2 product route segment: encodeURIComponent, then base64. */
export function encodeRouteSegment(text: string): string {
  return base64().btoa(encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")));
}

/** §2 product detail route: /product/{encodedTitle}/{encodedProductId}. */
export function productPath(title: string, productId: number | string): string {
  return `/product/${encodeRouteSegment(title)}/${encodeRouteSegment(String(productId))}`;
}
