// Dashboard and reports (tag admin): the landing figures for every member; the sales report and the
// month's GSTR-1 for owners (the contract's `staffAuth: [owner]`, checked before these run).
import { Readable } from "node:stream";
import { GSTR1_HEADERS, gstr1SheetRows } from "@henna/domain/gstr1-sheets";
import { stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../../context.js";
import type { Handlers } from "../../../http/operation-types.js";
import { loadDashboard } from "./dashboard.js";
import { monthReturn, reportMonth, toSummary } from "./gstr1-report.js";
import { SALES_COLUMNS, salesRange, salesRows } from "./sales-report.js";

type ReportsHandlers = Pick<
  Handlers,
  "adminDashboard" | "adminSalesReport" | "adminGstr1Summary" | "adminGstr1Sheet"
>;

function csvReply(reply: FastifyReply, fileName: string): void {
  reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store");
}

export function adminReportsHandlers(ctx: AppContext): ReportsHandlers {
  return {
    async adminDashboard(req) {
      req.reply.header("cache-control", "no-store");
      return { data: await loadDashboard(ctx.db, req.mainId, ctx.clock()) };
    },

    async adminSalesReport(req) {
      const { from, to } = req.query;
      const range = salesRange(from, to);
      const mainId = req.mainId;
      async function* rows() {
        yield [...SALES_COLUMNS];
        yield* salesRows(ctx.db, mainId, range);
      }
      csvReply(req.reply, `sales-${mainId}-${from}-to-${to}.csv`);
      return Readable.from(rows()).pipe(stringify()) as never;
    },

    async adminGstr1Summary(req) {
      const month = reportMonth(req.query.month, ctx.clock());
      const { store, result } = await monthReturn(ctx.db, req.mainId, month);
      req.reply.header("cache-control", "no-store");
      return { data: toSummary(month.month, store, result) };
    },

    async adminGstr1Sheet(req) {
      const month = reportMonth(req.query.month, ctx.clock());
      const sheet = req.params.sheet;
      const { result } = await monthReturn(ctx.db, req.mainId, month);
      csvReply(req.reply, `gstr1-${month.month}-${sheet}.csv`);
      return stringifySync([[...GSTR1_HEADERS[sheet]], ...gstr1SheetRows(result, sheet)]) as never;
    },
  };
}
