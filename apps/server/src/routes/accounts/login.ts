// Login (spec §4 Login; §7 POST /loginuser): the stored login record plus a token pair.
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import { validateLogin } from "@henna/domain/validate-auth";
import type { AppContext } from "../../context.js";
import { ApiError } from "../../http/api-error.js";
import { findUserByEmail, normalizeEmail, toUserRecord } from "../../services/account-record.js";
import { refuseBlocked } from "../../services/customer-block.js";
import { missingAccountHash, verifyPassword } from "../../services/passwords.js";
import { limitsFor } from "../../services/rate-limits.js";
import { issueTokens } from "../../services/tokens.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { rejectInvalid } from "./field-rules.js";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

export function loginHandlers(ctx: AppContext): Pick<AccountsHandlers, "loginUser"> {
  return {
    async loginUser(req) {
      const email = normalizeEmail(req.body.email);
      rejectInvalid(validateLogin({ email, password: req.body.password }));
      await ctx.rateLimiter.hit(limitsFor("login", req.mainId, email, req.raw), ctx.clock());
      const account = await findUserByEmail(ctx.db, req.mainId, email);
      // A missing account still costs one full scrypt, so the answer time does not tell it apart.
      const matches = await verifyPassword(req.body.password, account?.passwordHash ?? missingAccountHash());
      if (!account || !matches) throw new ApiError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
      // Only after the password matched: the answer tells nobody else that the account is blocked.
      refuseBlocked(account);
      const tokens = await issueTokens(ctx.db, ctx.secrets.jwtSecret, account, ctx.clock());
      return { message: LOGIN_SUCCESSFUL, user: toUserRecord(account), ...tokens };
    },
  };
}
