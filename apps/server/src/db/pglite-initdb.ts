// PGlite makes a new data folder by running initdb, a WASM module of its own, inside the calling
// process, and the few hundred MB that takes stay resident afterwards: the allocator keeps what it was
// given, so a store's first start would hold ~150 MB more than every later one for the life of the
// process. A new folder is therefore made by a short-lived child process, and the server opens the
// finished folder as on any later start. The child makes it from the build's migrated template when
// there is one (pglite-template.ts), which skips initdb and the migrations' work.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const INITDB_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const { readFileSync } = await import("node:fs");
const template = process.argv[3];
const db = await PGlite.create(
  process.argv[2],
  template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
);
await db.close();
`;

/** True when `dataDir` holds no database yet (PostgreSQL writes PG_VERSION first thing). */
export const needsInitdb = (dataDir: string): boolean => !existsSync(join(dataDir, "PG_VERSION"));

/** Makes the folder: from `template` (a data folder's tarball) when given, else by initdb. */
export async function initdbInChild(dataDir: string, template?: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", INITDB_SCRIPT, pglite, dataDir, ...(template ? [template] : [])],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`PGlite initdb for ${dataDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`),
        );
    });
  });
}
