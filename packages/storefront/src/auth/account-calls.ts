// The calls behind the register and reset steps (spec §4 Register, Reset; §7; §8 texts). Each resolves
// with what the page shows: the server's text, or the spec's text when the call itself failed.
import {
  ERROR_RESETTING_PASSWORD,
  ERROR_SENDING_OTP,
  ERROR_VERIFYING_OTP,
  OTP_SENT_SUCCESSFULLY,
  OTP_SENT_TO_EMAIL,
  OTP_VERIFIED,
  PASSWORD_RESET_SUCCESSFUL,
  REGISTRATION_SUCCESSFUL,
  SOMETHING_WENT_WRONG_TRY_AGAIN,
} from "@henna/domain/messages";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { type ApiFailure, type ApiResult, failureText, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import type { RootState } from "../state/store";

export type CallOutcome = { ok: true; message: string } | { ok: false; message: string };

type ThunkConfig = { state: RootState; extra: Services };

/**
 * The text for a failed call: the server's own message (a 429 with its wait), or the specification's
 * exception text when there was no usable answer (network, timeout, server fault).
 */
export function failureMessage(failure: ApiFailure, exceptionText: string): string {
  if (failure.code === "NETWORK" || failure.code === "TIMEOUT" || failure.status === 0) return exceptionText;
  if (failure.status >= 500) return exceptionText;
  return failureText(failure);
}

function outcome<T>(result: ApiResult<T>, successText: string, exceptionText: string): CallOutcome {
  if (result.error) return { ok: false, message: failureMessage(result.error, exceptionText) };
  return { ok: true, message: successText };
}

export const sendSignupOtp = createAsyncThunk<CallOutcome, { email: string }, ThunkConfig>(
  "auth/sendSignupOtp",
  async ({ email }, { extra }) =>
    outcome(
      await settle(
        extra.clients.store.POST("/registeruser/api/send-otp", {
          body: { email: email.trim(), main_id: extra.mainId },
        }),
      ),
      OTP_SENT_SUCCESSFULLY,
      ERROR_SENDING_OTP,
    ),
);

export const sendResetOtp = createAsyncThunk<CallOutcome, { email: string }, ThunkConfig>(
  "auth/sendResetOtp",
  async ({ email }, { extra }) =>
    outcome(
      await settle(
        extra.clients.store.POST("/registeruser/api/resetsend-otp", {
          body: { email: email.trim(), main_id: extra.mainId },
        }),
      ),
      OTP_SENT_TO_EMAIL,
      ERROR_SENDING_OTP,
    ),
);

export const verifyOtp = createAsyncThunk<CallOutcome, { email: string; otp: string }, ThunkConfig>(
  "auth/verifyOtp",
  async ({ email, otp }, { extra }) =>
    outcome(
      await settle(
        extra.clients.store.POST("/registeruser/api/verify-otp", {
          body: { email: email.trim(), otp, main_id: extra.mainId },
        }),
      ),
      OTP_VERIFIED,
      ERROR_VERIFYING_OTP,
    ),
);

export interface SignupArgs {
  email: string;
  full_name: string;
  mobile: string;
  password: string;
}

export const signUp = createAsyncThunk<CallOutcome, SignupArgs, ThunkConfig>(
  "auth/signUp",
  async (form, { extra }) =>
    outcome(
      await settle(
        extra.clients.store.POST("/registeruser/api/signup", {
          body: {
            email: form.email.trim(),
            full_name: form.full_name.trim(),
            mobile: form.mobile,
            password: form.password,
            main_id: extra.mainId,
          },
        }),
      ),
      REGISTRATION_SUCCESSFUL,
      // §8 names no exception text for sign-up; the generic one is the closest.
      SOMETHING_WENT_WRONG_TRY_AGAIN,
    ),
);

export const resetPassword = createAsyncThunk<
  CallOutcome,
  { email: string; newPassword: string },
  ThunkConfig
>("auth/resetPassword", async ({ email, newPassword }, { extra }) =>
  outcome(
    await settle(
      extra.clients.store.POST("/registeruser/api/reset-password", {
        body: { email: email.trim(), newPassword, main_id: extra.mainId },
      }),
    ),
    PASSWORD_RESET_SUCCESSFUL,
    ERROR_RESETTING_PASSWORD,
  ),
);
