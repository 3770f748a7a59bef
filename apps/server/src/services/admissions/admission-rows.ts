// Reading one user's admission. Every statement names the store and the user, so another user's
// admission id (or one of another store) behaves exactly like an id that does not exist.
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { admissions } from "../../db/schema.js";
import type { SuccessBody } from "../../http/operation-types.js";
import { maskAadhaar } from "../aadhaar-crypto.js";

export type Admission = NonNullable<SuccessBody<"getAdmission">["user"]>;
export type AdmissionRow = typeof admissions.$inferSelect;

export const ownedBy = (mainId: string, userId: number) =>
  and(eq(admissions.main_id, mainId), eq(admissions.user_id, userId));

/**
 * Additional authenticated data sealed into each Aadhaar ciphertext: the store and the user it
 * belongs to, so a ciphertext moved onto another person's row no longer decrypts.
 */
export const aadhaarContext = (mainId: string, userId: number) => `admission:${mainId}:${userId}`;

/** The API shape: the Aadhaar number only ever masked, the account's name as `user_name`. */
export function toAdmission(row: AdmissionRow, userName: string): Admission {
  return {
    id: row.id,
    name: row.name,
    fatherName: row.fatherName,
    motherName: row.motherName,
    dob: row.dob,
    aadhar: maskAadhaar(row.aadharLast4),
    gender: row.gender,
    school: row.school,
    address: row.address,
    pincode: row.pincode,
    mobile: row.mobile,
    email: row.email,
    center: row.center as Admission["center"],
    // Every stored admission was agreed to: the server refuses one that was not (contract const true).
    rulesAgreed: true,
    user_id: row.user_id,
    user_name: userName,
    main_id: row.main_id,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's admission (at most one per store), or null. */
export async function findOwnAdmission(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
): Promise<AdmissionRow | null> {
  const [row] = await db.select().from(admissions).where(ownedBy(mainId, userId)).limit(1);
  return row ?? null;
}
