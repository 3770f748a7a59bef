// The floating cart button (spec §2): the count, opens the cart, hidden while the cart is empty, on the
// cart page itself (it would point at the page already open), and on checkout, where it would only
// cover the Place order bar on a phone and lead away from paying.
import { showFloatingCart } from "@henna/domain/cart-lines";
import { useLocation } from "react-router";
import { useCartCount } from "../cart/use-cart-count";
import { AppLink } from "../navigation/app-link";
import { cartLabel } from "./cart-link";
import styles from "./floating-cart.module.css";
import { Icon } from "./icon";

const CHECKOUT_PATH = "/checkout";

export function FloatingCart({ to }: { to: string }) {
  const count = useCartCount();
  const { pathname } = useLocation();
  if (!showFloatingCart(count) || pathname === to || pathname === CHECKOUT_PATH) return null;
  return (
    <AppLink to={to} className={styles.fab} aria-label={cartLabel(count)} data-testid="floating-cart">
      <Icon name="cart" />
      <span className={styles.count} aria-hidden="true">
        {count > 99 ? "99+" : count}
      </span>
    </AppLink>
  );
}
