// CSV export and import of the catalogue (tag admin): the export streams; an import is checked first
// (the dry run's report is kept with the file), then applied by the job runner with progress.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { catalogueImports, jobs } from "../../../db/schema.js";
import { ApiError, conflict, notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { APPLY_CATALOGUE_IMPORT } from "../../../services/catalogue-import/apply-import.js";
import { catalogueRecords } from "../../../services/catalogue-import/catalogue-records.js";
import { CSV_COLUMNS, cellsOf } from "../../../services/catalogue-import/csv-columns.js";
import { planImport } from "../../../services/catalogue-import/plan-import.js";
import { pageOf } from "../paging.js";

type CsvHandlers = Pick<
  Handlers,
  "adminExportCatalogue" | "adminCheckImport" | "adminGetImport" | "adminApplyImport"
>;
type ImportRow = typeof catalogueImports.$inferSelect;

/** Problems kept with the report (the count is always whole). */
const MAX_PROBLEMS = 1000;

function report(row: ImportRow, query: { page?: number; limit?: number } = {}) {
  const { limit, offset } = pageOf(query);
  return {
    id: row.id,
    state: row.state,
    fileName: row.fileName,
    totalRows: row.totalRows,
    validRows: row.validRows,
    toCreate: row.toCreate,
    toUpdate: row.toUpdate,
    processedRows: row.processedRows,
    problems: row.problems,
    rows: row.plan.slice(offset, offset + limit),
    skipInvalid: row.skipInvalid,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

const fileNameOf = (header: unknown) =>
  (typeof header === "string" ? header : "catalogue.csv").replace(/[^\w .()-]/g, "_").slice(0, 200);

export function adminCsvHandlers(ctx: AppContext): CsvHandlers {
  async function findImport(mainId: string, id: number): Promise<ImportRow> {
    const [row] = await ctx.db
      .select()
      .from(catalogueImports)
      .where(and(eq(catalogueImports.id, id), eq(catalogueImports.main_id, mainId)));
    if (!row) throw notFound("No such import.");
    return row;
  }

  return {
    async adminExportCatalogue(req) {
      const mainId = req.mainId;
      async function* rows() {
        for await (const { records } of catalogueRecords(ctx.db, mainId))
          for (const record of records) yield cellsOf(record);
      }
      const day = ctx.clock().toISOString().slice(0, 10);
      req.reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="catalogue-${mainId}-${day}.csv"`)
        .header("cache-control", "no-store");
      const stream = Readable.from(rows()).pipe(stringify({ header: true, columns: [...CSV_COLUMNS] }));
      return stream as never;
    },

    async adminCheckImport(req) {
      const staff = requireStaff(req.staff);
      const text = (req.body as unknown as Buffer).toString("utf8");
      if (text.includes("\u0000"))
        throw new ApiError(
          400,
          "VALIDATION_FAILED",
          "This is not a CSV file we can read: it holds binary data.",
        );
      const plan = await planImport(ctx.db, req.mainId, text);
      const [row] = await ctx.db
        .insert(catalogueImports)
        .values({
          main_id: req.mainId,
          staff_id: staff.staffId,
          fileName: fileNameOf(req.headers["x-file-name"]),
          fileKey: "",
          content: text,
          state: "checked",
          totalRows: plan.totalRows,
          validRows: plan.validRows,
          toCreate: plan.toCreate,
          toUpdate: plan.toUpdate,
          problems: plan.problems.slice(0, MAX_PROBLEMS),
          problemCount: plan.problems.length,
          plan: plan.rows,
        })
        .returning();
      req.reply.code(201);
      return { data: report(row as ImportRow, req.query) };
    },

    async adminGetImport(req) {
      return { data: report(await findImport(req.mainId, req.params.importId), req.query) };
    },

    async adminApplyImport(req) {
      const staff = requireStaff(req.staff);
      const skipInvalid = req.body.skipInvalid === true;
      const row = await ctx.db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(catalogueImports)
          .where(and(eq(catalogueImports.id, req.params.importId), eq(catalogueImports.main_id, req.mainId)))
          .for("update");
        if (!found) throw notFound("No such import.");
        if (found.state !== "checked" && found.state !== "failed")
          throw conflict("This import has already been applied or is being applied.", "IMPORT_NOT_READY");
        if (found.problemCount > 0 && !skipInvalid)
          throw conflict(
            "This file has problems. Fix them and upload it again, or apply its valid rows only.",
            "IMPORT_HAS_ERRORS",
          );
        const [queued] = await tx
          .update(catalogueImports)
          .set({ state: "queued", skipInvalid, processedRows: 0, lastError: null, finishedAt: null })
          .where(eq(catalogueImports.id, found.id))
          .returning();
        await tx.insert(jobs).values({
          name: APPLY_CATALOGUE_IMPORT,
          payload: { importId: found.id },
          runAt: ctx.clock(),
          maxAttempts: 3,
        });
        await recordAudit(tx, staff, {
          action: "catalogue.import.apply",
          entity: "import",
          entityId: found.id,
          after: {
            fileName: found.fileName,
            skipInvalid,
            toCreate: found.toCreate,
            toUpdate: found.toUpdate,
          },
        });
        return queued as ImportRow;
      });
      req.reply.code(202);
      return { data: report(row) };
    },
  };
}
