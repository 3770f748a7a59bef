// The notices at the top of every page: "You are offline" while there is no connection, and the
// prompt to reload into a new version. The live region is always there (empty when all is well), so
// a screen reader hears a notice when it appears.
import styles from "./offline.module.css";
import { offlineText } from "./offline-texts";

export function OfflineNotices({ online, onReload }: { online: boolean; onReload: (() => void) | null }) {
  return (
    <div className={styles.notices} role="status">
      {!online && (
        <p className={styles.offline}>
          <strong>{offlineText("banner")}</strong>{" "}
          <span className={styles.detail}>{offlineText("bannerDetail")}</span>
        </p>
      )}
      {onReload && (
        <p className={styles.update}>
          <span>{offlineText("updateReady")}</span>
          <button type="button" className={styles.reload} onClick={onReload}>
            {offlineText("updateAction")}
          </button>
        </p>
      )}
    </div>
  );
}
