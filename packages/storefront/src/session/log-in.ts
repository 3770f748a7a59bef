// Spec §4 Login: keep the tokens, remember who is logged in, move the guest cart to the server and
// hand back the page to open next (the remembered one, else home). The page shows the toasts.
import { createAsyncThunk } from "@reduxjs/toolkit";
import { failureText, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { invalidated } from "../state/server-data";
import { loggedIn } from "../state/session-slice";
import type { RootState } from "../state/store";
import { type LoginRecord, toLoginRecord } from "../storage/login-record";
import { takeReturnPath } from "../storage/return-path";
import { uploadGuestCart } from "./upload-guest-cart";

export interface LogInArgs {
  email: string;
  password: string;
}

export type LogInOutcome =
  | { ok: true; user: LoginRecord; next: string }
  /** `message` is the server's text (a 429 with its wait). */
  | { ok: false; message: string };

export const logIn = createAsyncThunk<LogInOutcome, LogInArgs, { state: RootState; extra: Services }>(
  "session/logIn",
  async ({ email, password }, { dispatch, extra }) => {
    const result = await settle(
      extra.clients.store.POST("/loginuser", {
        body: { email: email.trim(), password, main_id: extra.mainId },
      }),
    );
    if (result.error) return { ok: false, message: failureText(result.error) };
    const user = toLoginRecord(result.data.user);
    if (!user) return { ok: false, message: "Something went wrong" };
    extra.tokens.setTokens({ accessToken: result.data.accessToken, refreshToken: result.data.refreshToken });
    dispatch(loggedIn(user));
    await dispatch(uploadGuestCart());
    // The server cart now holds the uploaded lines: whoever shows it reads it again.
    dispatch(invalidated(["Cart"]));
    return { ok: true, user, next: takeReturnPath() ?? "/" };
  },
);
