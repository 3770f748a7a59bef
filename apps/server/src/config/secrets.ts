// Development convenience: secrets that are not configured are generated once into DATA_DIR, so a
// fresh clone starts with no setup and keeps its sessions and encrypted data across restarts.
// Production refuses to start without them (see env.ts).
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "./env.js";

export interface Secrets {
  jwtSecret: string;
  aadhaarKey: Buffer;
  adminToken: string;
  sandboxKeySecret: string;
}

type Stored = Partial<Record<keyof Secrets, string>>;

export function resolveSecrets(env: Env): Secrets {
  const file = join(env.dataDir, "secrets.json");
  let stored: Stored = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Stored;
  const generated: Stored = { ...stored };
  const pick = (key: keyof Secrets, configured: string | null, bytes: number): string => {
    if (configured) return configured;
    const existing = stored[key];
    if (existing) return existing;
    const value = randomBytes(bytes).toString("hex");
    generated[key] = value;
    return value;
  };
  const secrets = {
    jwtSecret: pick("jwtSecret", env.jwtSecret, 32),
    aadhaarKey: Buffer.from(pick("aadhaarKey", env.aadhaarKey, 32), "hex"),
    adminToken: pick("adminToken", env.adminToken, 24),
    sandboxKeySecret: pick("sandboxKeySecret", env.sandboxKeySecret, 24),
  };
  if (JSON.stringify(generated) !== JSON.stringify(stored)) {
    mkdirSync(env.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}
