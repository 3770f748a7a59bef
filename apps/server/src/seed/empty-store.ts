// The store a real shop starts from (`SEED_DEMO=false`): the `stores` row for MAIN_ID with an empty
// profile, plus the few settings rows the shop cannot work without (which action button the cards show,
// which payment modes checkout offers). No products, categories, content, pincodes or delivery bands:
// the owner adds those from the back office, and until then the shop shows its empty states.
// Like the demo seed it happens once: if the store row exists nothing is touched, and two instances
// starting together are safe (the second waits on the row's lock, then finds it taken).
import type { Db } from "../db/database.js";
import { buttons, payButtons, stores } from "../db/schema.js";
import type { SeedOptions, SeedResult } from "./demo-store.js";
import { DEMO_MAIN_ID } from "./demo-store.js";

export async function seedEmptyStore(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const mainId = options.mainId ?? DEMO_MAIN_ID;
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(stores)
      .values({ main_id: mainId })
      .onConflictDoNothing()
      .returning({ main_id: stores.main_id });
    if (created.length === 0) return { mainId, created: false };
    // Add to Cart is the default a new shop expects; the owner can switch to Get Quote or Buy Now.
    await tx.insert(buttons).values([
      { main_id: mainId, button_id: "getquote", default: false },
      { main_id: mainId, button_id: "addtocart", default: true },
      { main_id: mainId, button_id: "buynow", default: false },
    ]);
    // Pay now only: pay-on-delivery needs an advance percentage and delivery bands the owner sets first.
    await tx.insert(payButtons).values([
      { main_id: mainId, name: "Pay now", enabled: true, position: 1 },
      { main_id: mainId, name: "Pay on delivery", enabled: false, position: 2 },
    ]);
    return { mainId, created: true };
  });
}
