// The store's own page meta as both its API (GET page meta) and the server-rendered pages hand it out.
import { scriptUrls } from "@henna/domain/page-meta";
import type { stores } from "../db/schema.js";

type MetaColumns =
  | "metaTitle"
  | "metaDescription"
  | "metaKeywords"
  | "metaAuthor"
  | "metaIcon"
  | "metaScripts";

export function storeMeta(store: Pick<typeof stores.$inferSelect, MetaColumns>) {
  return {
    title: store.metaTitle,
    description: store.metaDescription,
    keywords: store.metaKeywords,
    author: store.metaAuthor,
    icon: store.metaIcon,
    // Design §3: script URLs only; anything else a store row holds is never handed to a page.
    scripts: scriptUrls(Array.isArray(store.metaScripts) ? store.metaScripts : []),
  };
}
