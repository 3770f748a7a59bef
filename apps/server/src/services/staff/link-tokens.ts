// The back office's one-time links (first-owner setup, set a password): a random token handed out once,
// of which only the hash is kept, with the time it stops working.
import { randomBytes } from "node:crypto";
import { sha256 } from "../tokens.js";

/** The token for the link, and the columns its row keeps. */
export function newLinkToken(now: Date, ttlMs: number) {
  const token = randomBytes(24).toString("base64url");
  return { token, stored: { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + ttlMs) } };
}

/** The back-office page (`setup`, `set-password`) a link opens, at `origin`. */
export const adminLinkUrl = (origin: string, page: string, token: string) =>
  `${origin.replace(/\/$/, "")}/admin/${page}?token=${encodeURIComponent(token)}`;
