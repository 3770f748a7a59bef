// What both apps' layout carries of the offline feature in its first render: the connection's state,
// the notices (offline, a new version) and, once the page is idle, the worker's registration, loaded
// then (register-worker.ts) so it is never in the first screen's scripts. Back online, every piece of
// server data on screen is read again.
import { useEffect, useRef, useState } from "react";
import { useLanguageReady } from "../i18n/load-language";
import { useAppDispatch } from "../state/hooks";
import { everythingStale } from "../state/server-data";
import { useFirstIdle } from "../ui/first-idle";
import { OfflineNotices } from "./offline-notices";
import { useOnline } from "./online-status";

export function OfflineGate() {
  const online = useOnline();
  const dispatch = useAppDispatch();
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      dispatch(everythingStale());
    }
  }, [online, dispatch]);

  const idle = useFirstIdle();
  useEffect(() => {
    if (!idle || !("serviceWorker" in navigator)) return;
    let live = true;
    import("./register-worker")
      .then(({ registerWorker }) => registerWorker({ onUpdate: (apply) => live && setUpdate(() => apply) }))
      .catch(() => {
        // No worker (a private window, a failed download): the page works as before, online only.
      });
    return () => {
      live = false;
    };
  }, [idle]);

  // On a Hindi page, once its catalogue is here: the server never draws the notice, so the texts the
  // page hydrated with do not have it.
  const languageReady = useLanguageReady();
  return <OfflineNotices online={online || !languageReady} onReload={update} />;
}
