// The academy's admissions in the back office: the list, one admission with its fee payments, the
// payments list, and the owner's Aadhaar reveal. The whole number leaves the server only in the
// reveal's answer (a POST, never cached) after the reveal is in the audit log; the log entry names
// who, when, why and which admission, never the number.
import { admissionCenters } from "@henna/domain/validate-admission";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { admissions, orders, users } from "../../../db/schema.js";
import { badRequest, notFound } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { decryptAadhaar, maskAadhaar } from "../../../services/aadhaar-crypto.js";
import { aadhaarContext } from "../../../services/admissions/admission-rows.js";
import { recordAudit } from "../../../services/audit.js";
import { loadStore } from "../../../services/store-row.js";
import { pageOf } from "../paging.js";
import {
  admissionFilters,
  PAID_AMOUNT,
  paymentFilters,
  selectPayments,
  toPayment,
} from "./admission-queries.js";

type AdmissionHandlers = Pick<
  Handlers,
  "adminListAdmissions" | "adminGetAdmission" | "adminRevealAadhaar" | "adminListAdmissionPayments"
>;

export const ADMISSION_NOT_FOUND = "No such admission.";
export const REVEAL_REASON_TOO_SHORT = "Please say why you need the Aadhaar number (at least 10 characters).";
const MIN_REASON = 10;

/** `XXXX XXXX 1234`: the back office's masked form. */
const masked = (last4: string) => maskAadhaar(last4).replaceAll("-", " ");

export function adminAdmissionHandlers(ctx: AppContext): AdmissionHandlers {
  return {
    async adminListAdmissions(req) {
      const { page, limit, offset } = pageOf(req.query);
      const where = and(...admissionFilters(req.mainId, req.query));
      const [rows, [total], store, named] = await Promise.all([
        ctx.db
          .select({
            id: admissions.id,
            name: admissions.name,
            mobile: admissions.mobile,
            email: admissions.email,
            center: admissions.center,
            createdAt: admissions.createdAt,
            user_id: admissions.user_id,
            amountPaid: PAID_AMOUNT,
          })
          .from(admissions)
          .where(where)
          .orderBy(desc(admissions.createdAt), desc(admissions.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(admissions).where(where),
        loadStore(ctx.db, req.mainId),
        ctx.db
          .selectDistinct({ center: admissions.center })
          .from(admissions)
          .where(eq(admissions.main_id, req.mainId)),
      ]);
      const listed = admissionCenters(store.centers);
      const others = named.map((row) => row.center).filter((center) => !listed.includes(center));
      return {
        data: rows.map((row) => {
          const amountPaid = Number(row.amountPaid);
          return { ...row, createdAt: row.createdAt.toISOString(), paid: amountPaid > 0, amountPaid };
        }),
        page,
        limit,
        total: total?.n ?? 0,
        centers: [...listed, ...others.sort()],
      };
    },

    async adminGetAdmission(req) {
      const [row] = await ctx.db
        .select({ admission: admissions, user_name: users.full_name, user_email: users.email })
        .from(admissions)
        .innerJoin(users, eq(users.user_id, admissions.user_id))
        .where(and(eq(admissions.id, req.params.admissionId), eq(admissions.main_id, req.mainId)));
      if (!row) throw notFound(ADMISSION_NOT_FOUND);
      const payments = await selectPayments(
        ctx.db,
        paymentFilters({ mainId: req.mainId, admissionId: row.admission.id }),
      ).limit(100);
      const a = row.admission;
      return {
        data: {
          id: a.id,
          name: a.name,
          fatherName: a.fatherName,
          motherName: a.motherName,
          dob: a.dob,
          aadharMasked: masked(a.aadharLast4),
          gender: a.gender,
          school: a.school,
          address: a.address,
          pincode: a.pincode,
          mobile: a.mobile,
          email: a.email,
          center: a.center,
          createdAt: a.createdAt.toISOString(),
          user_id: a.user_id,
          user_name: row.user_name,
          user_email: row.user_email,
          payments: payments.map(toPayment),
        },
      };
    },

    async adminRevealAadhaar(req) {
      const staff = requireStaff(req.staff);
      const reason = req.body.reason.trim().replace(/\s+/g, " ");
      if (reason.length < MIN_REASON) {
        throw badRequest(REVEAL_REASON_TOO_SHORT, [{ field: "reason", message: REVEAL_REASON_TOO_SHORT }]);
      }
      const stored = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: admissions.id,
            user_id: admissions.user_id,
            name: admissions.name,
            aadharEncrypted: admissions.aadharEncrypted,
          })
          .from(admissions)
          .where(and(eq(admissions.id, req.params.admissionId), eq(admissions.main_id, req.mainId)));
        if (!row) throw notFound(ADMISSION_NOT_FOUND);
        // Written before the number is read out: a reveal that is not in the log never happens.
        await recordAudit(tx, staff, {
          action: "admission.aadhaar_reveal",
          entity: "admission",
          entityId: row.id,
          after: { student: row.name, reason },
        });
        return row;
      });
      const aadhar = decryptAadhaar(
        ctx.secrets.aadhaarKey,
        stored.aadharEncrypted,
        aadhaarContext(req.mainId, stored.user_id),
      );
      // Neither the browser nor anything between may keep the answer.
      req.reply.header("cache-control", "no-store");
      req.reply.header("pragma", "no-cache");
      return { aadhar };
    },

    async adminListAdmissionPayments(req) {
      const { page, limit, offset } = pageOf(req.query);
      const where = paymentFilters({ mainId: req.mainId, status: req.query.status, q: req.query.q });
      const [rows, [total]] = await Promise.all([
        selectPayments(ctx.db, where).limit(limit).offset(offset),
        ctx.db
          .select({ n: count() })
          .from(orders)
          .innerJoin(admissions, eq(admissions.id, orders.admission_id))
          .where(and(...where)),
      ]);
      return { data: rows.map(toPayment), page, limit, total: total?.n ?? 0 };
    },
  };
}
