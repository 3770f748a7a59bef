// The contract and the handlers must describe the same API: an operation without a handler, or a
// handler for an operation the contract does not have, fails here (and stops start-up in production).
import { describe, expect, it } from "vitest";
import type { AppContext } from "../context.js";
import { allHandlers } from "../routes/all-handlers.js";
import { checkHandlers } from "./bind-operations.js";
import { listOperations, readContract } from "./contract.js";

const operations = listOperations(readContract());
// Handler factories only close over the context; building them needs none of its services.
const handlers = allHandlers({} as AppContext);

describe("contract coverage", () => {
  it("lists operations with unique ids", () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(50);
  });

  it("has a handler for every operation and an operation for every handler", () => {
    expect(checkHandlers(operations, handlers, true)).toEqual({ missing: [], unknown: [] });
  });

  it("marks the dev-only routes so production leaves them out", () => {
    const devOnly = operations.filter((op) => op.devOnly).map((op) => op.path);
    expect(devOnly.sort()).toEqual(["/dev/outbox", "/dev/sandbox/pay"]);
  });
});
