// The first owner in the browser (tag admin): whether the store still needs one, and making them from
// the setup link the server prints at start (services/staff/first-owner.ts).
import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";
import { hasOwner, setUpFirstOwner } from "../../services/staff/first-owner.js";
import { limitsFor } from "../accounts/rate-limits.js";

type FirstOwnerHandlers = Pick<Handlers, "adminSetupStatus" | "adminSetupOwner">;

export function adminFirstOwnerHandlers(ctx: AppContext): FirstOwnerHandlers {
  return {
    async adminSetupStatus(req) {
      return { needsOwner: !(await hasOwner(ctx.db, req.mainId)) };
    },

    async adminSetupOwner(req) {
      // Each try costs a password hash and guesses a token: limited like a set-password link, per
      // client address only (a limit per store would let anybody lock the owner out of their setup).
      await ctx.rateLimiter.hit(
        limitsFor("reset", req.mainId, "owner-setup", req.raw)
          .filter((limit) => limit.key.includes(":ip:"))
          .map((limit) => ({ ...limit, key: `staff-owner-setup-${limit.key}` })),
        ctx.clock(),
      );
      return setUpFirstOwner(
        ctx.db,
        ctx.secrets.jwtSecret,
        {
          mainId: req.mainId,
          token: req.body.token,
          name: req.body.name.trim(),
          email: req.body.email,
          password: req.body.password,
        },
        ctx.clock(),
      );
    },
  };
}
