// The product feed's address for Google Merchant Center (issue 35): the feed is served by the shop's own
// origin, which is this back office's too, so the address is known without asking the server.
import { toast } from "@henna/storefront/ui/toast.ts";
import styles from "./reports.module.css";

export const FEED_PATH = "/feeds/google-merchant.xml";

export function FeedPanel() {
  const url = `${window.location.origin}${FEED_PATH}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("The feed's address is copied");
    } catch {
      toast.error("Copying is not allowed here: select the address and copy it.");
    }
  };
  return (
    <section className="admin-panel" aria-labelledby="feed-title">
      <h2 id="feed-title">Product feed</h2>
      <p>
        Google Merchant Center reads every Active product and variation from this address (Products, Add
        products, Add a file: enter a link). It follows the catalogue as it changes.
      </p>
      <div className={styles.feed}>
        <input
          className={styles.feedUrl}
          readOnly
          value={url}
          aria-label="Feed address"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn" onClick={copy}>
          Copy address
        </button>
      </div>
    </section>
  );
}
