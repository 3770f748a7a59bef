import type { Middleware } from "openapi-fetch";
import { CLIENT_ERROR_HEADER } from "./client-errors";
import type { paths } from "./generated/store";
import type { FetchLike } from "./resilient-fetch";
import type { AuthTokens, TokenStore } from "./token-store";

export const MAIN_ID_HEADER = "X-Main-Id";

// A 401 from these means wrong credentials or a dead refresh token, not an expired access token, so
// refreshing would be pointless (and for /auth/refresh itself, recursive).
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  "/loginuser",
  "/auth/refresh",
  "/auth/logout",
]);

/** What one call to `POST /auth/refresh` came to. */
export type RefreshOutcome =
  | { kind: "refreshed"; tokens: AuthTokens }
  /** The server refused the refresh token: the session is over. */
  | { kind: "rejected" }
  /** No usable answer (network, timeout, 5xx): the session may still be fine. */
  | { kind: "unavailable" };

export interface StoreMiddlewareAuth {
  tokens: TokenStore;
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  /** Sends the retried request; the same resilient fetch the client uses. */
  fetch: FetchLike;
}

export interface StoreMiddlewareOptions {
  mainId: string;
  /** Absent for a host that must not see the caller's tokens (the enquiry host). */
  auth?: StoreMiddlewareAuth;
}

/**
 * The client's one middleware: sends the store identifier on every call and, with `auth`, the bearer
 * token; on a 401 it refreshes the access token once (concurrent 401s share that refresh) and retries
 * the original request once. A refused refresh clears the tokens and the caller gets the 401.
 */
export function createStoreMiddleware({ mainId, auth }: StoreMiddlewareOptions): Middleware {
  // Request bodies can be sent only once, so a copy is kept per call until its answer is known.
  const retryCopies = new Map<string, Request>();
  let refreshing: Promise<string | null> | null = null;

  async function refreshAccessToken(session: StoreMiddlewareAuth): Promise<string | null> {
    const refreshToken = session.tokens.getRefreshToken();
    if (!refreshToken) {
      session.tokens.clear();
      return null;
    }
    const outcome = await session.refresh(refreshToken);
    if (outcome.kind === "refreshed") {
      session.tokens.setTokens(outcome.tokens);
      return outcome.tokens.accessToken;
    }
    if (outcome.kind === "rejected") session.tokens.clear();
    return null;
  }

  function sharedRefresh(session: StoreMiddlewareAuth): Promise<string | null> {
    refreshing ??= refreshAccessToken(session).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (!request.headers.has(MAIN_ID_HEADER)) request.headers.set(MAIN_ID_HEADER, mainId);
      if (!auth) return request;
      const accessToken = auth.tokens.getAccessToken();
      if (accessToken && !request.headers.has("Authorization")) {
        request.headers.set("Authorization", `Bearer ${accessToken}`);
      }
      if (!NO_REFRESH_PATHS.has(schemaPath)) retryCopies.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id }) {
      const copy = retryCopies.get(id);
      retryCopies.delete(id);
      if (!auth || !copy || response.status !== 401 || response.headers.has(CLIENT_ERROR_HEADER)) {
        return undefined;
      }
      // Another call may have refreshed while this one was in flight: then its token is simply stale.
      const current = auth.tokens.getAccessToken();
      const usedCurrent = current !== null && copy.headers.get("Authorization") === `Bearer ${current}`;
      const accessToken = current !== null && !usedCurrent ? current : await sharedRefresh(auth);
      if (!accessToken) return undefined;
      copy.headers.set("Authorization", `Bearer ${accessToken}`);
      return auth.fetch(copy);
    },

    onError({ id }) {
      retryCopies.delete(id);
      return undefined;
    },
  };
}
