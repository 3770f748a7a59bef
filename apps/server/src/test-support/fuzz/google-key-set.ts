// Google sign-in switched on for the fuzzed server: a local stand-in for Google's published key set and
// one ID token signed with its key, so POST /auth/google is fuzzed through its whole verification
// instead of stopping at "not configured".
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const FUZZ_GOOGLE_CLIENT = "fuzz-web.apps.googleusercontent.com";

export interface GoogleKeySet {
  /** GOOGLE_CLIENT_IDS and GOOGLE_JWKS_URL for the server under test. */
  env: Record<string, string>;
  /** A token Google could have issued for a verified address, valid for an hour from `now`. */
  idToken(now: Date): Promise<string>;
  close(): Promise<void>;
}

export async function serveGoogleKeySet(): Promise<GoogleKeySet> {
  const keys = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "fuzz-key", alg: "RS256", use: "sig" };
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { GOOGLE_CLIENT_IDS: FUZZ_GOOGLE_CLIENT, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    idToken: (now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: "fuzz.google@example.com", email_verified: true, name: "Fuzz Shopper" })
        .setProtectedHeader({ alg: "RS256", kid: "fuzz-key", typ: "JWT" })
        .setIssuer("https://accounts.google.com")
        .setAudience(FUZZ_GOOGLE_CLIENT)
        .setSubject("100000000000000000001")
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
