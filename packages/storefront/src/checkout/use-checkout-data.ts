// What /checkout checks out: checkout_data as the cart, Buy Now or the academy handed it over or, when
// the page is opened directly (a bookmark, a new tab, the back button) and there is none, the cart
// itself: the server cart when signed in, the guest cart otherwise. Only an empty cart is "empty".
import { parseCartLines } from "@henna/domain/cart";
import { buildCheckoutData } from "@henna/domain/checkout";
import { useMemo, useState } from "react";
import type { ApiFailure } from "../api/api-result";
import { selectGuestLines } from "../state/guest-cart-slice";
import { useAppSelector } from "../state/hooks";
import { serverCart } from "../state/resources";
import { skip, useResource } from "../state/use-resource";
import { readCheckoutData, type StoredCheckoutData } from "../storage/checkout-data-storage";

export interface CheckoutDataRead {
  data: StoredCheckoutData | null;
  /** True while the server cart it falls back on loads. */
  isLoading: boolean;
  error: ApiFailure | undefined;
  refetch: () => void;
}

export function useCheckoutData(userId: number | null): CheckoutDataRead {
  const [handedOver] = useState(() => readCheckoutData());
  const guestLines = useAppSelector(selectGuestLines);
  const fromServer = handedOver === null && userId !== null;
  const cart = useResource(serverCart, fromServer ? userId : skip);
  const data = useMemo(() => {
    if (handedOver) return handedOver;
    const lines = userId === null ? guestLines : parseCartLines(cart.data ?? []);
    return buildCheckoutData(lines, { course: false });
  }, [handedOver, userId, guestLines, cart.data]);
  return {
    data,
    isLoading: fromServer && cart.isLoading,
    error: fromServer && cart.data === undefined ? cart.error : undefined,
    refetch: cart.refetch,
  };
}
