import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type SettingsHandlers = Pick<
  Handlers,
  "listButtons" | "listPayButtons" | "getPageMeta" | "getHealth" | "listDevOutbox"
>;

export function settingsHandlers(_ctx: AppContext): Partial<SettingsHandlers> {
  return {};
}
