// Store setup → Backups (owner only; the contract's security says so and the binder enforces it): the
// backups in BACKUP_DIR, "Back up now" and a download. Taking and downloading a backup are audited:
// a backup holds every customer's data.
import { createReadStream } from "node:fs";
import { join } from "node:path";
import type { components } from "@henna/api";
import { nextBackupAt } from "@henna/domain/backup-schedule";
import type { AppContext } from "../../../context.js";
import { ApiError } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import {
  type BackupFile,
  listBackups,
  parseBackupName,
} from "../../../services/backup-schedule/backup-files.js";
import { takeBackup } from "../../../services/backup-schedule/scheduled-backup.js";

type BackupJson = components["schemas"]["BackupFile"];

const asJson = (file: Pick<BackupFile, "name" | "takenAt" | "bytes" | "kind">): BackupJson => ({
  name: file.name,
  taken_at: file.takenAt.toISOString(),
  bytes: file.bytes,
  kind: file.kind,
});

export function adminBackupHandlers(
  ctx: AppContext,
): Pick<Handlers, "adminListBackups" | "adminBackUpNow" | "adminDownloadBackup"> {
  return {
    async adminListBackups() {
      const files = await listBackups(ctx.env.backupDir);
      return {
        data: files.map(asJson),
        next_at: nextBackupAt(ctx.clock(), ctx.env.backupHour).toISOString(),
      };
    },

    async adminBackUpNow(req) {
      const staff = requireStaff(req.staff);
      const taken = await takeBackup({ database: ctx.database, env: ctx.env, clock: ctx.clock });
      await recordAudit(ctx.db, staff, {
        action: "backup.create",
        entity: "backup",
        entityId: taken.name,
        after: { name: taken.name, bytes: taken.bytes, removed: taken.removed },
      });
      req.reply.code(201);
      return { data: asJson({ ...taken, kind: ctx.database.kind }) };
    },

    async adminDownloadBackup(req) {
      const staff = requireStaff(req.staff);
      const { name } = req.params;
      // The name is checked against the folder's own listing: nothing outside BACKUP_DIR is reachable.
      const file = parseBackupName(name)
        ? (await listBackups(ctx.env.backupDir)).find((backup) => backup.name === name)
        : undefined;
      if (!file) throw new ApiError(404, "NOT_FOUND", "There is no such backup.");
      await recordAudit(ctx.db, staff, {
        action: "backup.download",
        entity: "backup",
        entityId: file.name,
        after: { name: file.name, bytes: file.bytes },
      });
      req.reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("content-length", String(file.bytes))
        .header("cache-control", "no-store");
      return createReadStream(join(ctx.env.backupDir, file.name)) as never;
    },
  };
}
