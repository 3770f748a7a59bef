// The secret that lets a command hand its work to the server holding DATA_DIR (see control-server.ts):
// DATA_DIR/control.secret, new at every server start, readable and writable only by the folder's
// owner (mode 0600). Whoever can read it can already read the whole database in that folder, so it
// grants nothing more than the files do.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const CONTROL_SECRET_FILE = "control.secret";

export const controlSecretPath = (dataDir: string) => join(dataDir, CONTROL_SECRET_FILE);

export function writeControlSecret(dataDir: string): string {
  const secret = randomBytes(32).toString("base64url");
  const path = controlSecretPath(dataDir);
  rmSync(path, { force: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: "wx" });
  // The mode given at creation is narrowed by the umask only, never widened; chmod makes it exact.
  chmodSync(path, 0o600);
  return secret;
}

/** The secret, or null when the file is missing or this user may not read it. */
export function readControlSecret(dataDir: string): string | null {
  try {
    return readFileSync(controlSecretPath(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
