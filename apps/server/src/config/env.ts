// Every setting the server reads, parsed and checked in one place. A wrong value stops start-up with a
// message that names the variable, instead of failing later inside a request.
import { isAbsolute, join, resolve } from "node:path";

export type PaymentGatewayName = "sandbox" | "razorpay";
export type GeocoderName = "offline" | "google" | "nominatim";
export type MediaStoreName = "postgres" | "filesystem";

export interface Env {
  nodeEnv: "development" | "production" | "test";
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use (isolates test runs and several stores' databases on one server). */
  databaseSchema: string;
  /** Where uploaded pictures live (MEDIA_STORE): the database with DATABASE_URL, else DATA_DIR/media. */
  mediaStore: MediaStoreName;
  mainId: string;
  seedDemo: boolean;
  logLevel: string;
  paymentGateway: PaymentGatewayName;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  geocoder: GeocoderName;
  googleMapsKey: string | null;
  nominatimUrl: string | null;
  jwtSecret: string | null;
  aadhaarKey: string | null;
  adminToken: string | null;
  sandboxKeySecret: string | null;
  firebaseServiceAccount: string | null;
  /** OAuth client ids a Google ID token may be issued for (GOOGLE_CLIENT_IDS); empty: Google sign-in off. */
  googleClientIds: string[];
  /** Where Google's signing keys are published (a JWKS); tests point it at their own keys. */
  googleJwksUrl: string;
  /** Firebase's public web configuration for push in the browser (never a secret); null: push off. */
  firebaseWeb: FirebaseWebConfig | null;
  trustProxy: boolean;
  publicDir: string | null;
  /** How often the job runner looks for due jobs and outbox messages (JOBS_POLL_MS). */
  jobsPollMs: number;
  /** How often unpaid orders are expired (JOBS_EXPIRE_EVERY_MS, a minute; tests shorten it). */
  jobsExpireEveryMs: number;
  /**
   * How long a job run is leased to its instance before another may take it over (JOBS_LEASE_MS, a
   * minute; renewed three times a lease while it runs). The SIGKILL tests shorten it: a run killed
   * mid-way is otherwise held for up to that long after the restart.
   */
  jobsLeaseMs: number;
  /**
   * How long a page's server render may take before the page is served to render in the browser
   * (SERVER_RENDER_TIMEOUT_MS, 2 s; the journeys, which assert server renders on a busy 2-core
   * machine, lengthen it).
   */
  serverRenderTimeoutMs: number;
  /** Bearer token /metrics asks for (METRICS_TOKEN); without it production has no /metrics on PORT. */
  metricsToken: string | null;
  /** A second port serving only /metrics (METRICS_PORT), for a scraper on a private network. */
  metricsPort: number | null;
  /**
   * The origin shoppers and staff reach the store at (PUBLIC_URL, e.g. https://shop.example.in), for
   * links that leave the browser: e-mails, the first owner's setup link, sitemaps and link previews.
   * Required in production; null in development, where links use the address the server listens on.
   */
  publicUrl: string | null;
  /** Whether search engines may index the shop (SEARCH_INDEXING; default: in production only). */
  searchIndexing: boolean;
  /** Where the daily backups go (BACKUP_DIR), DATA_DIR/backups by default. */
  backupDir: string;
  /** The hour of the day, India time, the daily backup is taken at (BACKUP_HOUR, 0-23; 3 by default). */
  backupHour: number;
}

/** What the browser needs to get a push token: public by design, written into the page. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";

export class EnvError extends Error {
  override name = "EnvError";
}

type Source = Record<string, string | undefined>;

function str(source: Source, key: string): string | null {
  const value = source[key]?.trim();
  return value ? value : null;
}

function oneOf<T extends string>(source: Source, key: string, allowed: readonly T[], fallback: T): T {
  const value = str(source, key) ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new EnvError(`${key} must be one of ${allowed.join(", ")} (got "${value}")`);
  }
  return value as T;
}

function int(source: Source, key: string, fallback: number, min: number, max: number): number {
  const raw = str(source, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EnvError(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function bool(source: Source, key: string, fallback: boolean): boolean {
  const raw = str(source, key);
  if (raw === null) return fallback;
  if (["1", "true", "yes", "on"].includes(raw.toLowerCase())) return true;
  if (["0", "false", "no", "off"].includes(raw.toLowerCase())) return false;
  throw new EnvError(`${key} must be true or false (got "${raw}")`);
}

function url(source: Source, key: string, protocols: readonly string[]): string | null {
  const raw = str(source, key);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EnvError(`${key} must be a URL (got something that is not)`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(`${key} must start with ${protocols.join(" or ")}`);
  }
  return raw;
}

/** PUBLIC_URL: an http(s) origin, kept without a trailing slash; a path or query is refused. */
function origin(source: Source, key: string): string | null {
  const raw = url(source, key, ["http:", "https:"]);
  if (raw === null) return null;
  const parsed = new URL(raw);
  if (parsed.pathname !== "/" || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new EnvError(`${key} must be an origin only, like https://shop.example.in (got "${raw}")`);
  }
  return parsed.origin;
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function schemaName(source: Source): string {
  const value = str(source, "DATABASE_SCHEMA") ?? "public";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new EnvError("DATABASE_SCHEMA must be lower-case letters, digits and _ (at most 63)");
  }
  return value;
}

function serviceAccount(source: Source): string | null {
  const raw = str(source, "FIREBASE_SERVICE_ACCOUNT");
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new EnvError("FIREBASE_SERVICE_ACCOUNT must be the service account's JSON");
  }
  const fields = parsed as Record<string, unknown> | null;
  if (
    !fields ||
    typeof fields !== "object" ||
    !["project_id", "client_email", "private_key"].every((k) => typeof fields[k] === "string")
  ) {
    throw new EnvError("FIREBASE_SERVICE_ACCOUNT must hold project_id, client_email and private_key");
  }
  return raw;
}

