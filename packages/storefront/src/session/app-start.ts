// Spec §4 App start, once per page load: every guest-cart line is refreshed from its product (a failed
// fetch keeps the old line), and a stored login is checked against the server (200 refreshes the
// record; an account that is gone, or a session the server refused, logs out).
import type { CartProductInput } from "@henna/domain/cart";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { t } from "../i18n/i18n";
import { userRefreshed } from "../state/session-slice";
import type { RootState } from "../state/store";
import { toLoginRecord } from "../storage/login-record";
import { endSession } from "./end-session";

type ThunkConfig = { state: RootState; extra: Services };

// The server's text when the account is gone, in English or (for a Hindi reader, whose calls ask for
// Hindi) as the catalogue says it.
const USER_NOT_FOUND = "User not found";

export const refreshGuestCart = createAsyncThunk<void, void, ThunkConfig>(
  "session/refreshGuestCart",
  async (_, { getState, dispatch, extra }) => {
    const ids = [...new Set(getState().guestCart.lines.map((line) => line.product_id))];
    if (ids.length === 0) return;
    const fetched = new Map<number, CartProductInput>();
    await Promise.all(
      ids.map(async (productId) => {
        const result = await settle(
          extra.clients.store.GET("/grouped-product/single/{productId}", { params: { path: { productId } } }),
        );
        if (result.data) fetched.set(productId, result.data.data);
        else console.warn(`Guest cart: product ${productId} could not be refreshed: ${result.error.message}`);
      }),
    );
    // The rules load only for a shopper with a guest cart (most first visits have none).
    const { refreshGuestLines } = await import("../state/guest-cart-changes");
    // Matched by product id against the cart as it is now: the shopper may have changed it meanwhile.
    const products = getState().guestCart.lines.map((line) => fetched.get(line.product_id) ?? null);
    dispatch(refreshGuestLines(products));
  },
);

export const refreshUser = createAsyncThunk<void, void, ThunkConfig>(
  "session/refreshUser",
  async (_, { getState, dispatch, extra }) => {
    const user = getState().session.user;
    if (!user) return;
    const result = await settle(
      extra.clients.store.GET("/registeruser/single/{userId}", {
        params: { path: { userId: user.user_id } },
      }),
    );
    // Someone else may have logged in or out while this was under way.
    if (getState().session.user?.user_id !== user.user_id) return;
    if (result.data) {
      const record = toLoginRecord(result.data.user);
      if (record) dispatch(userRefreshed(record));
      return;
    }
    const failure = result.error;
    const gone =
      failure.status === 404 ||
      failure.code === "USER_NOT_FOUND" ||
      failure.message === USER_NOT_FOUND ||
      failure.message === t(USER_NOT_FOUND);
    // A 401 reaches here after the client's one refresh; without tokens left the session is over.
    const refused = failure.status === 401 && extra.tokens.getRefreshToken() === null;
    // 403: the tokens belong to another account than the stored record; neither can be trusted.
    if (gone || refused || failure.status === 403) dispatch(endSession());
    else console.warn(`App start: the login record could not be checked: ${failure.message}`);
  },
);

const started = new WeakSet<Services>();

/** Runs the app-start sync once per set of services (a page load), however often it is dispatched. */
export const appStarted = createAsyncThunk<void, void, ThunkConfig>(
  "session/appStarted",
  async (_, { dispatch, extra }) => {
    if (started.has(extra)) return;
    started.add(extra);
    await Promise.all([dispatch(refreshGuestCart()), dispatch(refreshUser())]);
  },
);
