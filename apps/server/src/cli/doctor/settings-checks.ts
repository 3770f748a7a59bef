// The checks that read only the settings: NODE_ENV, PUBLIC_URL, the secrets, Razorpay, the proxy and
// metrics. Nothing here connects anywhere, so these are table-tested on their own.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../../config/env.js";
import { type CheckResult, fail, ok, warn } from "./check.js";

type Source = Record<string, string | undefined>;

const given = (source: Source, key: string) => Boolean(source[key]?.trim());

export function nodeEnvCheck(source: Source): CheckResult {
  const value = source.NODE_ENV?.trim() || "development";
  return value === "production"
    ? ok("NODE_ENV", "production")
    : fail("NODE_ENV", `${value}: set NODE_ENV=production (HSTS, no dev routes, no sandbox payments)`);
}

export function publicUrlCheck(env: Env): CheckResult {
  if (!env.publicUrl) return fail("PUBLIC_URL", "not set: set it to https://your.domain (links in e-mails)");
  return env.publicUrl.startsWith("https://")
    ? ok("PUBLIC_URL", env.publicUrl)
    : fail("PUBLIC_URL", `${env.publicUrl} is not https: shoppers' sessions need TLS`);
}

/** JWT_SECRET and AADHAAR_KEY given in the environment, not generated into DATA_DIR/secrets.json. */
export function secretChecks(source: Source, env: Env): CheckResult[] {
  let stored: Record<string, string> = {};
  const file = join(env.dataDir, "secrets.json");
  try {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    // An unreadable file is the service user's business; the server reads it the same way.
  }
  const results: CheckResult[] = [];
  for (const [key, storedKey, why] of [
    ["JWT_SECRET", "jwtSecret", "signs sessions"],
    ["AADHAAR_KEY", "aadhaarKey", "encrypts Aadhaar numbers"],
  ] as const) {
    const value = source[key]?.trim();
    if (!value) {
      results.push(fail(key, `not set (${why}): generate one with openssl rand -hex 32`));
    } else if (stored[storedKey] && stored[storedKey] !== value) {
      // Data written while the generated secret was in use (in development) cannot be read with this one.
      results.push(
        warn(key, `given, but ${file} holds another one generated earlier: data from then needs that one`),
      );
    } else {
      results.push(ok(key, `given (${value.length} characters)`));
    }
  }
  results.push(
    given(source, "ADMIN_TOKEN")
      ? ok("ADMIN_TOKEN", "given")
      : warn("ADMIN_TOKEN", "not set: a generated one is kept in DATA_DIR (only for automation scripts)"),
  );
  return results;
}

// Razorpay's key ids are rzp_live_ or rzp_test_ and 14 letters and digits; key secrets are 24.
const KEY_ID = /^rzp_(live|test)_[A-Za-z0-9]{14}$/;
const KEY_SECRET = /^[A-Za-z0-9]{24}$/;

export function razorpayChecks(env: Env): CheckResult[] {
  if (env.paymentGateway !== "razorpay" || !env.razorpay) {
    return [fail("Razorpay keys", "PAYMENT_GATEWAY is the sandbox: set razorpay and its keys")];
  }
  const { keyId, keySecret, webhookSecret } = env.razorpay;
  const mode = KEY_ID.exec(keyId)?.[1];
  const keys = !mode
    ? fail("Razorpay keys", "RAZORPAY_KEY_ID is not a Razorpay key id (rzp_live_ and 14 letters or digits)")
    : !KEY_SECRET.test(keySecret)
      ? fail("Razorpay keys", "RAZORPAY_KEY_SECRET is not a key secret's shape (24 letters or digits)")
      : mode === "test"
        ? fail("Razorpay keys", `${keyId} is a test key: no real payment is taken; use the live key`)
        : ok("Razorpay keys", `${keyId}, secret of the right shape`);
  const webhook =
    webhookSecret === keySecret
      ? fail("Razorpay webhook", "RAZORPAY_WEBHOOK_SECRET equals the key secret: choose its own")
      : webhookSecret.length < 12
        ? warn(
            "Razorpay webhook",
            `RAZORPAY_WEBHOOK_SECRET is short (${webhookSecret.length}): use 12 or more`,
          )
        : ok("Razorpay webhook", `secret given (${webhookSecret.length} characters)`);
  return [keys, webhook];
}

export function proxyChecks(env: Env): CheckResult[] {
  return [
    env.trustProxy
      ? ok("TRUST_PROXY", "true: client addresses come from the proxy's X-Forwarded-For")
      : warn("TRUST_PROXY", "false: behind Caddy set true, or rate limits count Caddy's address"),
    env.metricsToken || env.metricsPort
      ? ok("metrics", env.metricsPort ? `on port ${env.metricsPort}` : "behind METRICS_TOKEN")
      : warn("metrics", "no METRICS_TOKEN or METRICS_PORT: /metrics is off in production"),
  ];
}
