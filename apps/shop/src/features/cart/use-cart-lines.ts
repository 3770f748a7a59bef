// The lines the cart page shows: the guest cart from the store (kept in guest_cart), or the logged-in
// customer's server cart (GET /cart/{userId}), both as the domain's CartLine.
import { type CartLine, parseCartLines } from "@henna/domain/cart";
import type { ApiFailure } from "@henna/storefront/api/api-result.ts";
import { selectGuestLines } from "@henna/storefront/state/guest-cart-slice.ts";
import { useAppSelector } from "@henna/storefront/state/hooks.ts";
import { serverCart } from "@henna/storefront/state/resources.ts";
import { selectUserId } from "@henna/storefront/state/session-slice.ts";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { useMemo } from "react";

export interface CartLines {
  kind: "guest" | "server";
  lines: CartLine[];
  isLoading: boolean;
  isFetching: boolean;
  error: ApiFailure | undefined;
  refetch: () => void;
}

export function useCartLines(): CartLines {
  const userId = useAppSelector(selectUserId);
  const guestLines = useAppSelector(selectGuestLines);
  const server = useResource(serverCart, userId ?? skip);
  const serverLines = useMemo(() => parseCartLines(server.data ?? []), [server.data]);
  if (userId === null) {
    return {
      kind: "guest",
      lines: guestLines,
      isLoading: false,
      isFetching: false,
      error: undefined,
      refetch: () => {},
    };
  }
  return {
    kind: "server",
    lines: serverLines,
    isLoading: server.isLoading,
    isFetching: server.isFetching,
    error: server.data === undefined ? server.error : undefined,
    refetch: server.refetch,
  };
}
