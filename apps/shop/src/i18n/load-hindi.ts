// The shop's Hindi catalogue as a lazily loaded chunk (an English reader never downloads it).
import type { CatalogueLoader } from "@henna/storefront/i18n/load-language.ts";

export const loadHindi: CatalogueLoader = () => import("./hindi").then((module) => module.hindi);
