// Run by `pnpm build` after tsup (dist/build-pglite-template.js): writes the migrated empty store a
// new PGlite folder is made from (pglite-template.ts).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, PGLITE_MEMORY } from "./database.js";
import { migrate } from "./migrate.js";
import { TEMPLATE_DIR, templateFileName } from "./pglite-template.js";

const database = await createDatabase({ dataDir: PGLITE_MEMORY });
try {
  await migrate(database);
  if (!database.dumpDataDir) throw new Error("PGlite cannot dump its data folder");
  const tar = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  writeFileSync(join(TEMPLATE_DIR, templateFileName()), tar);
} finally {
  await database.close();
}
