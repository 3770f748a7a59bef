// A page rendered on the server for a guest (each app's first screens; apps/server's web/server-render.ts calls
// the app's built entry-server). The page shows at once, before its scripts have arrived, and the
// browser then hydrates it (start-app.tsx) instead of building the screen itself.
// A server render runs no effects, so the screen's reads are collected in a first pass (server-prefetch.ts),
// answered from the API answers the server already has for the page, and the page rendered again with
// their data. A read it has no answer for is left out: the page shows it loading, and the browser makes it.
import { createMemoryTokenStore, createStoreClient } from "@henna/api";
import type { Messages } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { Services } from "../api/browser-clients";
import { API_BASE_URL } from "../config/runtime-config";
import { activateLanguage, type Language } from "../i18n/i18n";
import type { DataEntry } from "../state/server-data";
import { type PrefetchCollector, PrefetchContext } from "../state/server-prefetch";
import { type AppStore, guestState, makeStore } from "../state/store";
import { type AppPages, AppTree } from "./app-tree";
import { PAGE_TIME_KEY, pageTimeEntry } from "./page-time";
import { recordTexts } from "./record-texts";

export interface ServerRenderInput {
  /** The path and query requested, e.g. "/course?sort=price-asc". */
  url: string;
  mainId: string;
  /** The first screen's API answers by path and query ("/api/..."), as the page carries them. */
  answers: Record<string, unknown>;
  /** The reader's language (the `lang` cookie or ?lang=, read by the server); English when absent. */
  language?: Language;
}

export interface ServerRender {
  /** What goes inside the page's root element. */
  html: string;
  /** Tags for the page's head: React's preloads of the pictures the page shows first. */
  head: string;
  /** The data the page was rendered with (the page's server-data block). */
  serverData: Record<string, DataEntry>;
  /** The answers the render used: the browser has their data in serverData, not in the answers block. */
  answered: string[];
  /** A page in Hindi: the texts it was rendered with, which the browser hydrates with (record-texts.ts). */
  texts?: Record<string, string>;
}

const ORIGIN = "http://server-render.invalid";
/** A read that needs another's data first (a second page) would take a pass of its own; none goes deeper. */
const MAX_PASSES = 3;

function answeringServices(input: ServerRenderInput, answered: Set<string>): Services {
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const key = `${url.pathname}${url.search}`;
    if (request.method === "GET" && url.origin === ORIGIN && Object.hasOwn(input.answers, key)) {
      answered.add(key);
      return Response.json(input.answers[key]);
    }
    return Response.json({ message: "Not answered in the page" }, { status: 404 });
  };
  const tokens = createMemoryTokenStore();
  const clients = createStoreClient({
    baseUrl: `${ORIGIN}${API_BASE_URL}`,
    mainId: input.mainId,
    tokens,
    fetch,
  });
  return { clients, tokens, mainId: input.mainId };
}

/**
 * React writes its resource hints (image preloads) at the start of what it renders; they belong in the
 * head, where the browser finds them first, not inside the root the browser hydrates.
 */
function splitHints(rendered: string): { head: string; html: string } {
  const hints = /^(?:<link\b[^>]*\/?>)+/.exec(rendered)?.[0] ?? "";
  return { head: hints, html: rendered.slice(hints.length) };
}

/** The language one render is in, with its catalogue (none for English). */
interface RenderLanguage {
  language: Language;
  messages: Messages;
}

/** Core and page part merged, one object per pair: i18n.ts keeps one translator per catalogue object. */
const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();

/** A Hindi render's catalogue: the app's core with the page's own texts (its folder's hi.ts). */
async function hindiCatalogue(core: () => Promise<Messages>, page?: Promise<Messages>): Promise<Messages> {
  const [coreTexts, pageTexts] = await Promise.all([core(), page ?? Promise.resolve(undefined)]);
  if (!pageTexts || Object.keys(pageTexts).length === 0) return coreTexts;
  let byPage = merged.get(coreTexts);
  if (!byPage) {
    byPage = new WeakMap();
    merged.set(coreTexts, byPage);
  }
  let messages = byPage.get(pageTexts);
  if (!messages) {
    messages = { ...coreTexts, ...pageTexts };
    byPage.set(pageTexts, messages);
  }
  return messages;
}

interface Rendered {
  html: string;
  /** Recorded on a page not in English (record-texts.ts). */
  texts?: Record<string, string>;
}

function render(
  store: AppStore,
  app: AppPages,
  url: string,
  collect: PrefetchCollector | null,
  lang: RenderLanguage,
  record = false,
): Rendered {
  // The translation instance is the process's one: renders of different languages take turns between
  // their awaits, and renderToString is synchronous, so each is activated just before it renders.
  activateLanguage(lang.language, lang.messages);
  const recording = record && lang.language !== "en" ? recordTexts() : null;
  let html: string;
  let texts: Record<string, string> | undefined;
  try {
    html = renderToString(
      <PrefetchContext value={collect}>
        <AppTree store={store} router={<StaticRouter location={url}>{app.routes}</StaticRouter>} />
      </PrefetchContext>,
    );
  } finally {
    // The translator is put back even when the render throws (a refused text key, a page's error).
    texts = recording?.stop();
  }
  return { html, texts };
}

export async function renderOnServer(app: AppPages, input: ServerRenderInput): Promise<ServerRender> {
  const answered = new Set<string>();
  const services = answeringServices(input, answered);
  const collecting = makeStore(guestState(), services);
  const pathname = new URL(input.url, ORIGIN).pathname;
  const hindi = input.language === "hi" ? app.hindi : undefined;
  const [messages] = await Promise.all([
    hindi ? hindiCatalogue(hindi, app.pageTexts?.(pathname)) : Promise.resolve({}),
    app.preload(pathname),
  ]);
  const lang: RenderLanguage = { language: hindi ? "hi" : "en", messages };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const loads: Promise<unknown>[] = [];
    render(
      collecting,
      app,
      input.url,
      (resource, args) => {
        loads.push(collecting.dispatch(resource.fetch(args)));
      },
      lang,
    );
    if (loads.length === 0) break;
    await Promise.all(loads);
  }
  const serverData = {
    ...Object.fromEntries(
      Object.entries(collecting.getState().serverData.entries).filter(
        ([, entry]) => entry.status === "fulfilled",
      ),
    ),
    [PAGE_TIME_KEY]: pageTimeEntry(Date.now()),
  };
  const store = makeStore({ ...guestState(), serverData: { entries: serverData } }, services);
  const final = render(store, app, input.url, null, lang, true);
  const { head, html } = splitHints(final.html);
  return { html, head, serverData, answered: [...answered], ...(final.texts && { texts: final.texts }) };
}
