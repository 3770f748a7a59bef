// API answers the server wrote into the page for the first screen's reads (apps/server's
// web/page-preloads.ts): the app's first request for each of these URLs is answered from the page
// instead of the network, so the first screen does not wait for a round trip after the scripts.
import type { StoreClientOptions } from "@henna/api";

type Fetch = NonNullable<StoreClientOptions["fetch"]>;

/** The id of the page's JSON data block (the server's PAGE_ANSWERS_ID). */
export const PAGE_ANSWERS_ID = "api-answers";

/**
 * Answers are for the page load: a read first made later than this (a screen opened long after) goes to
 * the network for current data.
 */
export const PAGE_ANSWERS_TTL_MS = 10_000;

/** The answers in the page, by path and query ("/api/..."); none when the page has no readable block. */
export function readPageAnswers(doc: Document | undefined = globalThis.document): Map<string, unknown> {
  const text = doc?.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * A fetch that answers a GET of one of `answers` once, from the page, within PAGE_ANSWERS_TTL_MS of
 * `startedAt`, and sends everything else to `next`.
 */
export function answeringFromPage(
  answers: Map<string, unknown>,
  next: Fetch,
  options: { origin?: string; now?: () => number } = {},
): Fetch {
  const { origin = globalThis.location?.origin, now = Date.now } = options;
  const startedAt = now();
  return (request) => {
    if (answers.size > 0 && request.method === "GET") {
      const url = new URL(request.url);
      const key = `${url.pathname}${url.search}`;
      if (url.origin === origin && answers.has(key)) {
        const body = answers.get(key);
        answers.delete(key);
        if (now() - startedAt <= PAGE_ANSWERS_TTL_MS) {
          // Answered in a task of its own, as a network answer would be: the screen each answer fills
          // renders after the browser has had a turn, not in one long task with the first screen's
          // effects and every other answer (a phone would not respond to a tap meanwhile).
          return new Promise((resolve) =>
            setTimeout(
              () =>
                resolve(
                  new Response(JSON.stringify(body), {
                    status: 200,
                    headers: { "content-type": "application/json; charset=utf-8" },
                  }),
                ),
              0,
            ),
          );
        }
        answers.clear();
      }
    }
    return next(request);
  };
}
