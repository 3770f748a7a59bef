import { describe, expect, it } from "vitest";
import { checkViolation, isUniqueViolation } from "./pg-errors.js";

const unique = { code: "23505", constraint: "coupons_code_idx" };

describe("isUniqueViolation", () => {
  it.each([
    ["the driver's own error", unique, undefined, true],
    ["wrapped by drizzle", new Error("insert failed", { cause: unique }), undefined, true],
    ["wrapped twice", new Error("a", { cause: new Error("b", { cause: unique }) }), undefined, true],
    ["on the named index", unique, "coupons_code", true],
    ["on another index", unique, "categories_name", false],
    ["another error code", { code: "23503" }, undefined, false],
    ["not an object", "23505", undefined, false],
    ["nothing", null, undefined, false],
  ])("%s", (_what, error, index, expected) => {
    expect(isUniqueViolation(error, index)).toBe(expected);
  });

  it("ends on a cause chain that loops", () => {
    const a: { code: string; cause?: unknown } = { code: "1" };
    a.cause = { code: "2", cause: a };
    expect(isUniqueViolation(a)).toBe(false);
  });
});

describe("checkViolation", () => {
  const check = { code: "23514", constraint: "products_status_check" };
  it.each([
    ["the driver's own error", check, "products_status_check"],
    ["wrapped by drizzle", new Error("update failed", { cause: check }), "products_status_check"],
    ["a unique violation", unique, undefined],
    ["a check without a constraint name", { code: "23514" }, ""],
    ["nothing", undefined, undefined],
  ])("%s", (_what, error, expected) => {
    expect(checkViolation(error)).toBe(expected);
  });
});
