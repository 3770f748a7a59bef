// POST /leads for the product page's Get Quote form (spec §3 Lead, §8 Lead messages).
import type { ApiSchemas } from "@henna/api";
import { settle } from "@henna/storefront/api/api-result.ts";
import type { Services } from "@henna/storefront/state/hooks.ts";
import type { LoginRecord } from "@henna/storefront/storage/login-record.ts";
import { createAsyncThunk } from "@reduxjs/toolkit";

export interface LeadInput {
  name: string;
  email: string;
  /** Normalised 10-digit mobile. */
  mobile: string;
  remark: string;
  productId: number;
}

/** Resolves true when the server stored the lead; a failure is logged for the team. */
export const sendLead = createAsyncThunk<
  boolean,
  LeadInput,
  { extra: Services; state: { session: { user: LoginRecord | null } } }
>("product/sendLead", async (input, { extra, getState }) => {
  const user = getState().session.user;
  const body: ApiSchemas["LeadRequest"] = {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    remark: input.remark,
    user_id: user?.user_id ?? null,
    user_name: user?.full_name ?? null,
    property_id: input.productId,
    main_id: extra.mainId,
  };
  const result = await settle(extra.clients.store.POST("/leads", { body }));
  if (result.error) {
    console.error("Lead not sent", result.error);
    return false;
  }
  return true;
});
