// The staff member's tokens: in memory, and in sessionStorage so a reload of the tab keeps the
// session, but never in localStorage (a back-office session must not outlive the tab or leak into
// another one on a shared counter computer). Listeners hear when the session starts or ends.
import type { AuthTokens } from "@henna/api";
import { readText, removeKey, writeText } from "@henna/storefront/storage/browser-storage.ts";

const ACCESS_KEY = "henna.admin.accessToken";
const REFRESH_KEY = "henna.admin.refreshToken";

export interface StaffTokens {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: AuthTokens): void;
  clear(): void;
  /** Called whenever the tokens change (signed in, refreshed, cleared). */
  subscribe(listener: () => void): () => void;
}

export function createStaffTokens(): StaffTokens {
  let access = readText("session", ACCESS_KEY);
  let refresh = readText("session", REFRESH_KEY);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
      writeText("session", ACCESS_KEY, access);
      writeText("session", REFRESH_KEY, refresh);
      notify();
    },
    clear() {
      const had = access !== null || refresh !== null;
      access = null;
      refresh = null;
      removeKey("session", ACCESS_KEY);
      removeKey("session", REFRESH_KEY);
      if (had) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
