// Identity comes only from the access token (design §3). Paths and bodies of the spec's browser still
// carry user ids; they must name the caller, or the request is refused.
import { forbidden, unauthorized } from "./api-error.js";
import type { Caller } from "./operation-types.js";

/** The caller, or 401 for a guest. */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller when `userId` (from a path or body) is theirs; 401 for a guest, 403 for anyone else. */
export function requireSelf(caller: Caller | null, userId: unknown): Caller {
  const self = requireCaller(caller);
  if (userId !== undefined && userId !== null && userId !== "" && Number(userId) !== self.userId)
    throw forbidden();
  return self;
}
