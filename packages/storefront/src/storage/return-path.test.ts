import { describe, expect, it } from "vitest";
import { isSafeReturnPath, rememberReturnPath, takeReturnPath } from "./return-path";

describe("navigate-after-login page", () => {
  it("is kept in session storage and read once", () => {
    rememberReturnPath("/checkout");
    expect(takeReturnPath()).toBe("/checkout");
    expect(takeReturnPath()).toBeNull();
  });

  it.each([
    ["/checkout", true],
    ["/product?search=tea", true],
    ["//evil.example", false],
    ["https://evil.example/", false],
    ["/\\evil.example", false],
    ["", false],
  ])("isSafeReturnPath(%j) is %s", (path, want) => {
    expect(isSafeReturnPath(path)).toBe(want);
  });

  it("ignores an unsafe path", () => {
    rememberReturnPath("//evil.example");
    expect(takeReturnPath()).toBeNull();
  });
});
