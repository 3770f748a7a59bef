// Passwords are hashed with scrypt from node:crypto using one of OWASP's recommended parameter sets
// (N=2^14, r=8, p=5: about 16 MiB per hash). The parameters are stored with each hash so they can be
// raised later without invalidating existing accounts.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** What every account's password is hashed with. */
export const PASSWORD_PARAMS: Readonly<ScryptParams> = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;

let params: Readonly<ScryptParams> = PASSWORD_PARAMS;
let dummyHash = makeDummyHash(params);

/**
 * Changes the parameters new hashes are made with, for the server's own test suites only
 * (test-support/light-passwords.ts): hundreds of sign-ups and logins at full cost took minutes of a
 * 2-core machine. The running server never calls it; passwords.test.ts checks the real parameters.
 */
export function setPasswordParamsForTests(next: Readonly<ScryptParams>): void {
  params = next;
  dummyHash = makeDummyHash(next);
}

function maxmem(N: number, r: number, p: number): number {
  return 128 * N * r * p + 1024 * 1024 * 64;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params;
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: maxmem(N, r, p),
  });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmem(N, R, P),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

function makeDummyHash({ N, r, p }: Readonly<ScryptParams>): string {
  return `scrypt$${N}$${r}$${p}$${randomBytes(16).toString("base64url")}$${randomBytes(KEY_LENGTH).toString("base64url")}`;
}

/**
 * A hash to compare against when the account does not exist, so timing does not reveal that: it costs
 * what a new account's hash costs.
 */
export function missingAccountHash(): string {
  return dummyHash;
}
