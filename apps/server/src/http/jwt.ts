// Access tokens: short-lived JWTs signed and verified with jose. Verification pins HS256 (a token
// claiming `none` or an RSA algorithm is refused before any key is used), and checks issuer, audience
// and expiry, so a token minted for another service under a shared secret is not accepted here.
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_ISSUER = "henna-store";
export const ACCESS_TOKEN_AUDIENCE = "henna-store/api";
/** Back-office tokens: an audience of their own, so neither kind of token is accepted for the other. */
export const STAFF_TOKEN_AUDIENCE = "henna-store/admin";
const ALGORITHM = "HS256";

export interface AccessClaims {
  sub: string;
  store: string;
  /** The session (sign-in) the token belongs to; ending the session refuses the token. */
  sid: string;
  iat: number;
  exp: number;
}

const keyFor = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export function signAccessToken(
  claims: { sub: string; store: string; sid: string },
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
  audience: string = ACCESS_TOKEN_AUDIENCE,
): Promise<string> {
  return new SignJWT({ store: claims.store, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(keyFor(secret));
}

interface Verified {
  secret: string;
  audience: string;
  claims: AccessClaims;
  nbf: number | undefined;
}

// Tokens whose signature and claims have verified, by their text. A shopper sends the same token with
// every call, and checking its signature (an HMAC through WebCrypto) was a tenth of the servers' CPU
// under the checkout load. The text includes the signature, so no other text finds an entry; the
// entry holds only for the secret and audience it verified under; and the two checks that depend on
// the time (nbf, exp, as jose makes them) run on every call.
const verified = new Map<string, Verified>();
/** Entries kept at most; the oldest goes first when it is full. */
const MAX_VERIFIED = 10_000;

function stillValid(entry: Verified, nowSeconds: number): boolean {
  return (entry.nbf === undefined || entry.nbf <= nowSeconds) && entry.claims.exp > nowSeconds;
}

/** The claims of a valid, unexpired token of ours, or null for anything else. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds: number,
  audience: string = ACCESS_TOKEN_AUDIENCE,
): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.audience === audience) {
    if (stillValid(known, nowSeconds)) return { ...known.claims };
    verified.delete(token);
    return null;
  }
  const claims = await verifyWithJose(token, secret, nowSeconds, audience);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { secret, audience, claims: claims.claims, nbf: claims.nbf });
    return { ...claims.claims };
  }
  return null;
}

async function verifyWithJose(
  token: string,
  secret: string,
  nowSeconds: number,
  audience: string,
): Promise<{ claims: AccessClaims; nbf: number | undefined } | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience,
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ["sub", "iat", "exp"],
    });
    const { sub, store, sid, iat, exp, nbf } = payload;
    if (typeof sub !== "string" || typeof store !== "string" || typeof sid !== "string") return null;
    if (typeof iat !== "number" || typeof exp !== "number") return null;
    return { claims: { sub, store, sid, iat, exp }, nbf };
  } catch {
    // Malformed, forged, expired, or meant for someone else: all the same to the caller.
    return null;
  }
}
