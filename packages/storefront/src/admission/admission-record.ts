// The logged-in student's admission record (GET /admission/single/{user_id}): the form prefills from it
// and the course checkout pays against its id. null when the student has not submitted one yet; the
// Aadhaar in it is always masked by the server.
import type { ApiSchemas } from "@henna/api";
import { type ApiResult, settle } from "../api/api-result";
import { defineResource } from "../state/server-data";

export type Admission = ApiSchemas["Admission"];
export type AdmissionInput = ApiSchemas["AdmissionInput"];

export const admissionRecord = defineResource<number, Admission | null>(
  "admissionRecord",
  async ({ clients }, userId): Promise<ApiResult<Admission | null>> => {
    const result = await settle(
      clients.store.GET("/admission/single/{user_id}", { params: { path: { user_id: userId } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.user ?? null };
  },
  ["Admission"],
);
