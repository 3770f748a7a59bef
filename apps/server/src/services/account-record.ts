// The stored login record (spec §3) as every accounts answer returns it, and the account lookups the
// handlers share.
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../db/database.js";
import { users } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";

export type UserRow = typeof users.$inferSelect;

export interface UserRecord {
  user_id: number;
  id: number;
  full_name: string;
  name: string;
  email: string;
  mobile: string;
  user_gstNo: string;
  language: "en" | "hi";
}

export function toUserRecord(row: UserRow): UserRecord {
  return {
    user_id: row.user_id,
    id: row.user_id,
    full_name: row.full_name,
    name: row.full_name,
    email: row.email,
    mobile: row.mobile,
    user_gstNo: row.user_gstNo,
    language: row.language,
  };
}

/** E-mails are stored lower-cased and trimmed, so 'Asha@X.in ' and 'asha@x.in' are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: DbOrTransaction,
  mainId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.main_id, mainId), eq(users.email, email)));
  return row;
}

export async function findUserById(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.main_id, mainId), eq(users.user_id, userId)));
  return row;
}

/** §4 App start: the browser deletes its login record when the message is exactly 'User not found'. */
export const userNotFound = () => new ApiError(404, "USER_NOT_FOUND", "User not found");
