// The Share button's menu for a desktop (share-button.tsx): WhatsApp, with the product's name, price and
// link as the message, and "Copy link", which says so with a toast. Loaded on demand (on-demand.ts):
// it is drawn over the page, so nothing moves when it arrives.
import { shareMessage } from "@henna/domain/search-listing";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type RefObject, useEffect } from "react";
import styles from "./share-button.module.css";

export interface ShareMenuProps {
  id: string;
  /** The button and the menu: a press inside leaves the menu to the button. */
  box: RefObject<HTMLDivElement | null>;
  title: string;
  priceText: string | null;
  url: () => string;
  onClose: () => void;
}

export function whatsAppLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export function ShareMenu({ id, box, title, priceText, url, onClose }: ShareMenuProps) {
  useEffect(() => {
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent ? event.key === "Escape" : !box.current?.contains(event.target as Node)
      )
        onClose();
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [box, onClose]);

  async function copy() {
    onClose();
    try {
      await navigator.clipboard.writeText(url());
      toast.success(t("Link copied"));
    } catch {
      toast.error(t("Could not copy the link. Please copy it from the address bar."));
    }
  }

  return (
    <div className={styles.menu} id={id}>
      <a
        className={styles.item}
        href={whatsAppLink(shareMessage({ title, priceText, url: url() }))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        {t("Share on WhatsApp")}
      </a>
      <button type="button" className={styles.item} onClick={copy}>
        {t("Copy link")}
      </button>
    </div>
  );
}
