// A call made without a connection says so (and that nothing is lost), instead of "Something went wrong".
import { afterEach, expect, it, vi } from "vitest";
import { settle } from "../api/api-result";

afterEach(() => vi.restoreAllMocks());

it("answers an offline failure with the reason, and other thrown failures as before", async () => {
  const thrown = () => Promise.reject(new TypeError("Failed to fetch"));
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  expect((await settle(thrown())).error).toEqual({
    status: 0,
    code: "OFFLINE",
    message:
      "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.",
    retryAfter: null,
  });
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  expect((await settle(thrown())).error?.message).toBe("Something went wrong");
});
