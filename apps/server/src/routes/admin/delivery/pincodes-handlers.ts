// The pincode list: one page at a time (a store may list thousands), each row with its distance from
// the office and whether an Active distance band holds it; add one or many pasted at once; switch a
// pincode Active or Inactive. Writes are audited in their transaction and invalidate the catalogue
// cache like every setting the shop reads.
import { and, asc, count, eq, inArray, like, type SQL } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { pincodes } from "../../../db/schema.js";
import { ApiError, notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { escapeLike, pageOf } from "../paging.js";
import { activeBandsOf, adminPincode, readBands, readOffice } from "./delivery-view.js";

const PINCODE = /^[1-9][0-9]{5}$/;
/** How many refused entries the message names before "and N more". */
const NAMED = 5;

export const PINCODE_NOT_FOUND = "No such pincode.";

/** The message for pasted entries that are not pincodes. */
export function notPincodesMessage(bad: string[]): string {
  const named = bad
    .slice(0, NAMED)
    .map((entry) => `"${entry}"`)
    .join(", ");
  const more = bad.length > NAMED ? ` and ${bad.length - NAMED} more` : "";
  return `Not 6-digit pincodes: ${named}${more}. Nothing was added.`;
}

type PincodeHandlers = Pick<Handlers, "adminListPincodes" | "adminAddPincodes" | "adminUpdatePincode">;

export function adminPincodeHandlers(ctx: AppContext): PincodeHandlers {
  async function placing(mainId: string) {
    const [office, { bands }] = [await readOffice(ctx.db, mainId), await readBands(ctx.db, mainId)];
    return { office, ranges: activeBandsOf(bands) };
  }

  return {
    async adminListPincodes(req) {
      const { page, limit, offset } = pageOf(req.query);
      const where: SQL[] = [eq(pincodes.main_id, req.mainId)];
      const q = req.query.q?.trim();
      if (q) where.push(like(pincodes.pincode, `${escapeLike(q)}%`));
      if (req.query.status) where.push(eq(pincodes.status, req.query.status));
      const filter = and(...where);
      const [rows, [total], { office, ranges }] = [
        await ctx.db
          .select({ id: pincodes.id, pincode: pincodes.pincode, status: pincodes.status })
          .from(pincodes)
          .where(filter)
          .orderBy(asc(pincodes.pincode), asc(pincodes.id))
          .limit(limit)
          .offset(offset),
        await ctx.db.select({ n: count() }).from(pincodes).where(filter),
        await placing(req.mainId),
      ];
      return {
        data: rows.map((row) => adminPincode(row, office, ranges)),
        page,
        limit,
        total: total?.n ?? 0,
      };
    },

    async adminAddPincodes(req) {
      const staff = requireStaff(req.staff);
      const entries = [
        ...new Set(req.body.pincodes.map((entry) => entry.replace(/\s/g, "")).filter(Boolean)),
      ];
      const bad = entries.filter((entry) => !PINCODE.test(entry));
      if (entries.length === 0 || bad.length > 0) {
        const message = entries.length === 0 ? "Enter at least one pincode." : notPincodesMessage(bad);
        throw new ApiError(400, "VALIDATION_FAILED", message, [{ field: "pincodes", message }]);
      }
      const status = req.body.status ?? "Active";
      const added = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .insert(pincodes)
          .values(entries.map((pincode) => ({ main_id: req.mainId, pincode, status })))
          .onConflictDoNothing()
          .returning({ pincode: pincodes.pincode });
        const made = rows.map((row) => row.pincode).sort();
        if (made.length > 0) {
          await recordAudit(tx, staff, {
            action: "pincode.add",
            entity: "pincode",
            entityId: made.length === 1 ? (made[0] ?? "") : `${made.length} pincodes`,
            after: { pincodes: made, status },
          });
        }
        return made;
      });
      if (added.length > 0) await ctx.cache.invalidate(req.mainId);
      const fresh = new Set(added);
      return { added, existing: entries.filter((entry) => !fresh.has(entry)).sort() };
    },

    async adminUpdatePincode(req) {
      const staff = requireStaff(req.staff);
      const row = await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(pincodes)
          .where(and(eq(pincodes.id, req.params.pincodeId), eq(pincodes.main_id, req.mainId)))
          .for("update");
        if (!before) throw notFound(PINCODE_NOT_FOUND);
        if (before.status === req.body.status) return before;
        const [after] = await tx
          .update(pincodes)
          .set({ status: req.body.status })
          .where(inArray(pincodes.id, [before.id]))
          .returning();
        await recordAudit(tx, staff, {
          action: "pincode.status",
          entity: "pincode",
          entityId: before.pincode,
          before: { status: before.status },
          after: { status: req.body.status },
        });
        return after ?? before;
      });
      await ctx.cache.invalidate(req.mainId);
      const { office, ranges } = await placing(req.mainId);
      return { data: adminPincode(row, office, ranges) };
    },
  };
}
