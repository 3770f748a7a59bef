// Back-office sign-in, refresh, logout, set-password and "who am I" (tag admin).
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { staffMembers } from "../../../db/schema.js";
import { ApiError } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { missingAccountHash, verifyPassword } from "../../../services/passwords.js";
import { limitsFor } from "../../../services/rate-limits.js";
import {
  findLiveStaff,
  normalizeStaffEmail,
  refreshStaffSession,
  setStaffPassword,
  startStaffSession,
  toStaffMember,
} from "../../../services/staff/staff-accounts.js";
import { endStaffSessions } from "../../../services/staff/staff-gate.js";

export const STAFF_INVALID_CREDENTIALS = "Wrong e-mail or password.";
export const STAFF_SIGNED_OUT = "Signed out.";
export const STAFF_PASSWORD_SET = "Your password is set. You can sign in now.";

type AuthHandlers = Pick<
  Handlers,
  "adminLogin" | "adminRefresh" | "adminLogout" | "adminSetPassword" | "adminMe"
>;

export function adminAuthHandlers(ctx: AppContext): AuthHandlers {
  return {
    async adminLogin(req) {
      const email = normalizeStaffEmail(req.body.email);
      // The customer login's limits, on keys of their own (a staff e-mail is not a shopper's).
      await ctx.rateLimiter.hit(
        limitsFor("login", req.mainId, `staff:${email}`, req.raw).map((limit) => ({
          ...limit,
          key: `staff-${limit.key}`,
        })),
        ctx.clock(),
      );
      const member = await findLiveStaff(ctx.db, req.mainId, email);
      // A missing member or one without a password still costs one scrypt: the time tells nothing.
      const matches = await verifyPassword(req.body.password, member?.passwordHash ?? missingAccountHash());
      if (!member?.passwordHash || !matches)
        throw new ApiError(401, "INVALID_CREDENTIALS", STAFF_INVALID_CREDENTIALS);
      return startStaffSession(ctx.db, ctx.secrets.jwtSecret, member, ctx.clock());
    },

    async adminRefresh(req) {
      try {
        return await refreshStaffSession(
          ctx.db,
          ctx.secrets.jwtSecret,
          req.mainId,
          req.body.refreshToken,
          ctx.clock(),
        );
      } catch (error) {
        const ended = (error as { endedSession?: string | null }).endedSession;
        if (ended) ctx.staffGate.forget([ended]);
        throw error;
      }
    },

    async adminLogout(req) {
      const staff = requireStaff(req.staff);
      if (staff.sessionId) {
        ctx.staffGate.forget(await endStaffSessions(ctx.db, { sessionId: staff.sessionId }, ctx.clock()));
      }
      return { success: true, message: STAFF_SIGNED_OUT };
    },

    async adminSetPassword(req) {
      // Each try costs a hash: limited like a password reset, per client address.
      await ctx.rateLimiter.hit(
        limitsFor("reset", req.mainId, "staff-link", req.raw).map((limit) => ({
          ...limit,
          key: `staff-${limit.key}`,
        })),
        ctx.clock(),
      );
      await setStaffPassword(ctx.db, req.body.token, req.body.password, ctx.clock());
      return { success: true, message: STAFF_PASSWORD_SET };
    },

    async adminMe(req) {
      const staff = requireStaff(req.staff);
      if (staff.staffId === null)
        throw new ApiError(404, "NOT_FOUND", "The automation token is not a member.");
      const [row] = await ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staff.staffId));
      if (!row) throw new ApiError(404, "NOT_FOUND", "Not found");
      return { data: toStaffMember(row) };
    },
  };
}
