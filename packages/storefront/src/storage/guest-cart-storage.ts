import { type CartLine, parseCartLines } from "@henna/domain/cart-lines";
import { readJson, writeJson } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export function readGuestCart(): CartLine[] {
  return parseCartLines(readJson("local", STORAGE_KEYS.guestCart));
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  writeJson("local", STORAGE_KEYS.guestCart, lines);
}
