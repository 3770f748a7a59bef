import type { AuthTokens, TokenStore } from "./token-store";

/** A TokenStore that lives only as long as the page (tests, server-side callers, private browsing). */
export function createMemoryTokenStore(initial: AuthTokens | null = null): TokenStore {
  let current: AuthTokens | null = initial ? { ...initial } : null;
  return {
    getAccessToken: () => current?.accessToken ?? null,
    getRefreshToken: () => current?.refreshToken ?? null,
    setTokens(tokens) {
      current = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
    clear() {
      current = null;
    },
  };
}
