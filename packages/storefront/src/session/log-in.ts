// Spec §4 Login (by password, or by Google in the mobile wrapper): keep the tokens, remember who is
// logged in, move the guest cart to the server and hand back the page to open next (the remembered
// one, else home). The page shows the toasts.
import type { components } from "@henna/api";
import { SOMETHING_WENT_WRONG } from "@henna/domain/messages";
import { createAsyncThunk, type GetThunkAPI } from "@reduxjs/toolkit";
import { type ApiResult, failureText, settle } from "../api/api-result";
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

type LoginAnswer = ApiResult<components["schemas"]["LoginResponse"]>;
type ThunkApi = GetThunkAPI<{ state: RootState; extra: Services }>;

/** What every way of logging in does once the server has answered. */
async function finishLogIn(
  result: LoginAnswer,
  { dispatch, extra }: Pick<ThunkApi, "dispatch" | "extra">,
): Promise<LogInOutcome> {
  if (result.error) return { ok: false, message: failureText(result.error) };
  const user = toLoginRecord(result.data.user);
  if (!user) return { ok: false, message: SOMETHING_WENT_WRONG };
  extra.tokens.setTokens({ accessToken: result.data.accessToken, refreshToken: result.data.refreshToken });
  dispatch(loggedIn(user));
  await dispatch(uploadGuestCart());
  // The server cart now holds the uploaded lines: whoever shows it reads it again.
  dispatch(invalidated(["Cart"]));
  return { ok: true, user, next: takeReturnPath() ?? "/" };
}

export const logIn = createAsyncThunk<LogInOutcome, LogInArgs, { state: RootState; extra: Services }>(
  "session/logIn",
  async ({ email, password }, api) => {
    const result = await settle(
      api.extra.clients.store.POST("/loginuser", {
        body: { email: email.trim(), password, main_id: api.extra.mainId },
      }),
    );
    return finishLogIn(result, api);
  },
);

/** The mobile wrapper's Google sign-in (spec §1): its Google ID token, exchanged for a session. */
export const logInWithGoogle = createAsyncThunk<
  LogInOutcome,
  { idToken: string },
  { state: RootState; extra: Services }
>("session/logInWithGoogle", async ({ idToken }, api) => {
  const result = await settle(
    api.extra.clients.store.POST("/auth/google", { body: { idToken, main_id: api.extra.mainId } }),
  );
  return finishLogIn(result, api);
});
