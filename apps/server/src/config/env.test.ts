import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

describe("loadEnv", () => {
  it("gives working defaults on a fresh machine", () => {
    const env = loadEnv({}, "/srv/shop");
    expect(env).toMatchObject({
      host: "127.0.0.1",
      port: 8080,
      dataDir: "/srv/shop/.data",
      databaseUrl: null,
      mainId: "demo-store",
      paymentGateway: "sandbox",
      geocoder: "offline",
      production: false,
      metricsToken: null,
      metricsPort: null,
    });
  });

  it.each([
    { given: {}, want: "filesystem" },
    { given: { DATABASE_URL: "postgres://db/shop" }, want: "postgres" },
    { given: { DATABASE_URL: "postgres://db/shop", MEDIA_STORE: "filesystem" }, want: "filesystem" },
    { given: { MEDIA_STORE: "postgres" }, want: "postgres" },
  ])("keeps pictures in $want given $given", ({ given, want }) => {
    expect(loadEnv(given).mediaStore).toBe(want);
  });

  it.each([
    { given: {}, dir: "/srv/shop/.data/backups", hour: 3 },
    { given: { DATA_DIR: "/var/lib/shop" }, dir: "/var/lib/shop/backups", hour: 3 },
    { given: { BACKUP_DIR: "keep", BACKUP_HOUR: "23" }, dir: "/srv/shop/keep", hour: 23 },
    { given: { BACKUP_DIR: "/mnt/backups", BACKUP_HOUR: "0" }, dir: "/mnt/backups", hour: 0 },
  ])("backs up into $dir at $hour given $given", ({ given, dir, hour }) => {
    expect(loadEnv(given, "/srv/shop")).toMatchObject({ backupDir: dir, backupHour: hour });
  });

  it.each([
    { given: {}, want: 2000 },
    { given: { SERVER_RENDER_TIMEOUT_MS: "60000" }, want: 60_000 },
  ])("gives a page's server render $want ms given $given", ({ given, want }) => {
    expect(loadEnv(given).serverRenderTimeoutMs).toBe(want);
  });

  it("reads the metrics token and port", () => {
    const env = loadEnv({ METRICS_TOKEN: "m".repeat(24), METRICS_PORT: "9464" });
    expect(env.metricsToken).toBe("m".repeat(24));
    expect(env.metricsPort).toBe(9464);
  });

  it.each([
    { given: { PORT: "eighty" }, want: "PORT must be a whole number" },
    { given: { PORT: "70000" }, want: "PORT must be a whole number" },
    { given: { PAYMENT_GATEWAY: "paypal" }, want: "PAYMENT_GATEWAY must be one of sandbox, razorpay" },
    { given: { PAYMENT_GATEWAY: "razorpay" }, want: "RAZORPAY_KEY_ID" },
    { given: { DATABASE_URL: "mysql://x" }, want: "DATABASE_URL must start with postgres:" },
    { given: { DATABASE_URL: "not a url" }, want: "DATABASE_URL must be a URL" },
    { given: { GEOCODER: "google" }, want: "GOOGLE_MAPS_KEY" },
    { given: { JWT_SECRET: "short" }, want: "JWT_SECRET must be at least 32" },
    { given: { AADHAAR_KEY: "abc" }, want: "AADHAAR_KEY must be 64 hex" },
    { given: { MAIN_ID: "Bad Store!" }, want: "MAIN_ID must be" },
    { given: { SEED_DEMO: "maybe" }, want: "SEED_DEMO must be true or false" },
    { given: { BACKUP_HOUR: "24" }, want: "BACKUP_HOUR must be a whole number from 0 to 23" },
    { given: { SERVER_RENDER_TIMEOUT_MS: "soon" }, want: "SERVER_RENDER_TIMEOUT_MS must be a whole number" },
    { given: { MEDIA_STORE: "s3" }, want: "MEDIA_STORE must be one of postgres, filesystem" },
    {
      given: { FIREBASE_SERVICE_ACCOUNT: "{not json" },
      want: "FIREBASE_SERVICE_ACCOUNT must be the service account's JSON",
    },
    {
      given: { FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' },
      want: "must hold project_id, client_email and private_key",
    },
    { given: { DATABASE_SCHEMA: "Robert; drop" }, want: "DATABASE_SCHEMA must be" },
    { given: { NODE_ENV: "production" }, want: "PAYMENT_GATEWAY=sandbox is for development only" },
    { given: { METRICS_TOKEN: "too-short" }, want: "METRICS_TOKEN must be at least 24 characters" },
    { given: { METRICS_PORT: "nine" }, want: "METRICS_PORT must be a whole number from 1 to 65535" },
    { given: { METRICS_PORT: "0" }, want: "METRICS_PORT must be a whole number from 1 to 65535" },
    { given: { PORT: "9100", METRICS_PORT: "9100" }, want: "METRICS_PORT must differ from PORT" },
    { given: { PUBLIC_URL: "shop.example.in" }, want: "PUBLIC_URL must be a URL" },
    { given: { PUBLIC_URL: "ftp://shop.example.in" }, want: "PUBLIC_URL must start with http: or https:" },
    { given: { PUBLIC_URL: "https://shop.example.in/store" }, want: "PUBLIC_URL must be an origin" },
    { given: { SEARCH_INDEXING: "sometimes" }, want: "SEARCH_INDEXING must be true or false" },
    {
      given: {
        NODE_ENV: "production",
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
        JWT_SECRET: "x".repeat(40),
        AADHAAR_KEY: "ab".repeat(32),
      },
      want: "In production set PUBLIC_URL",
    },
    {
      given: {
        NODE_ENV: "production",
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
      },
      want: "In production set JWT_SECRET, AADHAAR_KEY and PUBLIC_URL",
    },
    {
      given: {
        NODE_ENV: "production",
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
        JWT_SECRET: "x".repeat(40),
        AADHAAR_KEY: "ab".repeat(32),
      },
      want: "In production set PUBLIC_URL",
    },
    { given: { PUBLIC_URL: "shop.example.in" }, want: "PUBLIC_URL must be a URL" },
    { given: { PUBLIC_URL: "ftp://shop.example.in" }, want: "PUBLIC_URL must start with http: or https:" },
    { given: { PUBLIC_URL: "https://shop.example.in/store" }, want: "PUBLIC_URL must be an origin only" },
    { given: { PUBLIC_URL: "https://shop.example.in/?a=1" }, want: "PUBLIC_URL must be an origin only" },
  ])("refuses $given", ({ given, want }) => {
    expect(() => loadEnv(given)).toThrow(EnvError);
    expect(() => loadEnv(given)).toThrow(want);
  });

  it("accepts a complete production configuration", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      PAYMENT_GATEWAY: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
      JWT_SECRET: "x".repeat(40),
      AADHAAR_KEY: "ab".repeat(32),
      DATA_DIR: "/var/lib/shop",
      PUBLIC_URL: "https://shop.example.in/",
    });
    expect(env.production).toBe(true);
    expect(env.publicUrl).toBe("https://shop.example.in");
    expect(env.searchIndexing).toBe(true);
    expect(env.razorpay).toEqual({ keyId: "rzp_live_x", keySecret: "secret", webhookSecret: "hook" });
    expect(env.dataDir).toBe("/var/lib/shop");
    expect(env.publicUrl).toBe("https://shop.example.in");
  });

  it.each([
    { given: undefined, want: null },
    { given: "https://shop.example.in/", want: "https://shop.example.in" },
    { given: "http://127.0.0.1:8080", want: "http://127.0.0.1:8080" },
    { given: "https://Shop.Example.IN:443", want: "https://shop.example.in" },
  ])("reads PUBLIC_URL $given as the origin $want", ({ given, want }) => {
    expect(loadEnv(given === undefined ? {} : { PUBLIC_URL: given }).publicUrl).toBe(want);
  });
});
