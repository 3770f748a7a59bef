// The core of the shop's Hindi catalogue: the shared package's texts and the shop's own that its chrome
// shows or pages of more than one folder share. Loaded as its own chunk, only for a Hindi reader
// (storefront i18n/load-language.ts), with the page's own part (its folder's hi.ts, ui/lazy-page.tsx).
import { storefrontHindi } from "@henna/storefront/i18n/hi.ts";
import { shopHindi } from "./hi";

export const hindi: Record<string, string> = { ...storefrontHindi, ...shopHindi };
