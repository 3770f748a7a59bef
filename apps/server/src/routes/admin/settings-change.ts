// A save of the store's settings (store setup, delivery): one transaction that reads the settings page
// before and after the write and audits what changed; after it commits the catalogue cache is
// invalidated, so the shop's next page load (on any instance within 2 s) reads the new settings.
import type { AppContext } from "../../context.js";
import type { Transaction } from "../../db/database.js";
import type { StaffCaller } from "../../http/operation-types.js";
import { changedFields, recordAudit } from "../../services/audit.js";

export interface SettingsChange<Page> {
  action: string;
  entity: string;
  read(tx: Transaction, mainId: string): Promise<Page>;
  /** The part of the page this save can alter: what the audit entry compares. */
  part(page: Page): Record<string, unknown>;
  write(tx: Transaction): Promise<unknown>;
}

/** The page as it reads after the save. */
export async function saveSettings<Page>(
  ctx: AppContext,
  staff: StaffCaller,
  mainId: string,
  change: SettingsChange<Page>,
): Promise<Page> {
  const page = await ctx.db.transaction(async (tx) => {
    const before = await change.read(tx, mainId);
    await change.write(tx);
    const after = await change.read(tx, mainId);
    await recordAudit(tx, staff, {
      action: change.action,
      entity: change.entity,
      entityId: mainId,
      ...changedFields(change.part(before), change.part(after)),
    });
    return after;
  });
  await ctx.cache.invalidate(mainId);
  return page;
}
