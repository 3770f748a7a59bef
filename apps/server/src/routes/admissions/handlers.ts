// The academy admission form (§2 Admission form, §4 Admission submit, §5 Admission). One admission per
// user and store: the browser prefills from GET, creates with POST and, once one exists, updates with
// PUT. Aadhaar numbers are encrypted at rest and leave the server only masked (design §3); the masked
// value sent back on an update keeps the stored number.
import { ADMISSION_SUBMITTED } from "@henna/domain/messages";
import { admissionCenters } from "@henna/domain/validate-admission";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { admissions } from "../../db/schema.js";
import { conflict, notFound } from "../../http/api-error.js";
import { requireSelf } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { aadhaarLast4, encryptAadhaar } from "../../services/aadhaar-crypto.js";
import { accountName } from "../../services/accounts.js";
import {
  aadhaarContext,
  findOwnAdmission,
  ownedBy,
  toAdmission,
} from "../../services/admissions/admission-rows.js";
import { loadStore } from "../../services/store-row.js";
import { admissionInput, checkKeptAadhaar } from "./admission-input.js";

export type AdmissionsHandlers = Pick<Handlers, "getAdmission" | "createAdmission" | "updateAdmission">;

// Server-side texts the specification leaves open (§8 "not shown").
export const ADMISSION_EXISTS_MESSAGE = "You have already submitted an admission form.";
export const ADMISSION_NOT_FOUND_MESSAGE = "Admission not found";

export function admissionsHandlers(ctx: AppContext): AdmissionsHandlers {
  /** The encrypted number and its last four digits, sealed to this store and user. */
  const seal = (mainId: string, userId: number, digits: string) => ({
    aadharEncrypted: encryptAadhaar(ctx.secrets.aadhaarKey, digits, aadhaarContext(mainId, userId)),
    aadharLast4: aadhaarLast4(digits),
  });

  /** The centers the store takes students at now (store setup's list, else the specification's four). */
  const centersOf = async (mainId: string) => admissionCenters((await loadStore(ctx.db, mainId)).centers);

  return {
    async getAdmission(req) {
      const caller = requireSelf(req.caller, req.params.user_id);
      const name = await accountName(ctx.db, req.mainId, caller.userId);
      const row = await findOwnAdmission(ctx.db, req.mainId, caller.userId);
      return { user: row ? toAdmission(row, name) : null };
    },

    async createAdmission(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const { fields, aadhaar } = admissionInput(
        req.body,
        "create",
        ctx.clock(),
        await centersOf(req.mainId),
      );
      const name = await accountName(ctx.db, req.mainId, caller.userId);
      const now = ctx.clock();
      // The unique (store, user) index decides between two racing submits: the loser gets the 409.
      const [row] = await ctx.db
        .insert(admissions)
        .values({
          main_id: req.mainId,
          user_id: caller.userId,
          ...fields,
          ...seal(req.mainId, caller.userId, aadhaar.digits),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [admissions.main_id, admissions.user_id] })
        .returning();
      if (!row) throw conflict(ADMISSION_EXISTS_MESSAGE, "ADMISSION_EXISTS");
      return { message: ADMISSION_SUBMITTED, data: toAdmission(row, name) };
    },

    async updateAdmission(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      // A student keeps the center they chose even if the owner has since renamed or closed it.
      const stored = await findOwnAdmission(ctx.db, req.mainId, caller.userId);
      const centers = await centersOf(req.mainId);
      const { fields, aadhaar } = admissionInput(req.body, "update", ctx.clock(), [
        ...centers,
        ...(stored ? [stored.center] : []),
      ]);
      const name = await accountName(ctx.db, req.mainId, caller.userId);
      const row = await ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(admissions)
          .where(and(ownedBy(req.mainId, caller.userId), eq(admissions.id, req.params.id)))
          .for("update");
        if (!current) throw notFound(ADMISSION_NOT_FOUND_MESSAGE);
        checkKeptAadhaar(aadhaar, current.aadharLast4);
        const [updated] = await tx
          .update(admissions)
          .set({
            ...fields,
            ...(aadhaar.kind === "replace" ? seal(req.mainId, caller.userId, aadhaar.digits) : {}),
            updatedAt: ctx.clock(),
          })
          .where(eq(admissions.id, current.id))
          .returning();
        if (!updated) throw notFound(ADMISSION_NOT_FOUND_MESSAGE);
        return updated;
      });
      return { message: ADMISSION_SUBMITTED, data: toAdmission(row, name) };
    },
  };
}
