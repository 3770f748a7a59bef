// Logout: the refresh token is revoked on the server (so a copy of it is worthless) together with this
// device's push token (so it stops getting the user's messages), the tokens and the login record leave
// this device, and the user's server data leaves memory. The local part comes
// first so the screen changes at once, whatever the network does.
import { createAsyncThunk } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import type { RootState } from "../state/store";
import { readPushRegistration } from "../storage/push-registration";
import { takeReturnPath } from "../storage/return-path";
import { endSession } from "./end-session";

export const logOut = createAsyncThunk<void, void, { state: RootState; extra: Services }>(
  "session/logOut",
  async (_, { dispatch, extra }) => {
    const refreshToken = extra.tokens.getRefreshToken();
    // Read before the session ends: push's own logout clean-up removes the record.
    const deviceToken = readPushRegistration()?.token;
    dispatch(endSession());
    extra.tokens.clear();
    // A page remembered before logging out must not open for whoever logs in next.
    takeReturnPath();
    if (!refreshToken) return;
    const result = await settle(
      extra.clients.store.POST("/auth/logout", { body: { refreshToken, deviceToken } }),
    );
    if (result.error) console.warn(`Logout: the session could not be revoked: ${result.error.message}`);
  },
);
