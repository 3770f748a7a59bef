import { describe, expect, it } from "vitest";
import { CheckoutAttempts, newAttemptKey } from "./checkout-attempt";

describe("CheckoutAttempts", () => {
  it("reuses the key while the attempt is the same, and starts a new one when it changes", () => {
    let n = 0;
    const attempts = new CheckoutAttempts(() => `key-${++n}`);
    expect(attempts.keyFor("cart A, pay now")).toBe("key-1");
    expect(attempts.keyFor("cart A, pay now")).toBe("key-1");
    expect(attempts.keyFor("cart A, pay on delivery")).toBe("key-2");
    expect(attempts.keyFor("cart A, pay now")).toBe("key-3");
    attempts.finish();
    expect(attempts.keyFor("cart A, pay now")).toBe("key-4");
  });

  it("makes keys the contract accepts", () => {
    const keys = new Set(Array.from({ length: 20 }, () => newAttemptKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
