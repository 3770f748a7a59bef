// Accounts for tests, created straight in the database (the sign-up flow has its own tests), with a
// real token pair issued the way login issues it.
import { users } from "../db/schema.js";
import { hashPassword } from "../services/passwords.js";
import { issueTokens } from "../services/tokens.js";
import { TEST_SECRETS, type TestApp } from "./http-app.js";

export interface TestUser {
  user_id: number;
  email: string;
  full_name: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;
let cachedHash: Promise<string> | undefined;

export async function createTestUser(
  t: TestApp,
  overrides: { email?: string; full_name?: string; mobile?: string; main_id?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const password = "secret123";
  cachedHash ??= hashPassword(password);
  const email = (overrides.email ?? `shopper${counter}-${Date.now()}@example.com`).toLowerCase();
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      main_id: overrides.main_id ?? "demo-store",
      email,
      full_name: overrides.full_name ?? `Test Shopper ${counter}`,
      mobile: overrides.mobile ?? "9876543210",
      passwordHash: await cachedHash,
    })
    .returning();
  if (!row) throw new Error("could not create test user");
  const tokens = await issueTokens(t.ctx.db, TEST_SECRETS.jwtSecret, row, t.now());
  return { user_id: row.user_id, email, full_name: row.full_name, password, ...tokens };
}
