// Token refresh and logout (contract additions: POST /auth/refresh, POST /auth/logout).
import type { AppContext } from "../../context.js";
import { ApiError, SESSION_EXPIRED_MESSAGE } from "../../http/api-error.js";
import { forgetPushToken } from "../../services/push-tokens.js";
import { revokeRefreshToken, rotateRefreshToken } from "../../services/tokens.js";
import type { AccountsHandlers } from "./accounts-handlers.js";

export const LOGGED_OUT_MESSAGE = "Logged out successfully.";

export function sessionHandlers(ctx: AppContext): Pick<AccountsHandlers, "refreshAuth" | "logout"> {
  return {
    async refreshAuth(req) {
      try {
        const { accessToken, refreshToken } = await rotateRefreshToken(
          ctx.db,
          ctx.secrets.jwtSecret,
          req.mainId,
          req.body.refreshToken,
          ctx.clock(),
          (ended) => ctx.sessions.forget(ended),
        );
        return { accessToken, refreshToken };
      } catch (error) {
        // The contract names this failure INVALID_REFRESH_TOKEN, so a client can tell it from an
        // expired access token and send the shopper to the login page.
        if (error instanceof ApiError && error.status === 401)
          throw new ApiError(401, "INVALID_REFRESH_TOKEN", SESSION_EXPIRED_MESSAGE);
        throw error;
      }
    },

    async logout(req) {
      const { refreshToken, deviceToken } = req.body;
      // Before the revoke, while the token still names its user: the device stops getting their pushes.
      if (deviceToken !== undefined) await forgetPushToken(ctx.db, req.mainId, refreshToken, deviceToken);
      // The session's access tokens are refused from the next request on, not only its refresh tokens.
      ctx.sessions.forget(await revokeRefreshToken(ctx.db, req.mainId, refreshToken, ctx.clock()));
      return { message: LOGGED_OUT_MESSAGE };
    },
  };
}
