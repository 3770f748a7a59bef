// The store MAIN_ID names, created on first use: the demo store, or an empty one with SEED_DEMO=false.
// The server does this at every start and a command run before the first start does it too, so the
// store exists in the same state whichever came first. Both seeds leave an existing store untouched.
import type { Env } from "../config/env.js";
import type { Db } from "../db/database.js";
import { seedDemoStore } from "./demo-store.js";
import { seedEmptyStore } from "./empty-store.js";

export async function createStoreIfMissing(db: Db, env: Pick<Env, "seedDemo" | "mainId">): Promise<void> {
  if (env.seedDemo) await seedDemoStore(db, { mainId: env.mainId });
  else await seedEmptyStore(db, { mainId: env.mainId });
}
