// The product page's Share button (issue 35): on a phone the system's share sheet (Web Share API);
// elsewhere a small menu with WhatsApp (the product's name, price and link as the message) and "Copy
// link", which says so with a toast. The link is the page's canonical address (no ?lang or tracking).
import { productPath } from "@henna/domain/product-route";
import { shareMessage } from "@henna/domain/search-listing";
import { readerRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useEffect, useId, useRef, useState } from "react";
import styles from "./share-button.module.css";

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

export function whatsAppLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export function ShareButton({ productId, title, price }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const url = () => `${window.location.origin}${productPath(title, productId)}`;
  const priceText = price === null ? null : readerRupees(price);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent ? event.key === "Escape" : !box.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

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

  async function copy() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url());
      toast.success(t("Link copied"));
    } catch {
      toast.error(t("Could not copy the link. Please copy it from the address bar."));
    }
  }

  return (
    <div className={styles.share} ref={box}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.button}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
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
        <div className={styles.menu} id={menuId}>
          <a
            className={styles.item}
            href={whatsAppLink(shareMessage({ title, priceText, url: url() }))}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            {t("Share on WhatsApp")}
          </a>
          <button type="button" className={styles.item} onClick={copy}>
            {t("Copy link")}
          </button>
        </div>
      )}
    </div>
  );
}
