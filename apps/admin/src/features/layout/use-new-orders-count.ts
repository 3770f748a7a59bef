// The new-orders badge: polled every 30 s while the tab is visible, and at once when it becomes
// visible again. The orders list sets it to 0 when it marks the orders seen.

import { useEffect, useState } from "react";
import { ORDERS_SEEN_EVENT } from "../../api/orders-seen";
import { useAdminClient } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";

export const NEW_ORDERS_POLL_MS = 30_000;

export function useNewOrdersCount(): number {
  const client = useAdminClient();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    // A count asked for before the orders were marked seen is out of date when it arrives.
    let seenRound = 0;
    const read = () => {
      if (document.visibilityState === "hidden") return;
      const round = seenRound;
      void settleAnswer(client.GET("/admin/orders/new-count")).then((result) => {
        if (live && result.data && round === seenRound) setCount(result.data.count);
      });
    };
    read();
    const timer = setInterval(read, NEW_ORDERS_POLL_MS);
    const seen = () => {
      seenRound += 1;
      setCount(0);
    };
    document.addEventListener("visibilitychange", read);
    window.addEventListener(ORDERS_SEEN_EVENT, seen);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", read);
      window.removeEventListener(ORDERS_SEEN_EVENT, seen);
    };
  }, [client]);
  return count;
}
