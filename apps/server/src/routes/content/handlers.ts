import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type ContentHandlers = Pick<
  Handlers,
  "getHelp" | "listMarquees" | "listOffers" | "getOfficeLocation" | "getStoreProfile" | "listSliders"
>;

export function contentHandlers(_ctx: AppContext): Partial<ContentHandlers> {
  return {};
}
