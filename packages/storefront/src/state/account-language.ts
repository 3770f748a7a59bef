// PUT /registeruser/api/user/{id}/language: a signed-in reader's language choice kept in the account,
// so the server's messages and e-mails to them are in it on every device.
import { createAsyncThunk } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import type { Language } from "../i18n/i18n";
import type { RootState } from "./store";

/** Resolves true when stored; a guest (or a failed call) is false: the `lang` cookie keeps the choice. */
export const saveAccountLanguage = createAsyncThunk<boolean, Language, { state: RootState; extra: Services }>(
  "i18n/saveAccountLanguage",
  async (language, { extra, getState }) => {
    const user = getState().session.user;
    if (!user) return false;
    const result = await settle(
      extra.clients.store.PUT("/registeruser/api/user/{id}/language", {
        params: { path: { id: user.user_id } },
        body: { language },
      }),
    );
    return !result.error;
  },
);
