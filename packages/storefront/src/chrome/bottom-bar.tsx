// The phone's bottom bar (spec §2: Home, Products, Contact, Account); hidden from 768 px up.

import { t } from "../i18n/i18n";
import { useAppSelector } from "../state/hooks";
import { selectIsLoggedIn } from "../state/session-slice";
import { AppNavLink } from "./app-nav-link";
import styles from "./bottom-bar.module.css";
import type { BottomBarLink } from "./chrome-config";
import { Icon } from "./icon";

export function BottomBar({ links, loginPath }: { links: BottomBarLink[]; loginPath: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <nav aria-label={t("Shortcuts")} className={styles.bar}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <AppNavLink to={link.account && !loggedIn ? loginPath : link.to} className={styles.link}>
              <Icon name={link.icon} size={22} />
              <span>{t(link.label)}</span>
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