function googleClientIds(source: Source): string[] {
  const ids = (str(source, "GOOGLE_CLIENT_IDS") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !/^[\w.-]+$/.test(id));
  if (bad !== undefined)
    throw new EnvError(`GOOGLE_CLIENT_IDS must be OAuth client ids separated by commas (got "${bad}")`);
  return ids;
}

function firebaseWeb(source: Source): FirebaseWebConfig | null {
  const raw = str(source, "FIREBASE_WEB_CONFIG");
  const vapidKey = str(source, "FIREBASE_VAPID_KEY");
  if (raw === null && vapidKey === null) return null;
  if (raw === null || vapidKey === null)
    throw new EnvError("Push in the browser needs both FIREBASE_WEB_CONFIG and FIREBASE_VAPID_KEY");
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new EnvError("FIREBASE_WEB_CONFIG must be the web app's config as JSON");
  }
  const fields = (parsed && typeof parsed === "object" ? parsed : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === "string" ? fields[key].trim() : "");
  const config = {
    apiKey: text("apiKey"),
    projectId: text("projectId"),
    messagingSenderId: text("messagingSenderId"),
    appId: text("appId"),
  };
  const missing = Object.entries(config).flatMap(([key, value]) => (value ? [] : [key]));
  if (missing.length > 0) throw new EnvError(`FIREBASE_WEB_CONFIG must hold ${missing.join(", ")}`);
  if (!/^[\w-]+$/.test(vapidKey)) throw new EnvError("FIREBASE_VAPID_KEY must be the base64url web push key");
  return { ...config, vapidKey };
}

