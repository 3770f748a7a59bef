// Every operation's handler, by operationId; bindOperations checks this against the contract.
import type { AppContext } from "../context.js";
import type { Handlers } from "../http/operation-types.js";
import { accountsHandlers } from "./accounts/handlers.js";
import { addressesHandlers } from "./addresses/handlers.js";
import { adminHandlers } from "./admin/handlers.js";
import { admissionPayHandlers } from "./admission-pay/handlers.js";
import { admissionsHandlers } from "./admissions/handlers.js";
import { cartHandlers } from "./cart/handlers.js";
import { catalogueHandlers } from "./catalogue/handlers.js";
import { checkoutSettingsHandlers } from "./checkout-settings/handlers.js";
import { contentHandlers } from "./content/handlers.js";
import { enquiriesHandlers } from "./enquiries/handlers.js";
import { googleSignInHandlers } from "./google-sign-in/handlers.js";
import { ordersHandlers } from "./orders/handlers.js";
import { paymentsHandlers } from "./payments/handlers.js";
import { returnsHandlers } from "./returns/handlers.js";
import { settingsHandlers } from "./settings/handlers.js";

export function allHandlers(ctx: AppContext): Partial<Handlers> {
  return {
    ...catalogueHandlers(ctx),
    ...contentHandlers(ctx),
    ...settingsHandlers(ctx),
    ...checkoutSettingsHandlers(ctx),
    ...enquiriesHandlers(ctx),
    ...accountsHandlers(ctx),
    ...googleSignInHandlers(ctx),
    ...cartHandlers(ctx),
    ...addressesHandlers(ctx),
    ...paymentsHandlers(ctx),
    ...ordersHandlers(ctx),
    ...returnsHandlers(ctx),
    ...admissionsHandlers(ctx),
    ...admissionPayHandlers(ctx),
    ...adminHandlers(ctx),
  };
}
