// The generated client set up for the browser: same-origin /api, the store identifier from the page,
// tokens in browser storage. Token refresh (once, shared by concurrent 401s) lives in the client's
// middleware (@henna/api); components never see it.
import { createStoreClient, type StoreClients, type TokenStore } from "@henna/api";
import { API_BASE_URL, readMainId } from "../config/runtime-config";
import { intlLocale } from "../i18n/i18n";
import { createBrowserTokenStore } from "../storage/token-storage";
import { answeringFromPage, readPageAnswers } from "./page-answers";

export interface Services {
  clients: StoreClients;
  tokens: TokenStore;
  mainId: string;
}

export function createBrowserServices(): Services {
  const tokens = createBrowserTokenStore();
  const mainId = readMainId();
  const baseUrl = new URL(API_BASE_URL, globalThis.location?.origin ?? "http://localhost").toString();
  // The first screen's reads are answered from the page when the server wrote them in.
  // Every call says the reader's language, so the server's messages (errors, field errors, mails)
  // come back in it.
  const fetch = answeringFromPage(readPageAnswers(), (request) => {
    request.headers.set("accept-language", intlLocale());
    return globalThis.fetch(request);
  });
  return { clients: createStoreClient({ baseUrl, mainId, tokens, fetch }), tokens, mainId };
}
