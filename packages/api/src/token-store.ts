import type { components } from "./generated/store";

/** The token pair `POST /loginuser` and `POST /auth/refresh` hand out. */
export type AuthTokens = components["schemas"]["AuthTokens"];

/**
 * Where the client reads and keeps the caller's tokens. The apps back it with their own storage
 * (browser storage, session state); the client only needs these four calls.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: AuthTokens): void;
  clear(): void;
}
