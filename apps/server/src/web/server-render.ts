// A page's first screen rendered on the server: the API's own answers to its reads (through the real
// routes, app.inject) and the app's server render (its entry-server, loaded on first use).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import type { PageLanguage } from "./page-language.js";
import type { ShopRoute } from "./page-preloads.js";

/** What an app's entry-server exports (storefront ssr/render-on-server.tsx). */
export interface PageRenderer {
  render(input: {
    url: string;
    mainId: string;
    answers: Record<string, unknown>;
    language?: PageLanguage;
  }): Promise<RenderedScreen>;
}

export interface RenderedScreen {
  html: string;
  /** Tags for the head (image preloads). */
  head?: string;
  serverData: Record<string, unknown>;
  answered: string[];
  /** A page not in English: the texts its render used, which the browser hydrates with. */
  texts?: Record<string, string>;
}

type Log = Pick<AppContext, "log">;

/**
 * The server render built beside the app (apps/academy/dist-ssr beside dist, PUBLIC_DIR/academy-ssr
 * beside PUBLIC_DIR/academy), loaded by the first page it renders rather than at start-up (a server
 * that answers only the API never loads it); null without one: the app renders its pages in the browser.
 */
export function rendererOf(root: string, ctx: Log): (() => Promise<PageRenderer | null>) | null {
  const file = join(`${root}-ssr`, "entry-server.js");
  if (!existsSync(file)) return null;
  let loading: Promise<PageRenderer | null> | null = null;
  return () => {
    loading ??= loadRenderer(file, ctx);
    return loading;
  };
}

async function loadRenderer(file: string, ctx: Log): Promise<PageRenderer | null> {
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.render === "function") return loaded as PageRenderer;
    ctx.log.warn({ file }, "the server render exports no render(); pages render in the browser");
  } catch (error) {
    ctx.log.warn({ err: error, file }, "the server render could not be loaded; pages render in the browser");
  }
  return null;
}

/** The API's own answers to the first screen's reads (those that succeed), through the real routes. */
export async function readAnswers(
  app: FastifyInstance,
  urls: string[],
  ctx: Log,
  /** Filled with each read's status (a product page is a 404 when its product's read is). */
  statuses: Record<string, number> = {},
): Promise<Record<string, unknown>> {
  let replies: Awaited<ReturnType<typeof app.inject>>[];
  try {
    replies = await Promise.all(
      urls.map((url) => app.inject({ method: "GET", url, headers: { accept: "application/json" } })),
    );
  } catch (error) {
    // The page still works without them: the app asks the API itself.
    ctx.log.warn({ err: error, urls }, "first-screen answers unavailable; serving the page without them");
    return {};
  }
  const answers: Record<string, unknown> = {};
  replies.forEach((reply, index) => {
    const url = urls[index];
    if (url) statuses[url] = reply.statusCode;
    if (url && reply.statusCode === 200 && String(reply.headers["content-type"]).includes("json")) {
      answers[url] = reply.json();
    }
  });
  return answers;
}

/** The page rendered on the server with the first screen's answers, or null (then it renders in the browser). */
export async function serverRender(
  renderer: (() => Promise<PageRenderer | null>) | null,
  route: ShopRoute | null,
  input: { mainId: string; answers: Record<string, unknown>; language: PageLanguage },
  ctx: Log,
  /** A render that takes longer is given up: the page is served to render in the browser. */
  timeoutMs: number,
): Promise<RenderedScreen | null> {
  if (!renderer || !route?.page || !route.location) return null;
  const loaded = await renderer();
  if (!loaded) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const rendered = await Promise.race([loaded.render({ url: route.location, ...input }), timedOut]);
    if (rendered !== "timeout") return rendered;
    ctx.log.error({ url: route.location }, "server render timed out; the page renders in the browser");
  } catch (error) {
    ctx.log.error(
      { err: error, url: route.location },
      "server render failed; the page renders in the browser",
    );
  } finally {
    clearTimeout(timer);
  }
  return null;
}
