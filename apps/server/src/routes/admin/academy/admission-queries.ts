// Reading admissions and their fee payments for the back office. No statement here selects the
// Aadhaar ciphertext except the owner's reveal (admissions-handlers.ts): lists and pages carry at most
// the last four digits.
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { admissions, orderItems, orders } from "../../../db/schema.js";
import { escapeLike } from "../paging.js";

/** What the student has paid: the whole fee when paid now, the advance when paying on delivery. */
// The inner table is aliased and the outer row named in full: drizzle leaves columns unqualified in a
// one-table select, where `admission_id = id` would compare the inner table with itself.
export const PAID_AMOUNT = sql<number>`coalesce((select sum(o.total_amount_before_pay - o.remaining_amount) from ${orders} o where o.admission_id = "admissions"."id" and o.status = 'Success'), 0)`;
const HAS_PAYMENT = sql`exists (select 1 from ${orders} o where o.admission_id = "admissions"."id" and o.status = 'Success')`;

export interface AdmissionFilter {
  q?: string;
  center?: string;
  paid?: "paid" | "unpaid";
}

/** A name (part of it), an e-mail or a mobile as people type it (+91 98765 43210). */
function searchAdmissions(term: string): SQL | undefined {
  const digits = term.replace(/\D/g, "");
  const matches: SQL[] = [
    ilike(admissions.name, `%${escapeLike(term)}%`),
    ilike(admissions.email, escapeLike(term)),
  ];
  if (digits.length >= 10) matches.push(eq(admissions.mobile, digits.slice(-10)));
  return or(...matches);
}

export function admissionFilters(mainId: string, filter: AdmissionFilter): SQL[] {
  const where: SQL[] = [eq(admissions.main_id, mainId)];
  const term = filter.q?.trim();
  if (term) {
    const match = searchAdmissions(term);
    if (match) where.push(match);
  }
  if (filter.center) where.push(eq(admissions.center, filter.center));
  if (filter.paid === "paid") where.push(HAS_PAYMENT);
  if (filter.paid === "unpaid") where.push(sql`not ${HAS_PAYMENT}`);
  return where;
}

export interface PaymentFilter {
  mainId: string;
  admissionId?: number;
  status?: "Pending" | "Success" | "Failed";
  q?: string;
}

/** The course's title on the order's first line (an admission order has one line). */
const COURSE_TITLE = sql<string>`coalesce((select i.title from ${orderItems} i where i.order_ref = "orders"."id" order by i.position limit 1), '')`;

export function paymentFilters(filter: PaymentFilter): SQL[] {
  const where: SQL[] = [eq(orders.main_id, filter.mainId), eq(orders.kind, "course")];
  if (filter.admissionId !== undefined) where.push(eq(orders.admission_id, filter.admissionId));
  if (filter.status) where.push(eq(orders.status, filter.status));
  const term = filter.q?.trim();
  if (term) {
    const match = or(
      ilike(orders.order_id, `${escapeLike(term)}%`),
      eq(orders.razorpay_payment_id, term),
      ilike(admissions.name, `%${escapeLike(term)}%`),
    );
    if (match) where.push(match);
  }
  return where;
}

export function selectPayments(db: DbOrTransaction, where: SQL[]) {
  return db
    .select({
      order_id: orders.order_id,
      admission_id: orders.admission_id,
      student: admissions.name,
      course: COURSE_TITLE,
      amount: orders.totalAmountbeforePay,
      status: orders.status,
      razorpay_payment_id: orders.razorpay_payment_id,
      paid_at: orders.paid_at,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(admissions, eq(admissions.id, orders.admission_id))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}

export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

export function toPayment(row: PaymentRow) {
  return {
    order_id: row.order_id,
    admission_id: row.admission_id ?? 0,
    student: row.student,
    course: row.course,
    amount: Number(row.amount),
    status: row.status,
    razorpay_payment_id: row.razorpay_payment_id,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
