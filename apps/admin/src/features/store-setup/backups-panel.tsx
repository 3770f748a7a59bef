// Store setup → Backups (owners only): the database backups the server keeps (nightly, 7 daily and 4
// weekly), "Back up now", and a download of each (read with the staff token, so a plain link cannot
// fetch it). Taking and downloading are audited by the server.
import type { components } from "@henna/api";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { useAdminClient, useLongAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import { saveFile } from "../../ui/save-file";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";

type Backup = components["schemas"]["BackupFile"];

export function backupSize(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function BackupsPanel() {
  const client = useAdminClient();
  const longClient = useLongAdminClient();
  const { state, reload } = useApi(() => client.GET("/admin/backups"), [client]);
  // One failure line for both writes; a download in progress names its backup.
  const { busy, failure, save } = useSave();
  const [fetching, setFetching] = useState("");

  const backUpNow = async () => {
    const result = await save(() => longClient.POST("/admin/backups"));
    if (result.error) return;
    toast.success("The backup is taken and checked");
    reload();
  };

  const download = async (backup: Backup) => {
    setFetching(backup.name);
    const result = await save(() =>
      // The whole store, tens of MB: over a slow line it outlasts the usual budget as the backup does.
      longClient.GET("/admin/backups/{name}", { params: { path: { name: backup.name } }, parseAs: "blob" }),
    );
    setFetching("");
    if (!result.error) saveFile(result.data as Blob, backup.name);
  };

  const list = state.data;
  return (
    <section className="admin-panel" aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <p>
        The whole store's database, taken every night and kept for 7 days, plus one a week for 4 weeks.
        {list ? ` Next: ${dateTime(list.next_at)}.` : ""} Keep a copy away from this server.
      </p>
      <button type="button" className="btn btn-small" onClick={backUpNow} disabled={busy}>
        {busy && !fetching ? "Backing up…" : "Back up now"}
      </button>
      <FormFailure failure={failure} />
      {state.status === "error" && !list ? (
        <ErrorState failure={state.error} onRetry={reload} />
      ) : !list ? (
        <Skeleton lines={3} label="Loading the backups" />
      ) : list.data.length === 0 ? (
        <EmptyState title="No backups yet">The first is taken tonight, or now with Back up now.</EmptyState>
      ) : (
        <PlainTable label="Backups" columns={["Taken", "Size", { label: "Download", hidden: true }]}>
          {list.data.map((backup) => (
            <tr key={backup.name}>
              {/* The date wraps so that the three columns fit a phone without a sideways scroll. */}
              <td className="wrap">{dateTime(backup.taken_at)}</td>
              <td>{backupSize(backup.bytes)}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => download(backup)}
                  disabled={busy}
                  aria-label={`Download the backup of ${dateTime(backup.taken_at)}`}
                >
                  {fetching === backup.name ? "Preparing…" : "Download"}
                </button>
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
    </section>
  );
}
