// Back-office operations whose handlers are being built this session answer 503 meanwhile, so the
// server starts. This file goes away once every operation of the tag `admin` has its handler.
import { ApiError } from "../../http/api-error.js";
import { listOperations, readContract } from "../../http/contract.js";
import type { Handlers } from "../../http/operation-types.js";

export function pendingAdminHandlers(done: Partial<Handlers>): Partial<Handlers> {
  const pending: Record<string, () => Promise<never>> = {};
  for (const op of listOperations(readContract())) {
    if (!op.tags.includes("admin") || op.operationId in done) continue;
    pending[op.operationId] = async () => {
      throw new ApiError(503, "INTERNAL", "This part of the back office is not available yet.");
    };
  }
  return pending as Partial<Handlers>;
}
