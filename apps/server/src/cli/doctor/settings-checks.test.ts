import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../config/env.js";
import {
  nodeEnvCheck,
  proxyChecks,
  publicUrlCheck,
  razorpayChecks,
  secretChecks,
} from "./settings-checks.js";

const KEY_ID = "rzp_live_AbCdEf12345678";
const KEY_SECRET = "AbCdEfGhIjKlMnOpQrStUv12";

describe("doctor's settings checks", () => {
  it.each([
    { NODE_ENV: undefined, status: "fail" },
    { NODE_ENV: "development", status: "fail" },
    { NODE_ENV: "production", status: "ok" },
  ])("NODE_ENV=$NODE_ENV is $status", ({ NODE_ENV, status }) => {
    expect(nodeEnvCheck({ NODE_ENV }).status).toBe(status);
  });

  it.each([
    { PUBLIC_URL: undefined, status: "fail", detail: "not set" },
    { PUBLIC_URL: "http://shop.example.in", status: "fail", detail: "is not https" },
    { PUBLIC_URL: "https://shop.example.in", status: "ok", detail: "https://shop.example.in" },
  ])("PUBLIC_URL=$PUBLIC_URL is $status", ({ PUBLIC_URL, status, detail }) => {
    const result = publicUrlCheck(loadEnv(PUBLIC_URL ? { PUBLIC_URL } : {}));
    expect(result).toMatchObject({ item: "PUBLIC_URL", status });
    expect(result.detail).toContain(detail);
  });

  it.each([
    { given: {}, stored: null, want: { JWT_SECRET: "fail", AADHAAR_KEY: "fail", ADMIN_TOKEN: "warn" } },
    {
      given: { JWT_SECRET: "j".repeat(40), AADHAAR_KEY: "ab".repeat(32), ADMIN_TOKEN: "t".repeat(30) },
      stored: null,
      want: { JWT_SECRET: "ok", AADHAAR_KEY: "ok", ADMIN_TOKEN: "ok" },
    },
    {
      // The store ran in development first: its Aadhaar numbers were encrypted with the generated key.
      given: { JWT_SECRET: "j".repeat(40), AADHAAR_KEY: "ab".repeat(32) },
      stored: { aadhaarKey: "cd".repeat(32) },
      want: { JWT_SECRET: "ok", AADHAAR_KEY: "warn", ADMIN_TOKEN: "warn" },
    },
  ])("secrets $given (stored: $stored)", ({ given, stored, want }) => {
    const dataDir = mkdtempSync(join(tmpdir(), "doctor-secrets-"));
    if (stored) writeFileSync(join(dataDir, "secrets.json"), JSON.stringify(stored));
    const source = { ...given, DATA_DIR: dataDir };
    const results = secretChecks(source, loadEnv(source));
    expect(Object.fromEntries(results.map((r) => [r.item, r.status]))).toEqual(want);
    // A secret's value is never printed.
    for (const value of Object.values(given)) expect(JSON.stringify(results)).not.toContain(value);
  });

  it.each([
    { id: KEY_ID, secret: KEY_SECRET, hook: "a-webhook-secret-1", keys: "ok", webhook: "ok" },
    {
      id: "rzp_test_AbCdEf12345678",
      secret: KEY_SECRET,
      hook: "a-webhook-secret-1",
      keys: "fail",
      webhook: "ok",
    },
    { id: "rzp_live_short", secret: KEY_SECRET, hook: "a-webhook-secret-1", keys: "fail", webhook: "ok" },
    {
      id: "key_live_AbCdEf12345678",
      secret: KEY_SECRET,
      hook: "a-webhook-secret-1",
      keys: "fail",
      webhook: "ok",
    },
    { id: KEY_ID, secret: "not-a-secret", hook: "a-webhook-secret-1", keys: "fail", webhook: "ok" },
    { id: KEY_ID, secret: KEY_SECRET, hook: KEY_SECRET, keys: "ok", webhook: "fail" },
    { id: KEY_ID, secret: KEY_SECRET, hook: "short", keys: "ok", webhook: "warn" },
  ])("Razorpay $id / $hook: keys $keys, webhook $webhook", ({ id, secret, hook, keys, webhook }) => {
    const env = loadEnv({
      PAYMENT_GATEWAY: "razorpay",
      RAZORPAY_KEY_ID: id,
      RAZORPAY_KEY_SECRET: secret,
      RAZORPAY_WEBHOOK_SECRET: hook,
    });
    const results = razorpayChecks(env);
    expect(results.map((r) => r.status)).toEqual([keys, webhook]);
    expect(JSON.stringify(results)).not.toContain(secret);
  });

  it("fails the sandbox gateway", () => {
    expect(razorpayChecks(loadEnv({}))).toEqual([
      expect.objectContaining({ item: "Razorpay keys", status: "fail" }),
    ]);
  });

  it.each([
    { given: {}, want: ["warn", "warn"] },
    { given: { TRUST_PROXY: "true", METRICS_TOKEN: "m".repeat(24) }, want: ["ok", "ok"] },
    { given: { METRICS_PORT: "9464" }, want: ["warn", "ok"] },
  ])("proxy and metrics $given", ({ given, want }) => {
    expect(proxyChecks(loadEnv(given)).map((r) => r.status)).toEqual(want);
  });
});
