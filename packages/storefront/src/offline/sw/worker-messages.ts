// The messages a page and the service worker exchange (both sides import these names).
export const WORKER_MESSAGES = {
  /** page → waiting worker: take over now (the reader chose "Reload"). */
  activate: "henna-activate",
  /** page → worker: keep these pages, pictures and app scripts, seen before the worker took over. */
  keepSeen: "henna-keep-seen",
  /** worker → page: the pages and pictures asked for are kept. */
  kept: "henna-kept",
} as const;

export type WorkerMessage =
  | { type: typeof WORKER_MESSAGES.activate }
  | { type: typeof WORKER_MESSAGES.keepSeen; urls: string[] };
