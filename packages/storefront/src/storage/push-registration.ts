// Which user this browser's push token was last registered for, and the token (local storage): push
// skips registering it again, and logout asks the server to forget it.
import { readJson, removeKey, writeJson } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export interface PushRegistration {
  userId: number;
  token: string;
}

export function readPushRegistration(): PushRegistration | null {
  const value = readJson("local", STORAGE_KEYS.pushRegistration) as Partial<PushRegistration> | null;
  return value && typeof value.userId === "number" && typeof value.token === "string"
    ? { userId: value.userId, token: value.token }
    : null;
}

export function writePushRegistration(registration: PushRegistration): void {
  writeJson("local", STORAGE_KEYS.pushRegistration, registration);
}

export function removePushRegistration(): void {
  removeKey("local", STORAGE_KEYS.pushRegistration);
}
