import { beforeAll, describe, expect, it } from "vitest";
import {
  hashPassword,
  missingAccountHash,
  PASSWORD_PARAMS,
  setPasswordParamsForTests,
  verifyPassword,
} from "./passwords.js";

describe("passwords", () => {
  // The suite's setup lowers the cost for the other files; here the real parameters are used.
  beforeAll(() => setPasswordParamsForTests(PASSWORD_PARAMS));

  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("mehendi123");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(hash).not.toContain("mehendi123");
    expect(await verifyPassword("mehendi123", hash)).toBe(true);
    expect(await verifyPassword("mehendi124", hash)).toBe(false);
    expect(await verifyPassword("mehendi123", "plain")).toBe(false);
  });

  it("makes a missing account cost what an account's hash costs", () => {
    expect(missingAccountHash()).toMatch(/^scrypt\$16384\$8\$5\$/);
  });

  it("verifies a hash by the parameters it carries", async () => {
    setPasswordParamsForTests({ N: 2 ** 10, r: 8, p: 1 });
    const light = await hashPassword("mehendi123");
    setPasswordParamsForTests(PASSWORD_PARAMS);
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("mehendi123", light)).toBe(true);
    expect(await verifyPassword("mehendi124", light)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
