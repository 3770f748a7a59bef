// Class levels (the enquiry form's "class" choices): list, add, rename, move, Active/Inactive. An
// inactive level stays in the table (old enquiries name it) but the enquiry form no longer offers it.
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { isUniqueViolation } from "../../../db/pg-errors.js";
import { classLevels } from "../../../db/schema.js";
import { badRequest, conflict, notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { changedFields, recordAudit } from "../../../services/audit.js";

type ClassLevelHandlers = Pick<
  Handlers,
  "adminListClassLevels" | "adminCreateClassLevel" | "adminUpdateClassLevel"
>;
type LevelRow = typeof classLevels.$inferSelect;

export const CLASS_LEVEL_NAME_TAKEN = "There is already a class level with this name.";
const nameTaken = () => conflict(CLASS_LEVEL_NAME_TAKEN, "CLASS_LEVEL_TAKEN");

const toLevel = (row: LevelRow) => ({
  id: row.id,
  name: row.name,
  position: row.position,
  active: row.active,
});

function levelValues(body: { name: string; position: number; active: boolean }) {
  const name = body.name.trim().replace(/\s+/g, " ");
  if (!name)
    throw badRequest("Please enter the class level's name.", [{ field: "name", message: "Required" }]);
  return { name, position: body.position, active: body.active };
}

export function adminClassLevelHandlers(ctx: AppContext): ClassLevelHandlers {
  return {
    async adminListClassLevels(req) {
      const rows = await ctx.db
        .select()
        .from(classLevels)
        .where(eq(classLevels.main_id, req.mainId))
        .orderBy(asc(classLevels.position), asc(classLevels.id));
      return { data: rows.map(toLevel) };
    },

    async adminCreateClassLevel(req) {
      const staff = requireStaff(req.staff);
      const values = levelValues(req.body);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const [made] = await tx
            .insert(classLevels)
            .values({ main_id: req.mainId, ...values })
            .returning();
          if (!made) throw new Error("class level insert returned no row");
          await recordAudit(tx, staff, {
            action: "class_level.create",
            entity: "class_level",
            entityId: made.id,
            after: values,
          });
          return made;
        });
        req.reply.code(201);
        return { data: toLevel(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async adminUpdateClassLevel(req) {
      const staff = requireStaff(req.staff);
      const values = levelValues(req.body);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const where = and(eq(classLevels.id, req.params.levelId), eq(classLevels.main_id, req.mainId));
          const [before] = await tx.select().from(classLevels).where(where).for("update");
          if (!before) throw notFound("No such class level.");
          const [after] = await tx.update(classLevels).set(values).where(where).returning();
          if (!after) throw notFound("No such class level.");
          const diff = changedFields(toLevel(before), toLevel(after));
          if (Object.keys(diff.after).length > 0) {
            await recordAudit(tx, staff, {
              action: "class_level.update",
              entity: "class_level",
              entityId: after.id,
              ...diff,
            });
          }
          return after;
        });
        return { data: toLevel(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  };
}
