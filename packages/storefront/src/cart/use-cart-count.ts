import { cartCount } from "@henna/domain/cart-lines";
import { selectGuestLines } from "../state/guest-cart-slice";
import { useAppSelector } from "../state/hooks";
import { serverCart } from "../state/resources";
import { selectUserId } from "../state/session-slice";
import { skip, useResource } from "../state/use-resource";

/** Lines in the cart: the server cart when logged in, the guest cart otherwise (spec §2 badge). */
export function useCartCount(): number {
  const userId = useAppSelector(selectUserId);
  const guestLines = useAppSelector(selectGuestLines);
  const { data } = useResource(serverCart, userId ?? skip);
  return userId === null ? cartCount(guestLines) : cartCount(data ?? []);
}
