import { describe, expect, it } from "vitest";
import { failureText, settle, toFailure } from "./api-result";

const apiError = (message: string, code = "VALIDATION_FAILED") => ({
  isError: true,
  success: false,
  code,
  message,
  msg: message,
});

describe("settle", () => {
  it("gives the data of a successful call", async () => {
    const result = await settle(
      Promise.resolve({ data: { ok: 1 }, response: new Response(null, { status: 200 }) }),
    );
    expect(result).toEqual({ data: { ok: 1 } });
  });

  it("gives the server's message, status and Retry-After on failure", async () => {
    const response = new Response(null, { status: 429, headers: { "retry-after": "120" } });
    const result = await settle(
      Promise.resolve({ error: apiError("Too many attempts.", "RATE_LIMITED"), response }),
    );
    expect(result.error).toEqual({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts.",
      retryAfter: 120,
    });
  });

  it("never throws for a call that rejects", async () => {
    const result = await settle(Promise.reject(new TypeError("boom")));
    expect(result.error?.message).toBe("Something went wrong");
  });
});

describe("failureText", () => {
  it.each([
    [
      { status: 400, code: "X", message: "Invalid email or password.", retryAfter: null },
      "Invalid email or password.",
    ],
    [
      { status: 429, code: "RATE_LIMITED", message: "Slow down.", retryAfter: 30 },
      "Too many attempts. Please try again in 30 seconds.",
    ],
    [
      { status: 429, code: "RATE_LIMITED", message: "Slow down.", retryAfter: 600 },
      "Too many attempts. Please try again in 10 minutes.",
    ],
    [
      { status: 429, code: "RATE_LIMITED", message: "Slow down.", retryAfter: null },
      "Slow down. Please wait a moment and try again.",
    ],
  ])("%j reads %j", (failure, want) => {
    expect(failureText(failure)).toBe(want);
  });

  it("maps a body that is not the error shape to a generic message", () => {
    expect(toFailure("oops", new Response(null, { status: 502 })).message).toBe("Something went wrong");
  });
});
