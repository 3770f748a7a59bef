// Everything a handler needs, built once at start-up and passed to the route modules.
import type { FastifyBaseLogger } from "fastify";
import type { CatalogCache } from "./cache/catalog-cache.js";
import type { Env } from "./config/env.js";
import type { Secrets } from "./config/secrets.js";
import type { Database, Db } from "./db/database.js";
import type { Geocoder } from "./services/geocoder.js";
import type { Mailer } from "./services/mailer.js";
import type { PaymentGateway } from "./services/payments/gateway.js";
import type { PushSender } from "./services/push.js";
import type { RateLimiter } from "./services/rate-limiter.js";
import type { SessionGate } from "./services/sessions.js";
import type { StaffGate } from "./services/staff/staff-gate.js";

export interface AppContext {
  env: Env;
  secrets: Secrets;
  database: Database;
  db: Db;
  /** The current time; tests move it to cross expiry windows. */
  clock: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer;
  geocoder: Geocoder;
  push: PushSender;
  /** The payment gateway PAYMENT_GATEWAY selects (Razorpay or the development sandbox). */
  payments: PaymentGateway;
  cache: CatalogCache;
  rateLimiter: RateLimiter;
  /** Whether an access token's session is still live (logout and reset end sessions). */
  sessions: SessionGate;
  /** Who a back-office token belongs to, and whether its session is live (logout, removal, idle). */
  staffGate: StaffGate;
}
