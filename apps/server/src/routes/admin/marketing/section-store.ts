// The writes every home-page list shares: add (last in the order), change, delete and reorder, each
// one transaction with its audit entry. The handlers invalidate the catalogue cache after the commit,
// so the shop's next page load shows the change (other instances within the cache's 2 s recheck).
import { isCompleteOrder, REORDER_MISMATCH } from "@henna/domain/marketing";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../../../db/database.js";
import { isUniqueViolation } from "../../../db/pg-errors.js";
import type { sliders } from "../../../db/schema.js";
import { ApiError, conflict, invalid } from "../../../http/api-error.js";
import type { StaffCaller } from "../../../http/operation-types.js";
import { changedFields, recordAudit } from "../../../services/audit.js";
import { CATEGORY_INDEX, problemsToErrors, type Section } from "./sections.js";

// Every section's table has these columns; drizzle's types cannot say so over a union of tables.
type Common = typeof sliders;
interface Row {
  id: number;
  position: number;
}

export function sectionStore<R extends Row, Item, Input>(db: Db, section: Section<R, Item, Input>) {
  const table = section.table as unknown as Common;
  const notFound = () => new ApiError(404, "NOT_FOUND", section.notFound);
  const rowsOf = (tx: DbOrTransaction, mainId: string) =>
    tx
      .select()
      .from(table)
      .where(eq(table.main_id, mainId))
      .orderBy(asc(table.position), asc(table.id)) as unknown as Promise<R[]>;
  const lockRow = async (tx: DbOrTransaction, mainId: string, id: number) => {
    const [row] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.main_id, mainId), eq(table.id, id)))
      .for("update")) as unknown as R[];
    if (!row) throw notFound();
    return row;
  };
  const itemOf = async (tx: DbOrTransaction, mainId: string, row: R) =>
    (await section.items(tx, mainId, [row]))[0] as Item;
  // Two saves of one category key racing past the check meet the unique index: the same 409.
  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, CATEGORY_INDEX))
        throw conflict("There is already a category with this key.", "CATEGORY_TAKEN");
      throw error;
    }
  };
  const action = (verb: string) => `${section.entity}.${verb}`;

  return {
    async list(mainId: string): Promise<Item[]> {
      return section.items(db, mainId, await rowsOf(db, mainId));
    },

    create(staff: StaffCaller, input: Input): Promise<Item> {
      return saving(() =>
        db.transaction(async (tx) => {
          problemsToErrors(section.validate(input));
          const columns = await section.columns(tx, staff.mainId, input, null);
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${table.position}), 0)::int` })
            .from(table)
            .where(eq(table.main_id, staff.mainId));
          const [row] = (await tx
            .insert(table)
            .values({ ...columns, main_id: staff.mainId, position: (last?.n ?? 0) + 1 } as never)
            .returning()) as unknown as R[];
          const item = await itemOf(tx, staff.mainId, row as R);
          await recordAudit(tx, staff, {
            action: action("create"),
            entity: section.entity,
            entityId: (row as R).id,
            after: item,
          });
          return item;
        }),
      );
    },

    update(staff: StaffCaller, id: number, input: Input): Promise<Item> {
      return saving(() =>
        db.transaction(async (tx) => {
          const before = await lockRow(tx, staff.mainId, id);
          problemsToErrors(section.validate(input));
          const columns = await section.columns(tx, staff.mainId, input, before);
          const [row] = (await tx
            .update(table)
            .set(columns as never)
            .where(eq(table.id, id))
            .returning()) as unknown as R[];
          const was = await itemOf(tx, staff.mainId, before);
          const now = await itemOf(tx, staff.mainId, row as R);
          await recordAudit(tx, staff, {
            action: action("update"),
            entity: section.entity,
            entityId: id,
            ...changedFields(was as Record<string, unknown>, now as Record<string, unknown>),
          });
          return now;
        }),
      );
    },

    remove(staff: StaffCaller, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const row = await lockRow(tx, staff.mainId, id);
        await section.beforeDelete?.(tx, staff.mainId, row);
        const before = await itemOf(tx, staff.mainId, row);
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, staff, {
          action: action("delete"),
          entity: section.entity,
          entityId: id,
          before,
        });
      });
    },

    reorder(staff: StaffCaller, ids: readonly number[]): Promise<Item[]> {
      return db.transaction(async (tx) => {
        // Locked in one statement, so two reorders of one list never interleave.
        const rows = (await tx
          .select()
          .from(table)
          .where(eq(table.main_id, staff.mainId))
          .orderBy(asc(table.position), asc(table.id))
          .for("update")) as unknown as R[];
        const was = rows.map((row) => row.id);
        if (!isCompleteOrder(ids, was)) throw invalid([{ field: "body.ids", message: REORDER_MISMATCH }]);
        for (const [index, id] of ids.entries()) {
          const row = rows.find((candidate) => candidate.id === id) as R;
          if (row.position !== index + 1)
            await tx
              .update(table)
              .set({ position: index + 1 })
              .where(eq(table.id, id));
        }
        await recordAudit(tx, staff, {
          action: action("reorder"),
          entity: section.entity,
          entityId: "order",
          before: { ids: was },
          after: { ids: [...ids] },
        });
        return section.items(tx, staff.mainId, await rowsOf(tx, staff.mainId));
      });
    },
  };
}
