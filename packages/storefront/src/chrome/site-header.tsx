// The header of spec §2: promotional strip, brand, search, account greeting, cart, main links and the
// phone menu. Phone first: menu button, brand and cart on one row, search below; from 1024 px the
// links sit beside the brand and the search.
import { useEffect, useState } from "react";
import { msg, t } from "../i18n/i18n";
import { inPageLanguage } from "../i18n/load-language";
import { useFirstIdle } from "../ui/first-idle";
import { toast } from "../ui/toast";
import { AccountLink } from "./account-link";
import { AppNavLink } from "./app-nav-link";
import { Brand } from "./brand";
import { CartLink } from "./cart-link";
import type { ChromeConfig } from "./chrome-config";
import styles from "./header.module.css";
import { Icon } from "./icon";
import { LanguageSwitch } from "./language-switch";
import { PromoMarquee } from "./promo-marquee";
import { SearchBox } from "./search-box";

// The phone menu's code comes after the first screen (every page's first render carries the header):
// fetched once the page is idle on a screen narrow enough to show the menu button, else on first tap.
const loadDrawer = inPageLanguage(() => import("./mobile-drawer"));
type Drawer = Awaited<ReturnType<typeof loadDrawer>>["MobileDrawer"];
const MENU_BUTTON_SHOWN = "(max-width: 1023.98px)";
export const MENU_LOAD_FAILED = msg("The menu could not load. Please check your connection and try again.");

export function SiteHeader({ config }: { config: ChromeConfig }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  const idle = useFirstIdle();
  useEffect(() => {
    if (idle && window.matchMedia?.(MENU_BUTTON_SHOWN).matches) loadDrawer().catch(() => undefined);
  }, [idle]);
  return (
    <header className={styles.header}>
      <PromoMarquee />
      <div className={styles.bar}>
        <div className={styles.row}>
          <button
            type="button"
            className={`icon-btn ${styles.menuButton}`}
            aria-label={t("Open menu")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuOpen(true);
              if (Drawer) return;
              loadDrawer().then(
                (module) => setDrawer(() => module.MobileDrawer),
                () => {
                  setMenuOpen(false);
                  toast.error(MENU_LOAD_FAILED);
                },
              );
            }}
          >
            <Icon name="menu" />
          </button>
          <div className={styles.brandSlot}>
            <Brand fallbackName={config.fallbackName} />
          </div>
          <nav aria-label={t("Main")} className={styles.nav}>
            <ul className={styles.navList}>
              {config.navLinks.map((link) => (
                <li key={link.to}>
                  <AppNavLink to={link.to} className={styles.navLink}>
                    {t(link.label)}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
          {config.search && (
            <div className={styles.searchSlot}>
              <SearchBox searchPath={config.search.path} placeholder={config.search.placeholder} />
            </div>
          )}
          <div className={styles.actions}>
            <LanguageSwitch className={styles.language} />
            <AccountLink
              accountPath={config.accountPath}
              loginPath={config.loginPath}
              className={styles.headerAccount}
            />
            <CartLink to={config.cartPath} />
          </div>
        </div>
      </div>
      {Drawer && <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} config={config} />}
    </header>
  );
}
