// The API client's token store, kept in localStorage so a reload keeps the session.
import type { AuthTokens, TokenStore } from "@henna/api";
import { readText, removeKey, writeText } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export function createBrowserTokenStore(): TokenStore {
  return {
    getAccessToken: () => readText("local", STORAGE_KEYS.accessToken),
    getRefreshToken: () => readText("local", STORAGE_KEYS.refreshToken),
    setTokens(tokens: AuthTokens) {
      writeText("local", STORAGE_KEYS.accessToken, tokens.accessToken);
      writeText("local", STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
    clear() {
      removeKey("local", STORAGE_KEYS.accessToken);
      removeKey("local", STORAGE_KEYS.refreshToken);
    },
  };
}
