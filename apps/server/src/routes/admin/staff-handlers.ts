// Staff management and the audit log (owners only; bindOperations enforces the role).
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { auditLog, staffMembers } from "../../db/schema.js";
import { conflict, notFound } from "../../http/api-error.js";
import type { Handlers } from "../../http/operation-types.js";
import { recordAudit } from "../../services/audit.js";
import {
  createStaffMember,
  mailInvitation,
  setPasswordUrl,
  toStaffMember,
} from "../../services/staff/staff-accounts.js";
import { endStaffSessions } from "../../services/staff/staff-gate.js";
import { storeName } from "../../services/store-name.js";
import { dayRange, escapeLike, pageOf } from "./paging.js";
import { requireStaff } from "./staff-caller.js";

export const STAFF_REMOVED = "Removed from the staff.";

type StaffHandlers = Pick<
  Handlers,
  "adminListStaff" | "adminInviteStaff" | "adminRemoveStaff" | "adminListAudit"
>;

export function adminStaffHandlers(ctx: AppContext): StaffHandlers {
  return {
    async adminListStaff(req) {
      const rows = await ctx.db
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.main_id, req.mainId), isNull(staffMembers.removedAt)))
        .orderBy(desc(staffMembers.role), asc(staffMembers.email));
      return { data: rows.map(toStaffMember) };
    },

    async adminInviteStaff(req) {
      const staff = requireStaff(req.staff);
      // PUBLIC_URL when set: the Host header is the caller's to choose, a mailed link must not be.
      const origin = ctx.env.publicUrl ?? `${req.raw.protocol}://${req.raw.host}`;
      const { member, link } = await ctx.db.transaction(async (tx) => {
        const made = await createStaffMember(
          tx,
          {
            mainId: req.mainId,
            email: req.body.email,
            name: req.body.name,
            role: req.body.role,
            invitedBy: staff.staffId,
          },
          ctx.clock(),
        );
        const url = setPasswordUrl(origin, made.setPasswordToken ?? "");
        await mailInvitation(tx, req.mainId, made.member, url, await storeName(tx, req.mainId));
        await recordAudit(tx, staff, {
          action: "staff.invite",
          entity: "staff",
          entityId: made.member.id,
          after: { email: made.member.email, name: made.member.name, role: made.member.role },
        });
        return { member: made.member, link: url };
      });
      req.reply.code(201);
      return { data: toStaffMember(member), setPasswordUrl: link };
    },

    async adminRemoveStaff(req) {
      const staff = requireStaff(req.staff);
      const ended = await ctx.db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(staffMembers)
          .where(
            and(
              eq(staffMembers.id, req.params.staffId),
              eq(staffMembers.main_id, req.mainId),
              isNull(staffMembers.removedAt),
            ),
          )
          .for("update");
        if (!member) throw notFound("No such staff member.");
        if (member.id === staff.staffId) throw conflict("You cannot remove yourself.", "LAST_OWNER");
        if (member.role === "owner") {
          const [owners] = await tx
            .select({ n: count() })
            .from(staffMembers)
            .where(
              and(
                eq(staffMembers.main_id, req.mainId),
                eq(staffMembers.role, "owner"),
                isNull(staffMembers.removedAt),
              ),
            );
          if ((owners?.n ?? 0) <= 1) throw conflict("The store needs at least one owner.", "LAST_OWNER");
        }
        const now = ctx.clock();
        await tx
          .update(staffMembers)
          .set({ removedAt: now, updatedAt: now })
          .where(eq(staffMembers.id, member.id));
        const sessions = await endStaffSessions(tx, { staffId: member.id }, now);
        await recordAudit(tx, staff, {
          action: "staff.remove",
          entity: "staff",
          entityId: member.id,
          before: { email: member.email, name: member.name, role: member.role },
        });
        return sessions;
      });
      ctx.staffGate.forget(ended);
      return { success: true, message: STAFF_REMOVED };
    },

    async adminListAudit(req) {
      const { page, limit, offset } = pageOf(req.query);
      const where: SQL[] = [eq(auditLog.main_id, req.mainId)];
      if (req.query.staff_id) where.push(eq(auditLog.staff_id, req.query.staff_id));
      if (req.query.entity) where.push(eq(auditLog.entity, req.query.entity));
      const { q } = req.query;
      if (q) {
        const term = `%${escapeLike(q)}%`;
        const match = or(
          ilike(auditLog.action, term),
          ilike(auditLog.entity_id, term),
          ilike(auditLog.actor, term),
        );
        if (match) where.push(match);
      }
      const range = dayRange(req.query.from, req.query.to);
      if (range.from) where.push(gte(auditLog.createdAt, range.from));
      if (range.to) where.push(lt(auditLog.createdAt, range.to));
      const filter = and(...where);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(auditLog).where(filter),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          staff_id: row.staff_id,
          actor: row.actor,
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        page,
        limit,
        total: total?.n ?? 0,
      };
    },
  };
}
