// PUT /registeruser/api/user/{id} (spec §7): the caller's mobile and optional GST number, saved from
// the checkout's contact info; the stored login record follows.
import { createAsyncThunk } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { msg } from "../i18n/i18n";
import { invalidated } from "../state/server-data";
import { userRefreshed } from "../state/session-slice";
import type { RootState } from "../state/store";
import { toast } from "../ui/toast";

export const CONTACT_SAVED = msg("Contact details updated");

export interface ContactInput {
  /** Normalised 10-digit mobile. */
  mobile: string;
  /** Normalised GSTIN, or null for none. */
  gstNumber: string | null;
}

/** Resolves true when saved (toast shown either way). */
export const saveContact = createAsyncThunk<boolean, ContactInput, { state: RootState; extra: Services }>(
  "checkout/saveContact",
  async ({ mobile, gstNumber }, { extra, getState, dispatch }) => {
    const user = getState().session.user;
    if (!user) return false;
    const result = await settle(
      extra.clients.store.PUT("/registeruser/api/user/{id}", {
        params: { path: { id: user.user_id } },
        body: { mobile, user_gstNo: gstNumber },
      }),
    );
    if (result.error) {
      toast.error(result.error.message);
      return false;
    }
    dispatch(
      userRefreshed({ ...user, mobile: result.data.user.mobile, user_gstNo: result.data.user.user_gstNo }),
    );
    dispatch(invalidated(["Profile"]));
    toast.success(CONTACT_SAVED);
    return true;
  },
);
