// Staff accounts: made by the command line (the first owner) or an owner's invitation, each with a
// one-time set-password link; sign-in, refresh and logout with tokens of the admin audience.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../../db/database.js";
import {
  type StaffRole,
  staffMembers,
  staffPasswordTokens,
  staffRefreshTokens,
  staffSessions,
} from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { STAFF_TOKEN_AUDIENCE, signAccessToken } from "../../http/jwt.js";
import { enqueueMail } from "../outbox/enqueue.js";
import { hashPassword } from "../passwords.js";
import { ACCESS_TTL_SECONDS, sha256 } from "../tokens.js";
import { adminLinkUrl, newLinkToken } from "./link-tokens.js";
import { endOwnerSetupLinks } from "./owner-setup-links.js";
import { STAFF_IDLE_MS, STAFF_SESSION_ENDED_MESSAGE } from "./staff-gate.js";

export const SET_PASSWORD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = 12 * 60 * 60 * 1000;

export type StaffRow = typeof staffMembers.$inferSelect;

export function toStaffMember(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

export async function findLiveStaff(db: DbOrTransaction, mainId: string, email: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.main_id, mainId),
        eq(staffMembers.email, normalizeStaffEmail(email)),
        isNull(staffMembers.removedAt),
      ),
    );
  return row ?? null;
}

/** A new member (409 EMAIL_TAKEN when the e-mail is already on the staff) and a set-password token. */
export async function createStaffMember(
  db: DbOrTransaction,
  input: { mainId: string; email: string; name?: string; role: StaffRole; invitedBy?: number | null },
  now: Date,
  password?: string,
): Promise<{ member: StaffRow; setPasswordToken: string | null }> {
  const email = normalizeStaffEmail(input.email);
  if (await findLiveStaff(db, input.mainId, email))
    throw new ApiError(409, "EMAIL_TAKEN", "This e-mail is already on the staff.");
  const [member] = await db
    .insert(staffMembers)
    .values({
      main_id: input.mainId,
      email,
      name: input.name?.trim() ?? "",
      role: input.role,
      invitedBy: input.invitedBy ?? null,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  if (!member) throw new Error("staff insert returned no row");
  // An owner now exists: the store's first-owner setup links die with it.
  if (member.role === "owner") await endOwnerSetupLinks(db, input.mainId, now);
  const setPasswordToken = password ? null : await makeSetPasswordToken(db, member.id, now);
  return { member, setPasswordToken };
}

export async function makeSetPasswordToken(db: DbOrTransaction, staffId: number, now: Date): Promise<string> {
  const { token, stored } = newLinkToken(now, SET_PASSWORD_LINK_TTL_MS);
  await db.insert(staffPasswordTokens).values({ ...stored, staff_id: staffId });
  return token;
}

export const setPasswordUrl = (baseUrl: string, token: string) =>
  adminLinkUrl(baseUrl, "set-password", token);

export async function mailInvitation(
  db: DbOrTransaction,
  mainId: string,
  member: StaffRow,
  link: string,
  storeName: string,
): Promise<void> {
  await enqueueMail(db, mainId, {
    to: member.email,
    subject: `You are invited to the ${storeName} back office`,
    text: `Hello${member.name ? ` ${member.name}` : ""},\n\nYou have been added to the ${storeName} back office as ${member.role}. Choose your password here (the link works once, for 7 days):\n\n${link}\n`,
  });
}

export const INVALID_LINK_MESSAGE = "This link is not valid any more. Ask the store owner for a new one.";

/** Spends a set-password token and sets the member's password. */
export async function setStaffPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffPasswordTokens.tokenHash, sha256(token)),
          isNull(staffPasswordTokens.usedAt),
          gt(staffPasswordTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: staffPasswordTokens.staff_id });
    if (!spent) return false;
    const updated = await tx
      .update(staffMembers)
      .set({ passwordHash: hash, updatedAt: now })
      .where(and(eq(staffMembers.id, spent.staffId), isNull(staffMembers.removedAt)))
      .returning({ id: staffMembers.id });
    return updated.length > 0;
  });
  if (!done) throw new ApiError(400, "INVALID_LINK", INVALID_LINK_MESSAGE);
}

async function issueStaffPair(
  db: DbOrTransaction,
  jwtSecret: string,
  member: StaffRow,
  sessionId: string,
  now: Date,
) {
  const refreshToken = randomBytes(32).toString("base64url");
  await db.insert(staffRefreshTokens).values({
    tokenHash: sha256(refreshToken),
    session_id: sessionId,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  });
  const accessToken = await signAccessToken(
    { sub: String(member.id), store: member.main_id, sid: sessionId },
    jwtSecret,
    Math.floor(now.getTime() / 1000),
    ACCESS_TTL_SECONDS,
    STAFF_TOKEN_AUDIENCE,
  );
  return { accessToken, refreshToken, expiresIn: ACCESS_TTL_SECONDS, staff: toStaffMember(member) };
}

/** A new staff session and its first token pair (the password was checked by the caller). */
export async function startStaffSession(db: Db, jwtSecret: string, member: StaffRow, now: Date) {
  return db.transaction(async (tx) => {
    const sessionId = randomUUID();
    await tx
      .insert(staffSessions)
      .values({ id: sessionId, main_id: member.main_id, staff_id: member.id, lastSeenAt: now });
    return issueStaffPair(tx, jwtSecret, member, sessionId, now);
  });
}

/** Rotates a refresh token of a live, recently used session (401 INVALID_REFRESH_TOKEN otherwise). */
export async function refreshStaffSession(
  db: Db,
  jwtSecret: string,
  mainId: string,
  token: string,
  now: Date,
) {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refresh: staffRefreshTokens, session: staffSessions, member: staffMembers })
      .from(staffRefreshTokens)
      .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.session_id))
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staff_id))
      .where(eq(staffRefreshTokens.tokenHash, sha256(token)))
      .for("update", { of: staffRefreshTokens });
    if (!row || row.session.main_id !== mainId) return null;
    const { refresh, session, member } = row;
    const usable =
      refresh.revokedAt === null &&
      refresh.expiresAt.getTime() > now.getTime() &&
      session.endedAt === null &&
      member.removedAt === null &&
      now.getTime() - session.lastSeenAt.getTime() <= STAFF_IDLE_MS;
    if (!usable) {
      // A replayed (already rotated) token means a copy is elsewhere: that sign-in ends.
      if (refresh.revokedAt !== null)
        await tx.update(staffSessions).set({ endedAt: now }).where(eq(staffSessions.id, session.id));
      return { ended: session.id };
    }
    // A refresh is not activity: the app refreshes on its own (the orders badge polls), and an idle
    // session must still end after 30 minutes.
    await tx.update(staffRefreshTokens).set({ revokedAt: now }).where(eq(staffRefreshTokens.id, refresh.id));
    return { pair: await issueStaffPair(tx, jwtSecret, member, session.id, now) };
  });
  if (!result?.pair) {
    const error = new ApiError(401, "INVALID_REFRESH_TOKEN", STAFF_SESSION_ENDED_MESSAGE);
    throw Object.assign(error, { endedSession: result?.ended ?? null });
  }
  return result.pair;
}
