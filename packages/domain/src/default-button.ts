/**
 * The store's default action button (§3 Button config, §4 Default action button) and what the chrome
 * shows because of it (§2 cart icon, My Account's Address tab). A leaf of action-buttons.ts: the header
 * needs these on every page, the product cards' buttons only where cards are shown.
 */

import { parseRecordList } from "./json-values";

/** §3 Button config button_id values, in the §4 default priority order. */
export const BUTTON_IDS = ["getquote", "addtocart", "buynow"] as const;
export type ButtonId = (typeof BUTTON_IDS)[number];

/** §3 Button config: button_id and its default flag (boolean, 'true'/'false' text or 1/0 in old data). */
export interface ButtonConfig {
  button_id?: string | null;
  default?: boolean | string | number | null;
}

/** §3 Button config default flag: true for true, 'true' (any case), 1 and '1'; everything else is false. */
export function isDefaultFlag(flag: unknown): boolean {
  if (typeof flag === "boolean") return flag;
  if (typeof flag === "number") return flag === 1;
  if (typeof flag === "string") return ["true", "1"].includes(flag.trim().toLowerCase());
  return false;
}

/** §4 default action button: the first flagged default in priority getquote, addtocart, buynow; otherwise none (null). */
export function defaultActionButton(
  configs: readonly ButtonConfig[] | string | null | undefined,
): ButtonId | null {
  // Accepts JSON text too: the config list is stored loosely like other §3 lists.
  const flagged = new Set(
    parseRecordList(configs)
      .filter((config) => isDefaultFlag(config.default))
      .map((config) => (typeof config.button_id === "string" ? config.button_id.trim().toLowerCase() : "")),
  );
  return BUTTON_IDS.find((id) => flagged.has(id)) ?? null;
}

/** §2 header: the cart icon with its count is hidden when the default button is Get Quote. */
export function showCartIcon(defaultButton: ButtonId | null): boolean {
  return defaultButton !== "getquote";
}

/** §2 My Account: the Address tab is hidden when the default button is Get Quote. */
export function showAddressTab(defaultButton: ButtonId | null): boolean {
  return defaultButton !== "getquote";
}
