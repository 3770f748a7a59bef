// The stored login record (spec §3): kept obfuscated so it is not plain JSON at a glance. It holds
// only what the chrome shows (name, e-mail, mobile, GST number), never a password or Aadhaar.
import { isRecord } from "@henna/domain/json-values";
import { readText, removeKey, writeText } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export interface LoginRecord {
  user_id: number;
  id: number;
  full_name: string;
  name: string;
  email: string;
  mobile: string | null;
  user_gstNo: string | null;
}

function encode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).split("").reverse().join("");
}

function decode(text: string): string {
  const binary = atob(text.split("").reverse().join(""));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function toLoginRecord(value: unknown): LoginRecord | null {
  if (!isRecord(value)) return null;
  const userId = Number(value.user_id ?? value.id);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const optional = (v: unknown) => (typeof v === "string" && v ? v : null);
  const fullName = text(value.full_name) || text(value.name);
  return {
    user_id: userId,
    id: userId,
    full_name: fullName,
    name: text(value.name) || fullName,
    email: text(value.email),
    mobile: optional(value.mobile),
    user_gstNo: optional(value.user_gstNo),
  };
}

export function readLoginRecord(): LoginRecord | null {
  const stored = readText("local", STORAGE_KEYS.loginRecord);
  if (!stored) return null;
  try {
    return toLoginRecord(JSON.parse(decode(stored)));
  } catch {
    return null;
  }
}

export function writeLoginRecord(record: LoginRecord): void {
  writeText("local", STORAGE_KEYS.loginRecord, encode(JSON.stringify(record)));
}

export function removeLoginRecord(): void {
  removeKey("local", STORAGE_KEYS.loginRecord);
}
