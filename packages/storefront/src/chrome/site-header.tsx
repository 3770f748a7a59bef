// The header of spec §2: promotional strip, brand, search, account greeting, cart, main links and the
// phone menu. Phone first: menu button, brand and cart on one row, search below; from 1024 px the
// links sit beside the brand and the search.
import { useState } from "react";
import { AccountLink } from "./account-link";
import { AppNavLink } from "./app-nav-link";
import { Brand } from "./brand";
import { CartLink } from "./cart-link";
import type { ChromeConfig } from "./chrome-config";
import styles from "./header.module.css";
import { Icon } from "./icon";
import { MobileDrawer } from "./mobile-drawer";
import { PromoMarquee } from "./promo-marquee";
import { SearchBox } from "./search-box";

export function SiteHeader({ config }: { config: ChromeConfig }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <PromoMarquee />
      <div className={styles.bar}>
        <div className={styles.row}>
          <button
            type="button"
            className={`icon-btn ${styles.menuButton}`}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <div className={styles.brandSlot}>
            <Brand fallbackName={config.fallbackName} />
          </div>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.navList}>
              {config.navLinks.map((link) => (
                <li key={link.to}>
                  <AppNavLink to={link.to} className={styles.navLink}>
                    {link.label}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
          {config.search && (
            <div className={styles.searchSlot}>
              <SearchBox searchPath={config.search.path} />
            </div>
          )}
          <div className={styles.actions}>
            <AccountLink
              accountPath={config.accountPath}
              loginPath={config.loginPath}
              className={styles.headerAccount}
            />
            <CartLink to={config.cartPath} />
          </div>
        </div>
      </div>
      <MobileDrawer open={menuOpen} onClose={() => setMenuOpen(false)} config={config} />
    </header>
  );
}
