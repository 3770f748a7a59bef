import { msg } from "../i18n/i18n";
// The result pages' texts (spec §2 Payment result pages), verbatim.
export const PAYMENT_SUCCESSFUL = msg("Payment Successful");
export const THANK_YOU_FOR_ORDER = msg("Thank you for your order!");
export const PAYMENT_FAILED = msg("Payment failed");
export const PAYMENT_NOT_PROCESSED = msg("Your payment could not be processed.");
/** Not in the spec: a result page for an id the server does not know (or not the shopper's). */
export const PAYMENT_NOT_FOUND = msg("We could not find this payment.");
