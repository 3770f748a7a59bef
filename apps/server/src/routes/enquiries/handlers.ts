import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type EnquiriesHandlers = Pick<
  Handlers,
  "listClassLevels" | "createEnquiry" | "createLead" | "requestQuote"
>;

export function enquiriesHandlers(_ctx: AppContext): Partial<EnquiriesHandlers> {
  return {};
}
