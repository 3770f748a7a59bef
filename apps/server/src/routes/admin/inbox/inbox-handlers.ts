// The back office's inbox: leads, contact messages, enquiries and quote requests in one list with a
// status (new, contacted, closed) and the team's note, and a reply by e-mail. The reply is written to
// the outbox in the same transaction as its audit entry and the status change, so a reply is either
// all recorded and sent, or none of it.
import type { AppContext } from "../../../context.js";
import type { DbOrTransaction } from "../../../db/database.js";
import { ApiError, notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { changedFields, recordAudit } from "../../../services/audit.js";
import { enqueueMail } from "../../../services/outbox/enqueue.js";
import { storeName } from "../../../services/store-name.js";
import { pageOf } from "../paging.js";
import {
  type InboxItem,
  type InboxKind,
  loadInboxItems,
  pageOfInbox,
  updateInboxRow,
} from "./inbox-sources.js";

type InboxHandlers = Pick<Handlers, "adminListInbox" | "adminUpdateInboxItem" | "adminReplyInboxItem">;

export const INBOX_ITEM_NOT_FOUND = "No such message in the inbox.";
export const NO_EMAIL_TO_REPLY =
  "This message has no e-mail address to reply to. Please call the sender instead.";
export const REPLY_QUEUED = "Reply sent.";

const auditState = (item: InboxItem) => ({ status: item.status, note: item.note });

export function adminInboxHandlers(ctx: AppContext): InboxHandlers {
  async function findItem(db: DbOrTransaction, mainId: string, kind: InboxKind, id: number) {
    const [item] = await loadInboxItems(db, mainId, [{ kind, id }]);
    if (!item) throw notFound(INBOX_ITEM_NOT_FOUND);
    return item;
  }

  return {
    async adminListInbox(req) {
      const { page, limit, offset } = pageOf(req.query);
      const { keys, total } = await pageOfInbox(ctx.db, req.mainId, req.query, limit, offset);
      return { data: await loadInboxItems(ctx.db, req.mainId, keys), page, limit, total };
    },

    async adminUpdateInboxItem(req) {
      const staff = requireStaff(req.staff);
      const { kind, itemId } = req.params;
      const data = await ctx.db.transaction(async (tx) => {
        const before = await findItem(tx, req.mainId, kind, itemId);
        const change = {
          ...(req.body.status ? { inboxStatus: req.body.status } : {}),
          ...(req.body.note !== undefined ? { inboxNote: req.body.note.trim() } : {}),
        };
        if (!(await updateInboxRow(tx, req.mainId, { kind, id: itemId }, change))) {
          throw notFound(INBOX_ITEM_NOT_FOUND);
        }
        const after = await findItem(tx, req.mainId, kind, itemId);
        const diff = changedFields(auditState(before), auditState(after));
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, staff, { action: "inbox.update", entity: kind, entityId: itemId, ...diff });
        }
        return after;
      });
      return { data };
    },

    async adminReplyInboxItem(req) {
      const staff = requireStaff(req.staff);
      const { kind, itemId } = req.params;
      const data = await ctx.db.transaction(async (tx) => {
        const item = await findItem(tx, req.mainId, kind, itemId);
        if (!item.email) throw new ApiError(400, "NO_EMAIL", NO_EMAIL_TO_REPLY);
        const shop = await storeName(tx, req.mainId);
        await enqueueMail(tx, req.mainId, {
          to: item.email,
          subject: req.body.subject.trim(),
          text: `Dear ${item.name},\n\n${req.body.message.trim()}\n\n${shop}`,
        });
        if (item.status === "new") {
          await updateInboxRow(tx, req.mainId, { kind, id: itemId }, { inboxStatus: "contacted" });
        }
        await recordAudit(tx, staff, {
          action: "inbox.reply",
          entity: kind,
          entityId: itemId,
          before: { status: item.status },
          after: {
            status: item.status === "new" ? "contacted" : item.status,
            to: item.email,
            subject: req.body.subject.trim(),
          },
        });
        return { ...item, status: item.status === "new" ? ("contacted" as const) : item.status };
      });
      return { data, message: REPLY_QUEUED };
    },
  };
}
