import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AadhaarDecryptError,
  aadhaarLast4,
  decryptAadhaar,
  encryptAadhaar,
  maskAadhaar,
  maskedLast4,
} from "./aadhaar-crypto.js";

const KEY = Buffer.alloc(32, 7);
const NUMBER = "234567891234";

/** Re-encodes one of the three stored parts after `change` has altered its bytes. */
function alter(stored: string, index: number, change: (bytes: Buffer) => Buffer): string {
  const parts = stored.split(".");
  parts[index] = change(Buffer.from(parts[index] ?? "", "base64url")).toString("base64url");
  return parts.join(".");
}
const flipFirstBit = (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  copy[0] = (copy[0] ?? 0) ^ 1;
  return copy;
};

describe("aadhaar-crypto", () => {
  it("round-trips a number, storing iv.tag.ciphertext without the digits", () => {
    const stored = encryptAadhaar(KEY, NUMBER);
    const [iv, tag, ciphertext, ...rest] = stored.split(".");
    expect(rest).toEqual([]);
    expect(Buffer.from(iv ?? "", "base64url")).toHaveLength(12);
    expect(Buffer.from(tag ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(ciphertext ?? "", "base64url")).toHaveLength(12);
    expect(stored).not.toContain(NUMBER);
    expect(stored).not.toContain(NUMBER.slice(-4));
    expect(decryptAadhaar(KEY, stored)).toBe(NUMBER);
  });

  it("uses a fresh IV for every value, so equal numbers give unrelated ciphertexts", () => {
    const sealed = Array.from({ length: 20 }, () => encryptAadhaar(KEY, NUMBER));
    expect(new Set(sealed.map((value) => value.split(".")[0])).size).toBe(20);
    expect(new Set(sealed).size).toBe(20);
    for (const value of sealed) expect(decryptAadhaar(KEY, value)).toBe(NUMBER);
  });

  it("binds the context: the value decrypts only under the context it was sealed with", () => {
    const stored = encryptAadhaar(KEY, NUMBER, "demo-store:7");
    expect(decryptAadhaar(KEY, stored, "demo-store:7")).toBe(NUMBER);
    expect(() => decryptAadhaar(KEY, stored, "demo-store:8")).toThrow(AadhaarDecryptError);
    expect(() => decryptAadhaar(KEY, stored)).toThrow(AadhaarDecryptError);
  });

  const stored = encryptAadhaar(KEY, NUMBER);
  const refused: Array<{ given: string; why: string; key?: Buffer }> = [
    { given: stored, key: randomBytes(32), why: "another key" },
    { given: alter(stored, 2, flipFirstBit), why: "an altered ciphertext" },
    { given: alter(stored, 1, flipFirstBit), why: "an altered auth tag" },
    { given: alter(stored, 0, flipFirstBit), why: "an altered IV" },
    { given: alter(stored, 1, (bytes) => bytes.subarray(0, 12)), why: "a truncated auth tag" },
    { given: alter(stored, 0, (bytes) => bytes.subarray(0, 8)), why: "a short IV" },
    { given: stored.split(".").slice(0, 2).join("."), why: "a missing part" },
    { given: `${stored}.AAAA`, why: "an extra part" },
    { given: "", why: "an empty value" },
    { given: NUMBER, why: "a plain number" },
    { given: stored.replace(".", ".!"), why: "characters outside base64url" },
  ];
  it.each(refused)("refuses $why", ({ given, key }) => {
    expect(() => decryptAadhaar(key ?? KEY, given)).toThrow(AadhaarDecryptError);
  });

  it("says nothing about the number or the stored value when it refuses", () => {
    const altered = alter(stored, 2, flipFirstBit);
    try {
      decryptAadhaar(KEY, altered);
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(altered);
      expect(String((error as Error).message)).not.toMatch(/[0-9]{4}/);
    }
  });

  it.each([
    { given: "23456789123", why: "11 digits" },
    { given: "2345678912345", why: "13 digits" },
    { given: "2345 6789 1234", why: "spaces" },
    { given: "XXXX-XXXX-1234", why: "a masked value" },
  ])("encrypts only 12 digits, not $why", ({ given }) => {
    expect(() => encryptAadhaar(KEY, given)).toThrow(/12-digit/);
  });

  it("refuses a key that is not 256 bits", () => {
    expect(() => encryptAadhaar(Buffer.alloc(16), NUMBER)).toThrow(/32 bytes/);
    expect(() => decryptAadhaar(Buffer.alloc(31), stored)).toThrow(/32 bytes/);
  });

  it("masks as XXXX-XXXX-1234 and reads the last four back", () => {
    expect(aadhaarLast4(NUMBER)).toBe("1234");
    expect(maskAadhaar("1234")).toBe("XXXX-XXXX-1234");
    expect(() => maskAadhaar("123")).toThrow();
    expect(() => aadhaarLast4("1234")).toThrow();
  });

  it.each([
    { given: "XXXX-XXXX-1234", want: "1234" },
    { given: "XXXX-XXXX-123", want: null },
    { given: "xxxx-xxxx-1234", want: null },
    { given: "XXXX-XXXX-12345", want: null },
    { given: " XXXX-XXXX-1234", want: null },
    { given: NUMBER, want: null },
    { given: "", want: null },
  ])("maskedLast4($given) is $want", ({ given, want }) => {
    expect(maskedLast4(given)).toBe(want);
  });
});
