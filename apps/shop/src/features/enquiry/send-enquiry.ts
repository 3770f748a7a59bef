// POST /inquiry on the enquiry host (spec §7; §3 Enquiry: the e-mail value is sent in the school field,
// the message as remark).
import type { ApiSchemas } from "@henna/api";
import { type ApiFailure, settle } from "@henna/storefront/api/api-result.ts";
import { msg } from "@henna/storefront/i18n/i18n.ts";
import type { Services } from "@henna/storefront/state/hooks.ts";
import { createAsyncThunk } from "@reduxjs/toolkit";

/** Not a specification text: the spec's browser shows nothing when an enquiry fails. */
export const ENQUIRY_NOT_SENT = msg("Your enquiry was not sent. Please check your connection and try again.");

export interface EnquiryInput {
  name: string;
  /** Normalised 10-digit mobile. */
  mobile: string;
  email: string;
  remark: string;
}

/** Resolves null when the enquiry host stored it, else the failure (logged, as the spec does). */
export const sendEnquiry = createAsyncThunk<ApiFailure | null, EnquiryInput, { extra: Services }>(
  "enquiry/send",
  async (input, { extra }) => {
    const body: ApiSchemas["EnquiryRequest"] = {
      name: input.name,
      mobile: input.mobile,
      school: input.email,
      remark: input.remark,
      main_id: extra.mainId,
    };
    const result = await settle(extra.clients.enquiry.POST("/inquiry", { body }));
    if (result.error) {
      console.error("Enquiry not sent", result.error);
      return result.error;
    }
    return null;
  },
);
