// The back office's customers: search (server-paged), one customer's orders, addresses and
// admissions, and blocking. Blocking ends every session of the customer in the same transaction as
// its audit entry, and this instance forgets the sessions at once (others within the session cache's
// 2 s); sign-in then refuses the account with a message (services/customer-block.ts).
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { postalAddressColumns } from "../../../db/address-columns.js";
import type { DbOrTransaction } from "../../../db/database.js";
import { addresses, admissions, orders, users } from "../../../db/schema.js";
import { notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { endUserSessions } from "../../../services/sessions.js";
import { escapeLike, pageOf } from "../paging.js";

type CustomerHandlers = Pick<
  Handlers,
  "adminListCustomers" | "adminGetCustomer" | "adminBlockCustomer" | "adminUnblockCustomer"
>;

export const CUSTOMER_NOT_FOUND = "No such customer.";
export const CUSTOMER_BLOCKED = "Customer blocked. They have been signed out everywhere.";
export const CUSTOMER_UNBLOCKED = "Customer unblocked. They can sign in again.";

// Aliased inner table, outer row named in full (drizzle leaves a one-table select's columns unqualified).
const ORDERS_COUNT = sql<number>`(select count(*)::int from ${orders} o where o.user_id = "users"."user_id")`;
const rowColumns = {
  user_id: users.user_id,
  full_name: users.full_name,
  email: users.email,
  mobile: users.mobile,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  orders_count: ORDERS_COUNT,
};
type CustomerRow = {
  user_id: number;
  full_name: string;
  email: string;
  mobile: string;
  createdAt: Date;
  blockedAt: Date | null;
  orders_count: number;
};

const toRow = (row: CustomerRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  blocked: row.blockedAt !== null,
  blockedAt: row.blockedAt ? row.blockedAt.toISOString() : null,
  orders_count: Number(row.orders_count),
});

function filters(mainId: string, query: { q?: string; blocked?: boolean }): SQL[] {
  const where: SQL[] = [eq(users.main_id, mainId)];
  const term = query.q?.trim();
  if (term) {
    const digits = term.replace(/\D/g, "");
    const any: SQL[] = [
      ilike(users.full_name, `%${escapeLike(term)}%`),
      ilike(users.email, `%${escapeLike(term)}%`),
    ];
    if (digits.length >= 10) any.push(eq(users.mobile, digits.slice(-10)));
    const match = or(...any);
    if (match) where.push(match);
  }
  if (query.blocked === true) where.push(isNotNull(users.blockedAt));
  if (query.blocked === false) where.push(isNull(users.blockedAt));
  return where;
}

async function findCustomer(db: DbOrTransaction, mainId: string, userId: number): Promise<CustomerRow> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.main_id, mainId)));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

export function adminCustomerHandlers(ctx: AppContext): CustomerHandlers {
  return {
    async adminListCustomers(req) {
      const { page, limit, offset } = pageOf(req.query);
      const where = and(...filters(req.mainId, req.query));
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select(rowColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.user_id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: rows.map(toRow), page, limit, total: total?.n ?? 0 };
    },

    async adminGetCustomer(req) {
      const customer = await findCustomer(ctx.db, req.mainId, req.params.userId);
      const mine = (table: typeof orders | typeof addresses | typeof admissions) =>
        and(eq(table.main_id, req.mainId), eq(table.user_id, customer.user_id));
      const [orderRows, addressRows, admissionRows] = await Promise.all([
        ctx.db
          .select({
            order_id: orders.order_id,
            createdAt: orders.createdAt,
            kind: orders.kind,
            totalAmountbeforePay: orders.totalAmountbeforePay,
            status: orders.status,
            orderStatus: orders.orderStatus,
          })
          .from(orders)
          .where(mine(orders))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(100),
        ctx.db.select(postalAddressColumns).from(addresses).where(mine(addresses)).orderBy(asc(addresses.id)),
        ctx.db
          .select({
            id: admissions.id,
            name: admissions.name,
            center: admissions.center,
            createdAt: admissions.createdAt,
          })
          .from(admissions)
          .where(mine(admissions))
          .orderBy(asc(admissions.id)),
      ]);
      return {
        data: {
          ...toRow(customer),
          orders: orderRows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            totalAmountbeforePay: Number(row.totalAmountbeforePay),
          })),
          addresses: addressRows,
          admissions: admissionRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        },
      };
    },

    async adminBlockCustomer(req) {
      const staff = requireStaff(req.staff);
      const reason = req.body.reason.trim();
      const { row, ended } = await ctx.db.transaction(async (tx) => {
        const before = await findCustomer(tx, req.mainId, req.params.userId);
        if (before.blockedAt) return { row: before, ended: [] as string[] };
        const now = ctx.clock();
        await tx
          .update(users)
          .set({ blockedAt: now, updatedAt: now })
          .where(eq(users.user_id, before.user_id));
        const sessions = await endUserSessions(tx, before.user_id, now);
        await recordAudit(tx, staff, {
          action: "customer.block",
          entity: "customer",
          entityId: before.user_id,
          before: { blocked: false },
          after: { blocked: true, email: before.email, reason, sessionsEnded: sessions.length },
        });
        return { row: { ...before, blockedAt: now }, ended: sessions };
      });
      ctx.sessions.forget(ended);
      return { data: toRow(row), message: CUSTOMER_BLOCKED };
    },

    async adminUnblockCustomer(req) {
      const staff = requireStaff(req.staff);
      const row = await ctx.db.transaction(async (tx) => {
        const before = await findCustomer(tx, req.mainId, req.params.userId);
        if (!before.blockedAt) return before;
        const now = ctx.clock();
        await tx
          .update(users)
          .set({ blockedAt: null, updatedAt: now })
          .where(eq(users.user_id, before.user_id));
        await recordAudit(tx, staff, {
          action: "customer.unblock",
          entity: "customer",
          entityId: before.user_id,
          before: { blocked: true },
          after: { blocked: false, email: before.email },
        });
        return { ...before, blockedAt: null };
      });
      return { data: toRow(row), message: CUSTOMER_UNBLOCKED };
    },
  };
}
