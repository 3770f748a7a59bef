// The saved admission response (spec §3: kept in local storage), which the course checkout reads for
// the admission's id. A student's Aadhaar number is personal data, often a minor's: only the masked
// form the server answers (XXXX-XXXX-1234) is ever written, and a record carrying anything else in its
// aadhar field is stored without it.
import type { ApiSchemas } from "@henna/api";
import { isRecord } from "@henna/domain/json-lists";
import { readJson, removeKey, writeJson } from "./browser-storage";

export type SavedAdmission = ApiSchemas["Admission"];

export const ADMISSION_DATA_KEY = "admission_data";

const MASKED_AADHAAR = /^XXXX-XXXX-\d{4}$/;

/** The record as it may be stored: the aadhar field only in its masked form. */
export function storableAdmission(record: SavedAdmission): SavedAdmission {
  return { ...record, aadhar: MASKED_AADHAAR.test(record.aadhar) ? record.aadhar : "" };
}

export function writeSavedAdmission(record: SavedAdmission): void {
  writeJson("local", ADMISSION_DATA_KEY, storableAdmission(record));
}

/** The saved record of `userId` (a record left by someone else on this device is not theirs to use). */
export function readSavedAdmission(userId: number): SavedAdmission | null {
  const value = readJson("local", ADMISSION_DATA_KEY);
  if (!isRecord(value) || typeof value.id !== "number" || value.user_id !== userId) return null;
  return value as unknown as SavedAdmission;
}

export function clearSavedAdmission(): void {
  removeKey("local", ADMISSION_DATA_KEY);
}
