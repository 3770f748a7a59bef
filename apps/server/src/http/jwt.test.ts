import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "./jwt.js";

const secret = "s".repeat(32);
const token = signAccessToken({ sub: "42", store: "demo-store" }, secret, 1000, 900);

describe("access tokens", () => {
  it("round-trips the claims while valid", () => {
    expect(verifyAccessToken(token, secret, 1899)).toEqual({
      sub: "42",
      store: "demo-store",
      iat: 1000,
      exp: 1900,
    });
  });

  it.each([
    { name: "expired", given: token, now: 1900 },
    { name: "wrong secret", given: token, now: 1000, secret: "t".repeat(32) },
    {
      name: "tampered payload",
      given: token.replace(
        /\.[^.]+\./,
        `.${Buffer.from('{"sub":"1","store":"demo-store","iat":1000,"exp":9999}').toString("base64url")}.`,
      ),
      now: 1000,
    },
    {
      name: "alg none",
      given: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${token.split(".")[1]}.`,
      now: 1000,
    },
    { name: "garbage", given: "not-a-token", now: 1000 },
  ])("refuses a token that is $name", ({ given, now, secret: other }) => {
    expect(verifyAccessToken(given, other ?? secret, now)).toBeNull();
  });
});
