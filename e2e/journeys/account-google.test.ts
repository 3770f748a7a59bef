// Google sign-in inside the mobile wrapper (spec §1 native wrapper, §2 Authentication): the page gets a
// fake Android wrapper (the injected WebToNativeInterface, as the app's WebView injects it), 'Continue
// with Google' asks it, and its googleLoginToken answer carries a Google ID token signed by a key this
// file made; the server checks it against that key set (GOOGLE_JWKS_URL) exactly as against Google's.
// In a plain browser the login page offers no Google button.
import { createSign, generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { expectPath, expectToast } from "./account-steps.js";

const CLIENT_ID = "1234-web.apps.googleusercontent.com";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: "jwk" }), kid: "journey-key", alg: "RS256", use: "sig" };
const keySet = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => keySet.listen(0, "127.0.0.1", resolve));
const KEYS_URL = `http://127.0.0.1:${(keySet.address() as AddressInfo).port}/certs`;
afterAll(() => new Promise<void>((resolve) => keySet.close(() => resolve())));

/** A Google ID token as Google signs one (RS256, issuer accounts.google.com, our client id). */
function googleIdToken(email: string, name: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const head = part({ alg: "RS256", kid: "journey-key", typ: "JWT" });
  const body = part({
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    name,
    iat: now,
    exp: now + 3600,
  });
  const signature = createSign("RSA-SHA256").update(`${head}.${body}`).sign(privateKey).toString("base64url");
  return `${head}.${body}.${signature}`;
}

journey(
  "account-google",
  (j) => {
    it("offers no Google button in a plain browser", async () => {
      await j.goto("/login");
      await j.page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
      expect(await j.page.getByRole("button", { name: "Continue with Google" }).count()).toBe(0);
    });

    it("in the Android app, signs a new shopper in with Google and returns to the remembered page", async () => {
      const page = await j.freshPage();
      await page.addInitScript(() => {
        const asked = { count: 0 };
        Object.assign(window, {
          __googleAsked: asked,
          WebToNativeInterface: { getAndroidVersion: () => "14", signInWithGoogle: () => asked.count++ },
        });
      });
      await j.goto("/checkout");
      await page.waitForURL((url) => url.pathname === "/login");
      const google = page.getByRole("button", { name: "Continue with Google" });
      await google.waitFor();
      await j.shot("login-in-app");
      await j.expectAccessible();

      await google.click();
      expect(
        await page.evaluate(
          () => (window as unknown as { __googleAsked: { count: number } }).__googleAsked.count,
        ),
      ).toBe(1);
      const email = j.uniqueEmail("google");
      const token = googleIdToken(email, "Meera Iyer");
      await expectToast(
        page,
        "Login successful!",
        () =>
          page.evaluate((idToken) => {
            const bridge = (
              window as unknown as { WebToNativeInterface: { androidCBHook: (raw: string) => void } }
            ).WebToNativeInterface;
            bridge.androidCBHook(JSON.stringify({ type: "googleLoginToken", idToken }));
          }, token),
        "success",
      );
      await page.waitForURL((url) => url.pathname === "/checkout");
      await expectPath(page, "/checkout");
      await j.shot("signed-in-with-google");
    });

    it("in the app, says why when the token is refused, and stays on the login page", async () => {
      const page = await j.freshPage();
      await page.addInitScript(() => {
        Object.assign(window, {
          WebToNativeInterface: { getAndroidVersion: () => "14", signInWithGoogle: () => 0 },
        });
      });
      // The refusal is the point: the browser logs the 401 answer.
      j.problems.allow(/status of 401/);
      await j.goto("/login");
      await page.getByRole("button", { name: "Continue with Google" }).click();
      const forged = `${googleIdToken(j.uniqueEmail("forged"), "Someone").slice(0, -4)}AAAA`;
      await page.evaluate((idToken) => {
        const bridge = (
          window as unknown as { WebToNativeInterface: { androidCBHook: (raw: string) => void } }
        ).WebToNativeInterface;
        bridge.androidCBHook(JSON.stringify({ type: "googleLoginToken", idToken }));
      }, forged);
      await page
        .getByRole("alert")
        .filter({ hasText: "Google sign-in could not be verified. Please try again." })
        .waitFor();
      await expectPath(page, "/login");
      await j.shot("google-refused");
    });
  },
  { serverEnv: { GOOGLE_CLIENT_IDS: CLIENT_ID, GOOGLE_JWKS_URL: KEYS_URL } },
);
