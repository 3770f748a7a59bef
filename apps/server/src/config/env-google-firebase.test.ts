// The settings of Google sign-in (GOOGLE_CLIENT_IDS, GOOGLE_JWKS_URL) and of push in the browser
// (FIREBASE_WEB_CONFIG, FIREBASE_VAPID_KEY): off when absent, refused with the variable's name when wrong.
import { describe, expect, it } from "vitest";
import { EnvError, GOOGLE_JWKS_URL, loadEnv } from "./env.js";

const WEB_CONFIG = JSON.stringify({
  apiKey: "AIzaSyExample",
  authDomain: "henna.firebaseapp.com",
  projectId: "henna-store",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc123",
});
const VAPID = "BExampleVapidKey_-123";

describe("Google sign-in and browser push settings", () => {
  it("are off by default, with Google's key set as the default JWKS", () => {
    const env = loadEnv({});
    expect(env.googleClientIds).toEqual([]);
    expect(env.googleJwksUrl).toBe(GOOGLE_JWKS_URL);
    expect(env.firebaseWeb).toBeNull();
  });

  it("read the client ids as a comma-separated list", () => {
    const env = loadEnv({
      GOOGLE_CLIENT_IDS: " 1-web.apps.googleusercontent.com ,2-ios.apps.googleusercontent.com,",
    });
    expect(env.googleClientIds).toEqual([
      "1-web.apps.googleusercontent.com",
      "2-ios.apps.googleusercontent.com",
    ]);
  });

  it("keep only the public web config's four fields and the VAPID key", () => {
    const env = loadEnv({ FIREBASE_WEB_CONFIG: WEB_CONFIG, FIREBASE_VAPID_KEY: VAPID });
    expect(env.firebaseWeb).toEqual({
      apiKey: "AIzaSyExample",
      projectId: "henna-store",
      messagingSenderId: "1234567890",
      appId: "1:1234567890:web:abc123",
      vapidKey: VAPID,
    });
  });

  it.each([
    { given: { GOOGLE_CLIENT_IDS: "good-id, bad id" }, want: "GOOGLE_CLIENT_IDS must be OAuth client ids" },
    { given: { GOOGLE_JWKS_URL: "ftp://keys" }, want: "GOOGLE_JWKS_URL must start with https: or http:" },
    {
      given: {
        NODE_ENV: "production",
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "k",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
        JWT_SECRET: "x".repeat(32),
        AADHAAR_KEY: "a".repeat(64),
        PUBLIC_URL: "https://shop.example.in",
        GOOGLE_JWKS_URL: "http://keys.example/certs",
      },
      want: "GOOGLE_JWKS_URL must start with https:",
    },
    {
      given: { FIREBASE_WEB_CONFIG: WEB_CONFIG },
      want: "needs both FIREBASE_WEB_CONFIG and FIREBASE_VAPID_KEY",
    },
    { given: { FIREBASE_VAPID_KEY: VAPID }, want: "needs both FIREBASE_WEB_CONFIG and FIREBASE_VAPID_KEY" },
    {
      given: { FIREBASE_WEB_CONFIG: "{apiKey:", FIREBASE_VAPID_KEY: VAPID },
      want: "FIREBASE_WEB_CONFIG must be the web app's config as JSON",
    },
    {
      given: { FIREBASE_WEB_CONFIG: '{"apiKey":"a","projectId":"p"}', FIREBASE_VAPID_KEY: VAPID },
      want: "FIREBASE_WEB_CONFIG must hold messagingSenderId, appId",
    },
    {
      given: { FIREBASE_WEB_CONFIG: WEB_CONFIG, FIREBASE_VAPID_KEY: "not a key!" },
      want: "FIREBASE_VAPID_KEY must be the base64url web push key",
    },
  ])("refuse $want", ({ given, want }) => {
    expect(() => loadEnv(given)).toThrow(EnvError);
    expect(() => loadEnv(given)).toThrow(want);
  });
});
