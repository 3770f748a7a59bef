// The back office's coupons: list with their uses, add, change, end, and delete one no order has used
// (a used one is ended instead, with a message saying so). Staff and owners alike; every write is one
// transaction with its audit entry. Coupon checks and orders read the row itself on every call
// (`checkCoupon` is never cached), so the shop sees a change at once on every instance and the
// catalogue cache is left alone.
import {
  couponCodeTaken,
  couponUsedNotDeletable,
  endedCoupon,
  normalizeCouponCode,
  validateCouponDraft,
} from "@henna/domain/coupon-validity";
import { and, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import type { DbOrTransaction } from "../../../db/database.js";
import { isUniqueViolation } from "../../../db/pg-errors.js";
import { coupons, orders } from "../../../db/schema.js";
import { ApiError, conflict, type FieldError, invalid } from "../../../http/api-error.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { changedFields, recordAudit } from "../../../services/audit.js";
import {
  type AdminCoupon,
  type CouponInput,
  type CouponRow,
  couponAuditView,
  couponColumns,
  toAdminCoupon,
} from "./coupon-shapes.js";

type CouponHandlers = Pick<
  Handlers,
  "adminListCoupons" | "adminCreateCoupon" | "adminUpdateCoupon" | "adminDeleteCoupon" | "adminEndCoupon"
>;

const notFound = () => new ApiError(404, "NOT_FOUND", "No such coupon.");
const CODE_INDEX = "coupons_store_code_key";

async function ordersNaming(db: DbOrTransaction, mainId: string, couponId: number | null) {
  const rows = await db
    .select({ id: orders.coupon_id, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        couponId === null ? isNotNull(orders.coupon_id) : eq(orders.coupon_id, couponId),
      ),
    )
    .groupBy(orders.coupon_id);
  return new Map(rows.map((row) => [row.id as number, row.n]));
}

async function asAdmin(db: DbOrTransaction, mainId: string, row: CouponRow): Promise<AdminCoupon> {
  return toAdminCoupon(row, (await ordersNaming(db, mainId, row.id)).get(row.id) ?? 0);
}

function check(input: CouponInput, stored: CouponRow | null) {
  const problems = validateCouponDraft(input, {
    usedCount: stored?.used_count ?? 0,
    storedCode: stored?.code ?? null,
  });
  const errors: FieldError[] = Object.entries(problems).map(([field, message]) => ({
    field: `body.${field}`,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
}

async function checkCodeFree(db: DbOrTransaction, mainId: string, code: string, selfId: number | null) {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.main_id, mainId),
        eq(coupons.code, code),
        selfId === null ? undefined : ne(coupons.id, selfId),
      ),
    );
  if (taken) throw conflict(couponCodeTaken(code), "COUPON_CODE_TAKEN");
}

export function adminCouponHandlers(ctx: AppContext): CouponHandlers {
  const { db } = ctx;

  const lock = async (tx: DbOrTransaction, mainId: string, id: number) => {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.main_id, mainId), eq(coupons.id, id)))
      .for("update");
    if (!row) throw notFound();
    return row;
  };

  // Two saves of one code racing past checkCodeFree meet the unique index: the same 409.
  async function saving<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, CODE_INDEX)) throw conflict(couponCodeTaken(code), "COUPON_CODE_TAKEN");
      throw error;
    }
  }

  async function create(staff: StaffCaller, input: CouponInput) {
    check(input, null);
    const values = couponColumns(input);
    return saving(values.code, () =>
      db.transaction(async (tx) => {
        await checkCodeFree(tx, staff.mainId, values.code, null);
        const [row] = await tx
          .insert(coupons)
          .values({ main_id: staff.mainId, ...values })
          .returning();
        const coupon = toAdminCoupon(row as CouponRow, 0);
        await recordAudit(tx, staff, {
          action: "coupon.create",
          entity: "coupon",
          entityId: coupon.id,
          after: couponAuditView(coupon),
        });
        return coupon;
      }),
    );
  }

  async function update(staff: StaffCaller, id: number, input: CouponInput) {
    const code = normalizeCouponCode(input.code);
    return saving(code, () =>
      db.transaction(async (tx) => {
        // Locked, so an order taking a use meanwhile waits and the limit is checked against the count.
        const stored = await lock(tx, staff.mainId, id);
        check(input, stored);
        await checkCodeFree(tx, staff.mainId, code, id);
        const before = await asAdmin(tx, staff.mainId, stored);
        const [row] = await tx
          .update(coupons)
          .set(couponColumns(input))
          .where(eq(coupons.id, id))
          .returning();
        const after = await asAdmin(tx, staff.mainId, row as CouponRow);
        await recordAudit(tx, staff, {
          action: "coupon.update",
          entity: "coupon",
          entityId: id,
          ...changedFields(couponAuditView(before), couponAuditView(after)),
        });
        return after;
      }),
    );
  }

  return {
    async adminListCoupons(req) {
      const [rows, naming] = await Promise.all([
        db.select().from(coupons).where(eq(coupons.main_id, req.mainId)).orderBy(desc(coupons.id)),
        ordersNaming(db, req.mainId, null),
      ]);
      return { data: rows.map((row) => toAdminCoupon(row, naming.get(row.id) ?? 0)) };
    },

    async adminCreateCoupon(req) {
      const coupon = await create(requireStaff(req.staff), req.body);
      req.reply.code(201);
      return { data: coupon };
    },

    async adminUpdateCoupon(req) {
      return { data: await update(requireStaff(req.staff), req.params.couponId, req.body) };
    },

    async adminDeleteCoupon(req) {
      const staff = requireStaff(req.staff);
      await db.transaction(async (tx) => {
        const row = await lock(tx, staff.mainId, req.params.couponId);
        const coupon = await asAdmin(tx, staff.mainId, row);
        if (!coupon.deletable) {
          const uses = Math.max(
            row.used_count,
            (await ordersNaming(tx, staff.mainId, row.id)).get(row.id) ?? 0,
          );
          throw conflict(couponUsedNotDeletable(uses), "COUPON_USED");
        }
        await tx.delete(coupons).where(eq(coupons.id, row.id));
        await recordAudit(tx, staff, {
          action: "coupon.delete",
          entity: "coupon",
          entityId: row.id,
          before: couponAuditView(coupon),
        });
      });
      return { success: true as const, message: "Deleted" };
    },

    async adminEndCoupon(req) {
      const staff = requireStaff(req.staff);
      const coupon = await db.transaction(async (tx) => {
        const row = await lock(tx, staff.mainId, req.params.couponId);
        const before = await asAdmin(tx, staff.mainId, row);
        const [ended] = await tx
          .update(coupons)
          .set(endedCoupon(row, ctx.clock()))
          .where(eq(coupons.id, row.id))
          .returning();
        const after = await asAdmin(tx, staff.mainId, ended as CouponRow);
        await recordAudit(tx, staff, {
          action: "coupon.end",
          entity: "coupon",
          entityId: row.id,
          ...changedFields(couponAuditView(before), couponAuditView(after)),
        });
        return after;
      });
      return { data: coupon };
    },
  };
}
