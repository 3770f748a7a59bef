// Aadhaar numbers at rest (design §3): AES-256-GCM under the configured key, a fresh random 12-byte IV
// for every value, the 16-byte auth tag checked on every read. Stored as `iv.tag.ciphertext`
// (base64url each), so a row never holds the digits. An optional context string is bound in as
// additional authenticated data: a ciphertext copied onto another person's row then fails to decrypt
// instead of quietly handing them someone else's number.
//
// Outside the server the number only ever appears masked (`XXXX-XXXX-1234`). Nothing here logs, and
// no error message carries a number or a ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DIGITS = /^[0-9]{12}$/;
const MASKED = /^XXXX-XXXX-([0-9]{4})$/;
const PART = /^[A-Za-z0-9_-]+$/;

/** A stored value that is not ours, was altered, or was sealed under another key or context. */
export class AadhaarDecryptError extends Error {
  override name = "AadhaarDecryptError";
  constructor() {
    super("The stored Aadhaar number cannot be decrypted (wrong key, context or altered data).");
  }
}

function checkKey(key: Buffer): void {
  // A short key is a configuration mistake, never a user's; fail loudly rather than weaken the cipher.
  if (key.length !== KEY_BYTES) throw new Error(`The Aadhaar key must be ${KEY_BYTES} bytes.`);
}

/** Encrypts a 12-digit Aadhaar number into `iv.tag.ciphertext`. */
export function encryptAadhaar(key: Buffer, digits: string, context = ""): string {
  checkKey(key);
  if (!DIGITS.test(digits)) throw new Error("Only a 12-digit Aadhaar number can be encrypted.");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(digits, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [iv, tag, ciphertext].map((part) => part.toString("base64url")).join(".");
}

/** The 12 digits sealed in `stored`; AadhaarDecryptError when anything about it does not check out. */
export function decryptAadhaar(key: Buffer, stored: string, context = ""): string {
  checkKey(key);
  const parts = stored.split(".");
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) throw new AadhaarDecryptError();
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, "base64url")) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new AadhaarDecryptError();
  let digits: string;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    digits = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new AadhaarDecryptError();
  }
  if (!DIGITS.test(digits)) throw new AadhaarDecryptError();
  return digits;
}

/** The last four digits, kept in clear beside the ciphertext so the masked form needs no decryption. */
export function aadhaarLast4(digits: string): string {
  if (!DIGITS.test(digits)) throw new Error("Only a 12-digit Aadhaar number has last four digits.");
  return digits.slice(-4);
}

/** `XXXX-XXXX-1234`: the only form in which an Aadhaar number leaves the server. */
export function maskAadhaar(last4: string): string {
  if (!/^[0-9]{4}$/.test(last4)) throw new Error("A masked Aadhaar number needs four digits.");
  return `XXXX-XXXX-${last4}`;
}

/** The last four digits of a masked value (`XXXX-XXXX-1234` → `1234`), or null when `value` is not masked. */
export function maskedLast4(value: string): string | null {
  return MASKED.exec(value)?.[1] ?? null;
}
