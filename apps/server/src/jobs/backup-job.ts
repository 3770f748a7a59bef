// The nightly backup as a job: at BACKUP_HOUR India time, on one instance at a time (a recurring job is
// a singleton). A failed attempt is tried again after the runner's backoff; after the last one the job
// is dead (`cli jobs dead`, the jobs{state="dead"} gauge) and the store's owners get an e-mail.
import { nextBackupAt } from "@henna/domain/backup-schedule";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context.js";
import { staffMembers } from "../db/schema.js";
import { takeBackup } from "../services/backup-schedule/scheduled-backup.js";
import { enqueueMail } from "../services/outbox/enqueue.js";
import type { JobDefinition } from "./runner.js";

export const DAILY_BACKUP = "daily-backup";

export type BackupJobContext = Pick<AppContext, "db" | "database" | "env" | "clock">;

export function backupJob(ctx: BackupJobContext): JobDefinition {
  return {
    name: DAILY_BACKUP,
    nextRunAt: (now) => nextBackupAt(now, ctx.env.backupHour),
    maxAttempts: 3,
    run: async () => {
      const taken = await takeBackup({ database: ctx.database, env: ctx.env, clock: ctx.clock });
      return { name: taken.name, bytes: taken.bytes, seconds: taken.seconds, removed: taken.removed.length };
    },
    onDead: (error) => mailOwners(ctx, error),
  };
}

async function mailOwners(ctx: BackupJobContext, error: unknown): Promise<void> {
  const owners = await ctx.db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.main_id, ctx.env.mainId),
        eq(staffMembers.role, "owner"),
        isNull(staffMembers.removedAt),
      ),
    );
  const reason = error instanceof Error ? error.message : String(error);
  for (const { email } of owners) {
    await enqueueMail(ctx.db, ctx.env.mainId, {
      to: email,
      subject: "The store's backup failed",
      text: [
        `Tonight's backup of the store failed three times and was given up:`,
        "",
        reason,
        "",
        `Backups go to ${ctx.env.backupDir}. Check the disk and the server's log, then take one with`,
        `"Back up now" in the back office (Store setup, Backups) or \`node apps/server/dist/cli.js backup FILE\`.`,
        "The next nightly backup will be tried as usual.",
      ].join("\n"),
    });
  }
}
