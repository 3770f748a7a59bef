// The generated client set up for the back office. The staff token (its own audience) is added to
// every call here, and a 401 refreshes it once through POST /admin/auth/refresh (concurrent 401s share
// that refresh) and retries the call once; a refused refresh ends the session (the tokens are cleared
// and the app goes to sign-in). The shop's customer tokens are never involved: the shared client is
// given an empty token store of its own.
import { createMemoryTokenStore, createStoreClient, MAIN_ID_HEADER, type StoreClient } from "@henna/api";
import { API_BASE_URL, readMainId } from "@henna/storefront/config/runtime-config.ts";
import { createStaffTokens, type StaffTokens } from "./staff-tokens";

type FetchLike = (request: Request) => Promise<Response>;

/** The budget of one call of AdminServices.longClient. */
export const LONG_CALL_MS = 300_000;

// A 401 from these is wrong credentials or a dead link, not an expired access token.
const NO_REFRESH = ["/admin/auth/login", "/admin/auth/refresh", "/admin/auth/set-password"];

export interface AdminServices {
  client: StoreClient;
  /**
   * The same client with a budget of LONG_CALL_MS a call, for the calls that work through or carry a
   * whole store's worth of data while the owner waits (Back up now, a backup's download, the catalogue's
   * export and upload, the report files): on a busy small server or a slow line they outlast the usual
   * 15 s, and the store finishes them anyway, so a shorter budget only told the owner it had failed.
   */
  longClient: StoreClient;
  tokens: StaffTokens;
  mainId: string;
  baseUrl: string;
}

export interface AdminServicesOptions {
  fetch?: FetchLike;
  tokens?: StaffTokens;
  mainId?: string;
}

export function createAdminServices(options: AdminServicesOptions = {}): AdminServices {
  const tokens = options.tokens ?? createStaffTokens();
  const mainId = options.mainId ?? readMainId();
  const baseUrl = new URL(API_BASE_URL, globalThis.location?.origin ?? "http://localhost").toString();
  const apiPath = new URL(baseUrl).pathname.replace(/\/$/, "");
  const send: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  let refreshing: Promise<string | null> | null = null;

  async function refreshAccessToken(): Promise<string | null> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      tokens.clear();
      return null;
    }
    const response = await send(
      new Request(`${baseUrl.replace(/\/$/, "")}/admin/auth/refresh`, {
        method: "POST",
        headers: { "content-type": "application/json", [MAIN_ID_HEADER]: mainId },
        body: JSON.stringify({ refreshToken }),
      }),
    ).catch(() => null);
    if (response?.ok) {
      const pair = (await response.json()) as { accessToken: string; refreshToken: string };
      tokens.setTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return pair.accessToken;
    }
    // A refused refresh ends the session; a network failure or 5xx leaves it for the next call.
    if (response && response.status >= 400 && response.status < 500) tokens.clear();
    return null;
  }

  function sharedRefresh(): Promise<string | null> {
    refreshing ??= refreshAccessToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function withToken(request: Request, token: string | null): Request {
    const headers = new Headers(request.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return new Request(request, { headers });
  }

  const staffFetch: FetchLike = async (request) => {
    const path = new URL(request.url).pathname.slice(apiPath.length);
    const used = tokens.getAccessToken();
    const copy = request.clone();
    const response = await send(withToken(request, used));
    if (response.status !== 401 || NO_REFRESH.includes(path)) return response;
    if (path === "/admin/auth/logout") {
      tokens.clear();
      return response;
    }
    // Another call may have refreshed while this one was in flight: then its token was simply stale.
    const current = tokens.getAccessToken();
    const token = current !== null && current !== used ? current : await sharedRefresh();
    if (!token) {
      tokens.clear();
      return response;
    }
    return send(withToken(copy, token));
  };

  const client = (timeoutMs?: number) =>
    createStoreClient({
      baseUrl,
      mainId,
      tokens: createMemoryTokenStore(),
      fetch: staffFetch,
      ...(timeoutMs ? { timeoutMs } : {}),
    }).store;
  return { client: client(), longClient: client(LONG_CALL_MS), tokens, mainId, baseUrl };
}
