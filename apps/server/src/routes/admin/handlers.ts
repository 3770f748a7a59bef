// Every back-office operation's handler (the contract's tag `admin`).
import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";
import { adminAuthHandlers } from "./auth-handlers.js";
import { adminCsvHandlers } from "./catalogue-csv/csv-handlers.js";
import { adminMediaHandlers } from "./media-handlers.js";
import { adminOrdersHandlers } from "./orders-handlers.js";
import { adminProductHandlers } from "./products-handlers.js";
import { adminStaffHandlers } from "./staff-handlers.js";
import { adminStockHandlers } from "./stock-handlers.js";

export function adminHandlers(ctx: AppContext): Partial<Handlers> {
  return {
    ...adminAuthHandlers(ctx),
    ...adminStaffHandlers(ctx),
    ...adminOrdersHandlers(ctx),
    ...adminCsvHandlers(ctx),
    ...adminProductHandlers(ctx),
    ...adminStockHandlers(ctx),
    ...adminMediaHandlers(ctx),
  };
}
