// Every back-office operation's handler (the contract's tag `admin`).
import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";
import { adminAdmissionHandlers } from "./academy/admissions-handlers.js";
import { adminClassLevelHandlers } from "./academy/class-levels-handlers.js";
import { adminCsvHandlers } from "./catalogue-csv/csv-handlers.js";
import { adminCouponHandlers } from "./coupons/coupons-handlers.js";
import { adminCustomerHandlers } from "./customers/customers-handlers.js";
import { adminDeliveryHandlers } from "./delivery/handlers.js";
import { adminFirstOwnerHandlers } from "./first-owner-handlers.js";
import { adminInboxHandlers } from "./inbox/inbox-handlers.js";
import { adminMarketingHandlers } from "./marketing/marketing-handlers.js";
import { adminOrdersHandlers } from "./orders/handlers.js";
import { adminProductHandlers } from "./products/handlers.js";
import { adminMediaHandlers } from "./products/media-handlers.js";
import { adminStockHandlers } from "./products/stock-handlers.js";
import { adminRefundsHandlers } from "./refunds/handlers.js";
import { adminReportsHandlers } from "./reports/reports-handlers.js";
import { adminReturnsHandlers } from "./returns/handlers.js";
import { adminAuthHandlers } from "./staff/auth-handlers.js";
import { adminStaffHandlers } from "./staff/staff-handlers.js";
import { adminBackupHandlers } from "./store-setup/backups-handlers.js";
import { adminStoreSetupHandlers } from "./store-setup/handlers.js";

export function adminHandlers(ctx: AppContext): Partial<Handlers> {
  return {
    ...adminAuthHandlers(ctx),
    ...adminFirstOwnerHandlers(ctx),
    ...adminStaffHandlers(ctx),
    ...adminOrdersHandlers(ctx),
    ...adminRefundsHandlers(ctx),
    ...adminReturnsHandlers(ctx),
    ...adminCsvHandlers(ctx),
    ...adminProductHandlers(ctx),
    ...adminStockHandlers(ctx),
    ...adminMediaHandlers(ctx),
    ...adminStoreSetupHandlers(ctx),
    ...adminBackupHandlers(ctx),
    ...adminDeliveryHandlers(ctx),
    ...adminReportsHandlers(ctx),
    ...adminMarketingHandlers(ctx),
    ...adminCouponHandlers(ctx),
    ...adminClassLevelHandlers(ctx),
    ...adminAdmissionHandlers(ctx),
    ...adminInboxHandlers(ctx),
    ...adminCustomerHandlers(ctx),
  };
}
