import { afterEach, describe, expect, it } from "vitest";
import { storefrontHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
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
      { status: 429, code: "SLOW_DOWN", message: "Slow down.", retryAfter: null },
      "Slow down. Please wait a moment and try again.",
    ],
    [
      {
        status: 429,
        code: "RATE_LIMITED",
        message: "Too many attempts. Please wait a moment and try again.",
        retryAfter: null,
      },
      "Too many attempts. Please wait a moment and try again.",
    ],
  ])("%j reads %j", (failure, want) => {
    expect(failureText(failure)).toBe(want);
  });

  it("maps a body that is not the error shape to a generic message", () => {
    expect(toFailure("oops", new Response(null, { status: 502 })).message).toBe("Something went wrong");
  });
});

describe("failureText in Hindi", () => {
  afterEach(() => activateLanguage("en"));

  it.each([
    [{ status: 502, code: "UNKNOWN", message: "Something went wrong", retryAfter: null }, "कुछ गड़बड़ हो गई"],
    [
      { status: 429, code: "RATE_LIMITED", message: "Slow down.", retryAfter: 600 },
      "बहुत ज़्यादा कोशिशें हो गईं। कृपया 10 मिनट बाद फिर से कोशिश करें।",
    ],
    [
      { status: 429, code: "RATE_LIMITED", message: "Slow down.", retryAfter: 30 },
      "बहुत ज़्यादा कोशिशें हो गईं। कृपया 30 सेकंड बाद फिर से कोशिश करें।",
    ],
    [
      { status: 429, code: "SLOW_DOWN", message: "रुकिए।", retryAfter: null },
      "रुकिए। कृपया थोड़ी देर रुककर फिर से कोशिश करें।",
    ],
    // The server's text, already in Hindi (the call asked for it), is shown as it came.
    [{ status: 400, code: "X", message: "यूज़र नहीं मिला", retryAfter: null }, "यूज़र नहीं मिला"],
  ])("%j reads %j", (failure, want) => {
    activateLanguage("hi", storefrontHindi);
    expect(failureText(failure)).toBe(want);
  });

  it("keeps a failure's own text in English (its id), said in Hindi only where it is shown", () => {
    activateLanguage("hi", storefrontHindi);
    const failure = toFailure("oops", new Response(null, { status: 502 }));
    expect(failure.message).toBe("Something went wrong");
    expect(failureText(failure)).toBe("कुछ गड़बड़ हो गई");
  });
});
