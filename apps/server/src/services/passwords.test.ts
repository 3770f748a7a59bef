import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.js";

describe("passwords", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("mehendi123");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(hash).not.toContain("mehendi123");
    expect(await verifyPassword("mehendi123", hash)).toBe(true);
    expect(await verifyPassword("mehendi124", hash)).toBe(false);
    expect(await verifyPassword("mehendi123", "plain")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
