import createClient, { type Client } from "openapi-fetch";
import type { EnquiryPaths } from "./enquiry-paths";
import type { paths } from "./generated/store";
import { createResilientFetch, type FetchLike } from "./resilient-fetch";
import { createStoreMiddleware, type RefreshOutcome } from "./store-middleware";
import type { TokenStore } from "./token-store";

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface StoreClientOptions {
  /** Where the contract's `servers` entry lives, e.g. `/api` or `http://127.0.0.1:8080/api`. */
  baseUrl: string;
  /** The enquiry host's base URL (`POST /inquiry`, `GET /class-level/all`); defaults to `baseUrl`. */
  enquiryBaseUrl?: string;
  /** The store identifier sent as `X-Main-Id` on every call. */
  mainId: string;
  tokens: TokenStore;
  /** Budget of one call, body included; a slower call resolves with a TIMEOUT error. */
  timeoutMs?: number;
  /** Defaults to the global fetch (looked up at call time). */
  fetch?: FetchLike;
}

export type StoreClient = Client<paths>;
export type EnquiryClient = Client<EnquiryPaths>;

export interface StoreClients {
  store: StoreClient;
  enquiry: EnquiryClient;
}

/**
 * Typed clients for the contract. Every call resolves with `{ data }` or `{ error }` (an `ApiError`),
 * for 4xx, 5xx, timeouts and network failures alike; only an abort by the caller's own signal rejects.
 */
export function createStoreClient(options: StoreClientOptions): StoreClients {
  const { baseUrl, mainId, tokens, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const baseFetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const fetch = createResilientFetch({ fetch: baseFetch, timeoutMs });

  const store = createClient<paths>({ baseUrl, fetch });

  async function refresh(refreshToken: string): Promise<RefreshOutcome> {
    const { data, response } = await store.POST("/auth/refresh", { body: { refreshToken } });
    if (data)
      return {
        kind: "refreshed",
        tokens: { accessToken: data.accessToken, refreshToken: data.refreshToken },
      };
    const refused = response.status === 400 || response.status === 401 || response.status === 403;
    return refused ? { kind: "rejected" } : { kind: "unavailable" };
  }

  store.use(createStoreMiddleware({ mainId, auth: { tokens, refresh, fetch } }));

  const enquiry = createClient<EnquiryPaths>({ baseUrl: options.enquiryBaseUrl ?? baseUrl, fetch });
  enquiry.use(createStoreMiddleware({ mainId }));

  return { store, enquiry };
}
