// The shop's whole Hindi catalogue: the shared package's texts and the shop's own. Loaded as its
// own chunk, only for a Hindi reader (storefront i18n/load-language.ts).
import { storefrontHindi } from "@henna/storefront/i18n/hi.ts";
import { shopHindi } from "./hi";

export const hindi: Record<string, string> = { ...storefrontHindi, ...shopHindi };
