// Access tokens are short-lived HS256 JWTs. Written against node:crypto directly: the format is small,
// and owning it keeps the verification rules (algorithm pinned, expiry, constant-time compare) visible.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface AccessClaims {
  sub: string;
  store: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function sign(input: string, secret: string): string {
  return createHmac("sha256", secret).update(input).digest("base64url");
}

export function signAccessToken(
  claims: { sub: string; store: string },
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.sub, store: claims.store, iat: nowSeconds, exp: nowSeconds + ttlSeconds }),
  ).toString("base64url");
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== "object") return null;
  const { sub, store, iat, exp } = claims as Record<string, unknown>;
  if (
    typeof sub !== "string" ||
    typeof store !== "string" ||
    typeof exp !== "number" ||
    typeof iat !== "number"
  ) {
    return null;
  }
  if (exp <= nowSeconds) return null;
  return { sub, store, iat, exp };
}
