// Contract fuzzing: every operation openapi/store.yaml holds (read at run time, so new ones are fuzzed
// too) gets generated requests, valid ones and ones with a part broken, as a signed-up customer, as a
// guest and with an Authorization header that is no token. Whatever the request, the answer is never a
// 5xx, and every 4xx carries the contract's Error body. Successful answers are held to their own schema
// by the test server itself (a stray field there becomes a 500 and fails here).
// Fixed seeds and a bounded number of cases per operation keep the run short and repeatable; set
// FUZZ_RUNS (and another FUZZ_SEED) for a longer hunt, FUZZ_DATABASE=postgres to run on PostgreSQL, and
// FUZZ_SUMMARY=1 to print what the server answered.

import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { DatabaseKind } from "../db/database.js";
import { addresses, coupons, pincodes, products, users } from "../db/schema.js";
import { issueTokens } from "../services/tokens.js";
import { type GoogleKeySet, serveGoogleKeySet } from "../test-support/fuzz/google-key-set.js";
import { requestArbitrary } from "../test-support/fuzz/operation-requests.js";
import { harvestIds, type SeenIds, storeHints } from "../test-support/fuzz/store-hints.js";
import { startTestApp, TEST_SECRETS, type TestApp } from "../test-support/http-app.js";
import { createTestUser, type TestUser } from "../test-support/users.js";
import { deref, type JsonSchema, listOperations, readContract } from "./contract.js";
import { responseChecker } from "./validation.js";

const SEED = Number(process.env.FUZZ_SEED) || 20_261_125;
const RUNS = Number(process.env.FUZZ_RUNS) || 16;
const DATABASE: DatabaseKind = process.env.FUZZ_DATABASE === "postgres" ? "postgres" : "pglite";
const STORE = "demo-store";

const document = readContract();
const operations = listOperations(document);
const errorProblem = responseChecker(deref(document, { $ref: "#/components/schemas/Error" }) as JsonSchema);

/** One seed per operation, so adding an operation to the contract leaves the others' cases as they were. */
function seedFor(operationId: string): number {
  let hash = SEED;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}

function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `server error: ${res.body.slice(0, 500)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json"))
    return `a ${res.statusCode} that is not JSON (${String(res.headers["content-type"])}): ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} whose body does not parse: ${res.body.slice(0, 200)}`;
  }
  const problem = errorProblem(body);
  return problem ? `a ${res.statusCode} outside the Error shape: ${problem}` : null;
}

describe(`contract fuzzing on ${DATABASE}`, () => {
  let t: TestApp;
  let google: GoogleKeySet;
  let productIds: number[] = [];
  let skus: string[] = [];
  let couponCodes: string[] = [];
  let pincode = "400001";
  let customer: TestUser;
  let customerRow: typeof users.$inferSelect;
  const seen: SeenIds = { orderIds: [], gatewayOrderIds: [] };
  // Answers counted by what was broken and status, printed with FUZZ_SUMMARY=1.
  const tally = new Map<string, Record<number, number>>();
  const validByOperation = new Map<string, Record<number, number>>();

  beforeAll(async () => {
    google = await serveGoogleKeySet();
    t = await startTestApp(DATABASE, { env: google.env });
    const rows = await t.ctx.db.select({ id: products.product_id, sku: products.sku }).from(products);
    productIds = rows.map((row) => row.id).slice(0, 5);
    skus = rows.map((row) => row.sku).slice(0, 5);
    couponCodes = (await t.ctx.db.select({ code: coupons.code }).from(coupons)).map((row) => row.code);
    const [deliverable] = await t.ctx.db.select({ pincode: pincodes.pincode }).from(pincodes).limit(1);
    pincode = deliverable?.pincode ?? pincode;
    customer = await createTestUser(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, customer.user_id));
    if (!row) throw new Error("the customer was not stored");
    customerRow = row;
  });
  afterAll(async () => {
    if (process.env.FUZZ_SUMMARY) {
      console.info("answers by broken part and status:", Object.fromEntries(tally));
      console.info("answers to valid requests by operation:", Object.fromEntries(validByOperation));
    }
    await t?.close();
    await google?.close();
  });

  it.each(operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
    "%s: no 5xx, every 4xx in the Error shape",
    async (_name, op) => {
      // One customer throughout, so an order made while fuzzing checkout is theirs when payment
      // verification is fuzzed; a fresh session per operation, so one operation's logout or password
      // reset does not end the next one's.
      const session = await issueTokens(t.ctx.db, TEST_SECRETS.jwtSecret, customerRow, t.now());
      // An address of their own, so checkout bodies can name one and get as far as pricing and payment.
      const [address] = await t.ctx.db
        .insert(addresses)
        .values({
          main_id: STORE,
          user_id: customer.user_id,
          new_address: "12 Fuzz Lane",
          city: "Mumbai",
          pincode,
        })
        .returning({ id: addresses.id });
      if (!address) throw new Error("could not create the customer's address");
      const hints = storeHints(
        {
          storeId: STORE,
          userId: customer.user_id,
          email: customer.email,
          refreshToken: session.refreshToken,
          addressId: address.id,
          productIds,
          skus,
          couponCodes,
          googleIdToken: await google.idToken(t.now()),
        },
        seen,
      );
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, { prefix: "/api", hints }), async (request) => {
          const res = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...request.headers,
              ...(request.caller === "customer" ? { authorization: `Bearer ${session.accessToken}` } : {}),
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const counts = tally.get(request.broken) ?? {};
          counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
          tally.set(request.broken, counts);
          if (request.broken === "none") {
            const valid = validByOperation.get(op.operationId) ?? {};
            valid[res.statusCode] = (valid[res.statusCode] ?? 0) + 1;
            validByOperation.set(op.operationId, valid);
          }
          if (res.statusCode < 300 && res.body.startsWith("{")) harvestIds(res.json(), seen);
          const problem = problemWith(res);
          if (problem) throw new Error(`${fc.stringify(request)}\n  answered ${res.statusCode}: ${problem}`);
        }),
        { seed: seedFor(op.operationId), numRuns: RUNS },
      );
    },
  );
});
