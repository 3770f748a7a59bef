// The product page's Share button (issue 35): on a phone the system's share sheet (Web Share API);
// elsewhere a small menu with WhatsApp and "Copy link" (share-menu.tsx, loaded on demand). The link is
// the page's canonical address (no ?lang or tracking).
import { productPath } from "@henna/domain/product-route";
import { shareMessage } from "@henna/domain/search-listing";
import { readerRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { onDemand } from "./on-demand";
import styles from "./share-button.module.css";

const shareMenu = onDemand(() => import("./share-menu").then((module) => module.ShareMenu));
const ShareMenu = shareMenu.Component;

interface ShareButtonProps {
  productId: number;
  title: string;
  price: number | null;
}

/** A phone: a coarse pointer and the share sheet (a desktop Chromium has navigator.share too). */
function phoneShare(): boolean {
  return (
    typeof navigator !== "undefined" &&
    typeof navigator.share === "function" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(pointer: coarse)").matches
  );
}

export function ShareButton({ productId, title, price }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const url = () => `${window.location.origin}${productPath(title, productId)}`;
  const priceText = price === null ? null : readerRupees(price);
  const close = useCallback(() => setOpen(false), []);

  useEffect(shareMenu.preloadWhenIdle, []);

  // The share sheet is opened from here, not from the menu's code: a browser opens it only within
  // the tap's own moment, which waiting for a file could outlast.
  async function share() {
    if (!phoneShare()) {
      setOpen((was) => !was);
      return;
    }
    try {
      await navigator.share({ title, text: shareMessage({ title, priceText, url: "" }), url: url() });
    } catch (error) {
      // The shopper closed the sheet: nothing to say. Anything else: offer the menu instead.
      if ((error as DOMException)?.name !== "AbortError") setOpen(true);
    }
  }

  return (
    <div className={styles.share} ref={box}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.button}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={shareMenu.preload}
        onFocus={shareMenu.preload}
        onClick={share}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <path
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
            fill="currentColor"
          />
        </svg>
        {t("Share")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} box={box} title={title} priceText={priceText} url={url} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
