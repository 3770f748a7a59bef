// A call made without a connection says so (and that nothing is lost), instead of the client's
// "Could not reach the server" or "Something went wrong"; online, failures read as before.
import { afterEach, expect, it, vi } from "vitest";
import { settle } from "../api/api-result";

afterEach(() => vi.restoreAllMocks());

const OFFLINE = {
  status: 0,
  code: "OFFLINE",
  message:
    "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.",
  retryAfter: null,
};
const network = () =>
  Promise.resolve({
    error: {
      code: "NETWORK",
      message: "Could not reach the server. Please check your connection and try again.",
    },
    response: new Response(null, { status: 599 }),
  });
const thrown = () => Promise.reject(new TypeError("Failed to fetch"));

it("answers a call that could not reach the server while offline with the reason", async () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  expect((await settle(network())).error).toEqual(OFFLINE);
  expect((await settle(thrown())).error).toEqual(OFFLINE);
});

it("leaves failures online, and the server's own answers offline, as they were", async () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  expect((await settle(network())).error?.message).toBe(
    "Could not reach the server. Please check your connection and try again.",
  );
  expect((await settle(thrown())).error?.message).toBe("Something went wrong");
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const refused = Promise.resolve({
    error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password" },
    response: new Response(null, { status: 401 }),
  });
  expect((await settle(refused)).error?.message).toBe("Invalid email or password");
});
