// The header's cart icon with its count badge (spec §2), hidden when the store's default button is
// Get Quote. While the button settings load, its box is kept (invisible) so nothing shifts.
import { showCartIcon } from "@henna/domain/default-button";
import { useCartCount } from "../cart/use-cart-count";
import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { useDefaultButton } from "../settings/use-default-button";
import styles from "./header.module.css";
import { Icon } from "./icon";

export function cartLabel(count: number): string {
  return count === 1 ? t("Cart, 1 item") : t("Cart, {count} items", { count });
}

export function CartLink({ to }: { to: string }) {
  const count = useCartCount();
  const { defaultButton, isLoading } = useDefaultButton();
  if (isLoading) return <span className={styles.iconSlot} aria-hidden="true" />;
  if (!showCartIcon(defaultButton)) return null;
  return (
    <AppLink to={to} className={styles.iconLink} aria-label={cartLabel(count)}>
      <Icon name="cart" />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </AppLink>
  );
}
