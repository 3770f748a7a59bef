// The phone menu (spec §2 mobile drawer) on the native <dialog>: showModal() keeps focus inside and
// makes the page behind inert, Escape closes it, and focus goes back to the menu button.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { useLogOut } from "../session/use-log-out";
import { useAppSelector } from "../state/hooks";
import { selectIsLoggedIn } from "../state/session-slice";
import { useModalDialog } from "../ui/use-modal-dialog";
import { AccountLink } from "./account-link";
import { AppNavLink } from "./app-nav-link";
import { Brand } from "./brand";
import type { ChromeConfig } from "./chrome-config";
import { Icon } from "./icon";
import { LanguageSwitch } from "./language-switch";
import styles from "./mobile-drawer.module.css";

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  config: ChromeConfig;
}

export function MobileDrawer({ open, onClose, config }: MobileDrawerProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const { pathname } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const logOut = useLogOut();

  // A link inside navigates: the drawer's job is done. (It mounts on its first opening, on the page it
  // was opened from: only a later route closes it.)
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <dialog ref={ref} className={styles.drawer} aria-label={t("Menu")} {...dialogProps}>
      {open && (
        <div className={styles.panel}>
          <div className={styles.top}>
            <Brand fallbackName={config.fallbackName} />
            <button type="button" className="icon-btn" aria-label={t("Close menu")} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          </div>
          <AccountLink
            accountPath={config.accountPath}
            loginPath={config.loginPath}
            className={styles.account}
          />
          <LanguageSwitch className={styles.language} />
          <nav aria-label={t("Main")}>
            <ul className={styles.links}>
              {config.navLinks.map((link) => (
                <li key={link.to}>
                  <AppNavLink to={link.to} className={styles.link}>
                    {t(link.label)}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
          {loggedIn && (
            <button type="button" className={`btn btn-secondary ${styles.logout}`} onClick={() => logOut()}>
              {t("Logout")}
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
