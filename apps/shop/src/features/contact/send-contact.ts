// POST /leads for the Get In Touch form (spec §3 Lead: the message travels as remark; §8 Lead).
import type { ApiSchemas } from "@henna/api";
import { type ApiFailure, settle } from "@henna/storefront/api/api-result.ts";
import type { Services } from "@henna/storefront/state/hooks.ts";
import type { LoginRecord } from "@henna/storefront/storage/login-record.ts";
import { createAsyncThunk } from "@reduxjs/toolkit";

export interface ContactInput {
  name: string;
  email: string;
  /** Normalised 10-digit mobile. */
  mobile: string;
  remark: string;
}

/** Resolves null when the server stored the lead, else the failure (also logged for the team). */
export const sendContact = createAsyncThunk<
  ApiFailure | null,
  ContactInput,
  { extra: Services; state: { session: { user: LoginRecord | null } } }
>("contact/send", async (input, { extra, getState }) => {
  const user = getState().session.user;
  const body: ApiSchemas["LeadRequest"] = {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    remark: input.remark,
    user_id: user?.user_id ?? null,
    user_name: user?.full_name ?? null,
    main_id: extra.mainId,
  };
  const result = await settle(extra.clients.store.POST("/leads", { body }));
  if (result.error) {
    console.error("Contact message not sent", result.error);
    return result.error;
  }
  return null;
});
