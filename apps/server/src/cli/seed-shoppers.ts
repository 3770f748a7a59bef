// `cli seed-shoppers --count N`: shopper accounts with a signed-in session each, for load tests and
// demos that need more shoppers than one client may sign up or log in per window (routes/accounts/
// rate-limits.ts). The limits stay as they are: this runs with the database's own credentials, which
// can write any account anyway, and issues sessions exactly as login does (services/tokens.ts), so the
// tokens refresh, expire and log out like any other.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import type { Env } from "../config/env.js";
import { resolveSecrets } from "../config/secrets.js";
import type { Database, Db } from "../db/database.js";
import { isUniqueViolation } from "../db/pg-errors.js";
import { users } from "../db/schema.js";
import { hashPassword } from "../services/passwords.js";
import { issueTokens } from "../services/tokens.js";

export const MAX_SHOPPERS = 10_000;

export interface SeededShopper {
  user_id: number;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Creates `count` accounts named `<prefix>-<n>@example.com` and signs each in. They have no usable
 * password: it is random and never shown (as for a Google sign-in), so one scrypt hash serves the
 * batch instead of `count` hashes, and the printed tokens are the only way in.
 */
export async function seedShoppers(
  db: Db,
  jwtSecret: string,
  options: { mainId: string; count: number; prefix: string; now: Date },
): Promise<SeededShopper[]> {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const rows = Array.from({ length: options.count }, (_, i) => ({
    main_id: options.mainId,
    email: `${options.prefix}-${i + 1}@example.com`.toLowerCase(),
    full_name: `Shopper ${i + 1}`,
    passwordHash,
  }));
  // All or none, so a prefix already taken leaves no half batch behind. One statement per thousand
  // rows keeps each under PostgreSQL's 65,535 bind parameters.
  const created = await db.transaction(async (tx) => {
    const made: { user_id: number; main_id: string; email: string }[] = [];
    for (let at = 0; at < rows.length; at += 1000) {
      made.push(
        ...(await tx
          .insert(users)
          .values(rows.slice(at, at + 1000))
          .returning({ user_id: users.user_id, main_id: users.main_id, email: users.email })),
      );
    }
    return made;
  });
  const shoppers: SeededShopper[] = [];
  for (const user of created) {
    const tokens = await issueTokens(db, jwtSecret, user, options.now);
    shoppers.push({ user_id: user.user_id, email: user.email, ...tokens });
  }
  return shoppers;
}

/** The command: parses its arguments, seeds, and returns what cli.ts prints as one JSON line. */
export async function seedShoppersCommand(
  database: Database,
  args: string[],
  mainId: string,
  env: Env,
  usageError: new (message: string) => Error,
): Promise<{ shoppers: SeededShopper[] }> {
  const { values } = parseArgs({
    args,
    options: { count: { type: "string" }, prefix: { type: "string" } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_SHOPPERS) {
    throw new usageError(`--count must be a whole number from 1 to ${MAX_SHOPPERS}`);
  }
  const prefix = values.prefix ?? `shopper-${Date.now().toString(36)}`;
  if (!/^[a-z0-9][a-z0-9._-]{0,40}$/i.test(prefix)) {
    throw new usageError("--prefix must be 1-41 letters, digits, dots, dashes or underscores");
  }
  const { jwtSecret } = resolveSecrets(env);
  try {
    return {
      shoppers: await seedShoppers(database.db, jwtSecret, { mainId, count, prefix, now: new Date() }),
    };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new usageError(`Accounts named ${prefix}-N@example.com exist already: pick another --prefix`);
    throw error;
  }
}
