import { payButtonConfigs } from "@henna/domain/pay-buttons";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { buttons, outboxMails, pageMetas, payButtons } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import type { Handlers } from "../../http/operation-types.js";
import { readOutbox } from "../../services/mailer.js";
import { storeMeta } from "../../services/store-meta.js";
import { loadStore } from "../../services/store-row.js";

export type SettingsHandlers = Pick<
  Handlers,
  "listButtons" | "listPayButtons" | "getPageMeta" | "getHealth" | "listDevOutbox"
>;

/** The contract's cap on one outbox answer. */
const OUTBOX_LIMIT = 100;

export function settingsHandlers(ctx: AppContext): SettingsHandlers {
  const { db } = ctx;
  return {
    async listButtons(req) {
      const rows = await db
        .select({ button_id: buttons.button_id, default: buttons.default })
        .from(buttons)
        .where(eq(buttons.main_id, req.mainId))
        .orderBy(asc(buttons.id));
      return { isError: false as const, data: rows };
    },

    async listPayButtons(req) {
      const rows = await db
        .select({ name: payButtons.name, enabled: payButtons.enabled, position: payButtons.position })
        .from(payButtons)
        .where(eq(payButtons.main_id, req.mainId))
        .orderBy(asc(payButtons.position), asc(payButtons.id));
      return { isError: false as const, data: payButtonConfigs(rows) };
    },

    async getPageMeta(req) {
      const [store, routes] = await Promise.all([
        loadStore(db, req.mainId),
        db
          .select({ route: pageMetas.route, title: pageMetas.title, description: pageMetas.description })
          .from(pageMetas)
          .where(eq(pageMetas.main_id, req.mainId))
          .orderBy(asc(pageMetas.route)),
      ]);
      return {
        isError: false as const,
        data: {
          ...storeMeta(store),
          routes,
        },
      };
    },

    async getHealth() {
      try {
        await db.execute(sql`SELECT 1`);
      } catch (error) {
        ctx.log.error({ err: error }, "health check: database not answering");
        throw new ApiError(503, "INTERNAL", "The database is not answering.");
      }
      return { status: "ok" as const };
    },

    async listDevOutbox(req) {
      // With SMTP_URL set mail really goes out: the outbox rows are then a delivery queue, not a mailbox.
      if (ctx.mailer.kind !== "outbox") return { data: [] };
      const to = req.query.to;
      if (to !== undefined) return { data: await readOutbox(db, req.mainId, to, OUTBOX_LIMIT) };
      const rows = await db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.main_id, req.mainId), eq(outboxMails.kind, "mail")))
        .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
        .limit(OUTBOX_LIMIT);
      return {
        data: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
