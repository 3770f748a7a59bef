// Blocked customers: the back office can block a customer (their sessions end at once, see
// routes/admin/customers). Every way of signing in (password, Google, the reset code) then refuses
// them with this message, so a blocked shopper knows why instead of seeing "wrong password".
import { ApiError } from "../http/api-error.js";

export const ACCOUNT_BLOCKED_MESSAGE =
  "This account has been blocked by the shop. Please contact us if you think this is a mistake.";

export const accountBlocked = () => new ApiError(403, "ACCOUNT_BLOCKED", ACCOUNT_BLOCKED_MESSAGE);

/** Refuses a blocked account (403 `ACCOUNT_BLOCKED`); anything else passes. */
export function refuseBlocked(account: { blockedAt: Date | null } | null | undefined): void {
  if (account?.blockedAt) throw accountBlocked();
}