/** Reads the configuration from environment variables; throws EnvError naming the first bad one. */
export function loadEnv(source: Source = process.env, cwd = process.cwd()): Env {
  const nodeEnv = oneOf(source, "NODE_ENV", ["development", "production", "test"] as const, "development");
  const production = nodeEnv === "production";
  const dataDirRaw = str(source, "DATA_DIR") ?? ".data";
  const mainId = str(source, "MAIN_ID") ?? "demo-store";
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(mainId)) {
    throw new EnvError("MAIN_ID must be 2-63 lower-case letters, digits or dashes");
  }
  const paymentGateway = oneOf(source, "PAYMENT_GATEWAY", ["sandbox", "razorpay"] as const, "sandbox");
  let razorpay: Env["razorpay"] = null;
  if (paymentGateway === "razorpay") {
    const keyId = str(source, "RAZORPAY_KEY_ID");
    const keySecret = str(source, "RAZORPAY_KEY_SECRET");
    const webhookSecret = str(source, "RAZORPAY_WEBHOOK_SECRET");
    if (!keyId || !keySecret || !webhookSecret) {
      throw new EnvError(
        "PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      );
    }
    razorpay = { keyId, keySecret, webhookSecret };
  }
  if (production && paymentGateway === "sandbox") {
    throw new EnvError("PAYMENT_GATEWAY=sandbox is for development only; set razorpay in production");
  }
  const geocoder = oneOf(source, "GEOCODER", ["offline", "google", "nominatim"] as const, "offline");
  const googleMapsKey = str(source, "GOOGLE_MAPS_KEY");
  if (geocoder === "google" && !googleMapsKey) throw new EnvError("GEOCODER=google needs GOOGLE_MAPS_KEY");
  const nominatimUrl = url(source, "NOMINATIM_URL", ["http:", "https:"]);
  if (geocoder === "nominatim" && !nominatimUrl) throw new EnvError("GEOCODER=nominatim needs NOMINATIM_URL");
  const jwtSecret = str(source, "JWT_SECRET");
  if (jwtSecret !== null && jwtSecret.length < 32)
    throw new EnvError("JWT_SECRET must be at least 32 characters");
  const aadhaarKey = str(source, "AADHAAR_KEY");
  if (aadhaarKey !== null && !/^[0-9a-f]{64}$/i.test(aadhaarKey)) {
    throw new EnvError("AADHAAR_KEY must be 64 hex characters (a 256-bit key)");
  }
  const adminToken = str(source, "ADMIN_TOKEN");
  if (adminToken !== null && adminToken.length < 24)
    throw new EnvError("ADMIN_TOKEN must be at least 24 characters");
  const metricsToken = str(source, "METRICS_TOKEN");
  if (metricsToken !== null && metricsToken.length < 24)
    throw new EnvError("METRICS_TOKEN must be at least 24 characters");
  const port = int(source, "PORT", 8080, 0, 65535);
  const metricsPort = str(source, "METRICS_PORT") === null ? null : int(source, "METRICS_PORT", 0, 1, 65535);
  if (metricsPort !== null && metricsPort === port)
    throw new EnvError(`METRICS_PORT must differ from PORT (both are ${port})`);
  const publicUrl = origin(source, "PUBLIC_URL");
  if (production) {
    const missing = [
      ["JWT_SECRET", jwtSecret],
      ["AADHAAR_KEY", aadhaarKey],
      ["PUBLIC_URL", publicUrl],
    ].flatMap(([name, value]) => (value === null ? [name] : []));
    if (missing.length > 0) {
      const names =
        missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
      throw new EnvError(`In production set ${names}`);
    }
  }
  const databaseUrl = url(source, "DATABASE_URL", ["postgres:", "postgresql:"]);
  const dataDir = absolute(dataDirRaw, cwd);
  return {
    nodeEnv,
    production,
    host: str(source, "HOST") ?? "127.0.0.1",
    port,
    dataDir,
    databaseUrl,
    databaseSchema: schemaName(source),
    mediaStore: oneOf(
      source,
      "MEDIA_STORE",
      ["postgres", "filesystem"] as const,
      databaseUrl ? "postgres" : "filesystem",
    ),
    mainId,
    seedDemo: bool(source, "SEED_DEMO", true),
    logLevel: oneOf(
      source,
      "LOG_LEVEL",
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const,
      nodeEnv === "test" ? "silent" : "info",
    ),
    paymentGateway,
    razorpay,
    smtpUrl: url(source, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: str(source, "MAIL_FROM") ?? "Mehendi & Chai <no-reply@mehendi-chai.example>",
    geocoder,
    googleMapsKey,
    nominatimUrl,
    jwtSecret,
    aadhaarKey,
    adminToken,
    sandboxKeySecret: str(source, "SANDBOX_KEY_SECRET"),
    firebaseServiceAccount: serviceAccount(source),
    googleClientIds: googleClientIds(source),
    googleJwksUrl:
      url(source, "GOOGLE_JWKS_URL", production ? ["https:"] : ["https:", "http:"]) ?? GOOGLE_JWKS_URL,
    firebaseWeb: firebaseWeb(source),
    trustProxy: bool(source, "TRUST_PROXY", false),
    publicDir: str(source, "PUBLIC_DIR"),
    jobsPollMs: int(source, "JOBS_POLL_MS", 1000, 50, 60_000),
    jobsExpireEveryMs: int(source, "JOBS_EXPIRE_EVERY_MS", 60_000, 100, 24 * 60 * 60_000),
    jobsLeaseMs: int(source, "JOBS_LEASE_MS", 60_000, 1000, 60 * 60_000),
    serverRenderTimeoutMs: int(source, "SERVER_RENDER_TIMEOUT_MS", 2000, 100, 10 * 60_000),
    metricsToken,
    metricsPort,
    publicUrl,
    searchIndexing: bool(source, "SEARCH_INDEXING", production),
    backupDir: absolute(str(source, "BACKUP_DIR") ?? join(dataDir, "backups"), cwd),
    backupHour: int(source, "BACKUP_HOUR", 3, 0, 23),
  };
}
