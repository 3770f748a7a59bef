// The cart's rules (building a line, checkout data, the server's cart) load once the page is idle or on
// the first Add to Cart or Buy Now, whichever comes first: no first screen waits for code that runs on
// a tap.
import { SOMETHING_WENT_WRONG } from "@henna/domain/fallback-message";
import { useEffect } from "react";
import { inPageLanguage } from "../i18n/load-language";
import { whenFirstIdle } from "../ui/first-idle";
import { toast } from "../ui/toast";

type CartActions = typeof import("./cart-actions");

let loading: Promise<CartActions> | null = null;

function loadCartActions(): Promise<CartActions> {
  // Its toasts are said in the page's language: on a Hindi page, once the whole catalogue is here.
  loading ??= inPageLanguage(() => import("./cart-actions"))().catch((error: unknown) => {
    // A failed load (a deploy replaced the file, the network dropped) is tried again on the next tap.
    loading = null;
    throw error;
  });
  return loading;
}

/** The cart's thunks; null after an error toast when their code could not be loaded. */
export async function cartActionsOrToast(): Promise<CartActions | null> {
  try {
    return await loadCartActions();
  } catch {
    toast.error(SOMETHING_WENT_WRONG);
    return null;
  }
}

/** Starts loading the cart's thunks at the page's first idle moment, so a tap rarely waits for them. */
export function usePreloadCartActions(): void {
  useEffect(() => whenFirstIdle(() => void loadCartActions().catch(() => undefined)), []);
}
