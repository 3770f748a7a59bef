// Who is shopping: a guest (user null) or a logged-in customer. Tokens stay in the client's token
// store; this slice holds only the login record the screens show.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { LoginRecord } from "../storage/login-record";
import { browserStateRestored } from "./browser-state";

export interface SessionState {
  user: LoginRecord | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoginRecord>) {
      state.user = action.payload;
    },
    userRefreshed(state, action: PayloadAction<LoginRecord>) {
      if (state.user) state.user = action.payload;
    },
    loggedOut(state) {
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(browserStateRestored, (state, action) => {
      state.user = action.payload.user;
    });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectUserId: (state) => state.user?.user_id ?? null,
    selectIsLoggedIn: (state) => state.user !== null,
  },
});

export const { loggedIn, userRefreshed, loggedOut } = sessionSlice.actions;
export const { selectUser, selectUserId, selectIsLoggedIn } = sessionSlice.selectors;
