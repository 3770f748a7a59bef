// On the sign-in page of a store with no owner yet: where the one-time setup link comes from. Nothing
// shows while the answer is on its way, or if it fails (the sign-in form works either way).
import { settle } from "@henna/storefront/api/api-result.ts";
import { useEffect, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import styles from "./first-owner.module.css";

export function SetupOwnerNotice() {
  const client = useAdminClient();
  const [needsOwner, setNeedsOwner] = useState(false);
  useEffect(() => {
    let live = true;
    void settle(client.GET("/admin/setup")).then((result) => {
      if (live && result.data) setNeedsOwner(result.data.needsOwner);
    });
    return () => {
      live = false;
    };
  }, [client]);
  if (!needsOwner) return null;
  return (
    <div className={styles.notice} role="note" aria-label="This store has no owner yet">
      <p>
        <strong>This store has no owner yet.</strong> Every time the server starts, it prints a one-time link
        to create the owner: look in the server's output or log for the line with{" "}
        <code>/admin/setup?token=</code> and open that link.
      </p>
      <p>The link works once, for 24 hours. Restart the server to get a new one.</p>
    </div>
  );
}
