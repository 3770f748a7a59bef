import type { ContractOperation } from "./contract.js";

/** A contract operation's schemas as Fastify takes them (the build compiles their validators from this too). */
export function routeSchema(op: ContractOperation) {
  return {
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.headers ? { headers: op.headers } : {}),
    ...(op.body ? { body: op.body } : {}),
  };
}
