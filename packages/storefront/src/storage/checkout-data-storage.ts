// checkout_data (spec §3): the hand-off from cart, Buy Now or a course to /checkout.
import type { CartLine } from "@henna/domain/cart";
import type { CheckoutData } from "@henna/domain/checkout";
import { isRecord } from "@henna/domain/json-lists";
import { readJson, removeKey, writeJson } from "./browser-storage";
import { STORAGE_KEYS } from "./storage-keys";

export type StoredCheckoutData = CheckoutData<CartLine>;

export function readCheckoutData(): StoredCheckoutData | null {
  const value = readJson("local", STORAGE_KEYS.checkoutData);
  return isRecord(value) && Array.isArray(value.products) ? (value as unknown as StoredCheckoutData) : null;
}

export function writeCheckoutData(data: StoredCheckoutData): void {
  writeJson("local", STORAGE_KEYS.checkoutData, data);
}

export function clearCheckoutData(): void {
  removeKey("local", STORAGE_KEYS.checkoutData);
}
