import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, signAccessToken, verifyAccessToken } from "./jwt.js";

const secret = "s".repeat(32);
const key = new TextEncoder().encode(secret);
const claims = { sub: "42", store: "demo-store", sid: "session-1" };
const token = await signAccessToken(claims, secret, 1000, 900);

/** A token like ours with one thing changed. */
function forged(change: { alg?: string; iss?: string; aud?: string; sid?: string | null } = {}): SignJWT {
  const { sid, ...rest } = { ...claims, sid: change.sid === undefined ? claims.sid : change.sid };
  return new SignJWT({ store: rest.store, ...(sid === null ? {} : { sid }) })
    .setProtectedHeader({ alg: change.alg ?? "HS256", typ: "JWT" })
    .setSubject(rest.sub)
    .setIssuer(change.iss ?? ACCESS_TOKEN_ISSUER)
    .setAudience(change.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(1000)
    .setExpirationTime(1900);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());
const rsa = await generateKeyPair("RS256");

describe("access tokens", () => {
  it("round-trip the claims while valid, with our issuer and audience", async () => {
    expect(await verifyAccessToken(token, secret, 1899)).toEqual({ ...claims, iat: 1000, exp: 1900 });
    expect(payloadOf(token)).toMatchObject({ iss: "henna-store", aud: "henna-store/api" });
  });

  it.each([
    { name: "expired", given: async () => token, now: 1900 },
    { name: "signed with another secret", given: async () => token, now: 1000, secret: "t".repeat(32) },
    {
      name: "tampered (payload swapped, signature kept)",
      given: async () => token.replace(/\.[^.]+\./, `.${b64({ ...payloadOf(token), sub: "1" })}.`),
      now: 1000,
    },
    {
      name: "alg none",
      given: async () => `${b64({ alg: "none", typ: "JWT" })}.${token.split(".")[1]}.`,
      now: 1000,
    },
    {
      name: "RS256 (another algorithm)",
      given: () => forged({ alg: "RS256" }).sign(rsa.privateKey),
      now: 1000,
    },
    { name: "HS512 under the same secret", given: () => forged({ alg: "HS512" }).sign(key), now: 1000 },
    { name: "from another issuer", given: () => forged({ iss: "someone-else" }).sign(key), now: 1000 },
    { name: "for another audience", given: () => forged({ aud: "another-api" }).sign(key), now: 1000 },
    { name: "without a session", given: () => forged({ sid: null }).sign(key), now: 1000 },
    { name: "garbage", given: async () => "not-a-token", now: 1000 },
  ])("refuses a token that is $name", async ({ given, now, secret: other }) => {
    expect(await verifyAccessToken(await given(), other ?? secret, now)).toBeNull();
  });

  it("keeps refusing a token it has accepted once, when it expires, and under another secret or audience", async () => {
    const fresh = await signAccessToken(claims, secret, 5000, 60);
    expect(await verifyAccessToken(fresh, secret, 5000)).toEqual({ ...claims, iat: 5000, exp: 5060 });
    expect(await verifyAccessToken(fresh, secret, 5059)).toEqual({ ...claims, iat: 5000, exp: 5060 });
    expect(await verifyAccessToken(fresh, "t".repeat(32), 5001)).toBeNull();
    expect(await verifyAccessToken(fresh, secret, 5001, "henna-store/admin")).toBeNull();
    expect(await verifyAccessToken(fresh, secret, 5060)).toBeNull();
    expect(await verifyAccessToken(fresh, secret, 5001)).toEqual({ ...claims, iat: 5000, exp: 5060 });
  });

  it("refuses a token accepted once before its not-before time", async () => {
    const later = await forged().setNotBefore(1500).sign(key);
    expect(await verifyAccessToken(later, secret, 1500)).not.toBeNull();
    expect(await verifyAccessToken(later, secret, 1499)).toBeNull();
  });

  it("accepts the same forged shape when nothing is changed (the cases above fail for their change)", async () => {
    expect(await verifyAccessToken(await forged().sign(key), secret, 1000)).not.toBeNull();
  });
});
