// Spec §4 Admission submit: update the student's record when one exists (PUT /admission/{id}), else
// create it (POST /admission). The answer (its Aadhaar masked by the server) becomes the saved
// admission response (storage/admission-storage.ts) and the cached record the form prefills from.
import { normalizeMobile } from "@henna/domain/validate-mobile";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { type ApiFailure, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { serverDataSlice } from "../state/server-data";
import type { RootState } from "../state/store";
import { writeSavedAdmission } from "../storage/admission-storage";
import { type Admission, type AdmissionInput, admissionRecord } from "./admission-record";

/** The form's values: text as typed (the masked Aadhaar of a kept number included). */
export interface AdmissionFormValues {
  name: string;
  fatherName: string;
  motherName: string;
  dob: string;
  aadhar: string;
  gender: string;
  school: string;
  address: string;
  pincode: string;
  mobile: string;
  email: string;
  center: string;
  rulesAgreed: boolean;
}

export type SubmitAdmissionOutcome =
  | { ok: true; record: Admission }
  | { ok: false; reason: "logged-out" }
  | { ok: false; reason: "failed"; failure: ApiFailure };

/** The payload of §3 from the form's values (trimmed, the mobile normalised). */
export function admissionPayload(
  values: AdmissionFormValues,
  user: { user_id: number; full_name: string },
  mainId: string,
): AdmissionInput {
  return {
    name: values.name.trim(),
    fatherName: values.fatherName.trim(),
    motherName: values.motherName.trim(),
    dob: values.dob.trim(),
    aadhar: values.aadhar,
    gender: values.gender as AdmissionInput["gender"],
    school: values.school.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim(),
    mobile: normalizeMobile(values.mobile),
    email: values.email.trim(),
    center: values.center as AdmissionInput["center"],
    rulesAgreed: true,
    user_id: user.user_id,
    user_name: user.full_name,
    main_id: mainId,
  };
}

/** The record's id when it is known: from the cache, else asked of the server. */
async function existingId(
  userId: number,
  state: RootState,
  services: Services,
): Promise<{ id: number | null } | { failure: ApiFailure }> {
  const entry = state.serverData.entries[admissionRecord.keyOf(userId)];
  if (entry?.status === "fulfilled" && !entry.stale) {
    return { id: (entry.data as Admission | null)?.id ?? null };
  }
  const result = await admissionRecord.load(services, userId);
  return result.error ? { failure: result.error } : { id: result.data?.id ?? null };
}

export const submitAdmission = createAsyncThunk<
  SubmitAdmissionOutcome,
  AdmissionFormValues,
  { state: RootState; extra: Services }
>("admission/submit", async (values, { getState, dispatch, extra }) => {
  const user = getState().session.user;
  if (!user) return { ok: false, reason: "logged-out" };
  const known = await existingId(user.user_id, getState(), extra);
  if ("failure" in known) return { ok: false, reason: "failed", failure: known.failure };
  const body = admissionPayload(values, user, extra.mainId);
  const result = await settle(
    known.id === null
      ? extra.clients.store.POST("/admission", { body })
      : extra.clients.store.PUT("/admission/{id}", { params: { path: { id: known.id } }, body }),
  );
  if (result.error) return { ok: false, reason: "failed", failure: result.error };
  const record = result.data.data;
  writeSavedAdmission(record);
  dispatch(
    serverDataSlice.actions.dataSet({
      key: admissionRecord.keyOf(user.user_id),
      data: record,
      tags: admissionRecord.tags,
    }),
  );
  return { ok: true, record };
});
