// The store a real shop starts from (`SEED_DEMO=false`): the `stores` row for MAIN_ID with an empty
// profile, plus the few settings rows the shop cannot work without (which action button the cards show,
// which payment modes checkout offers). No products, categories, content, pincodes or delivery bands:
// the owner adds those from the back office, and until then the shop shows its empty states.
// Like the demo seed it happens once: if the store row exists nothing is touched, and two instances
// starting together are safe (the second waits on the row's lock, then finds it taken).
import type { Db } from "../db/database.js";
import { stores } from "../db/schema.js";
import type { SeedOptions, SeedResult } from "./demo-store.js";
import { DEMO_MAIN_ID } from "./demo-store.js";
import { insertShopButtons } from "./shop-buttons.js";

export async function seedEmptyStore(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const mainId = options.mainId ?? DEMO_MAIN_ID;
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(stores)
      .values({ main_id: mainId })
      .onConflictDoNothing()
      .returning({ main_id: stores.main_id });
    if (created.length === 0) return { mainId, created: false };
    // Pay now only: pay-on-delivery needs an advance percentage and delivery bands the owner sets first.
    await insertShopButtons(tx, mainId, false);
    return { mainId, created: true };
  });
}
