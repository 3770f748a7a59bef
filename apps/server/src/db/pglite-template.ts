// A new store on PGlite used to start with initdb and then every migration, about 8 s of a first start
// (a later start takes 2). The build makes that database once instead (build-pglite-template.ts): an
// empty store, migrated, as a tarball beside the bundle, named by what it holds (the migrations' texts
// and PGlite's version). A new folder is made from it when its name matches the migrations being
// shipped; otherwise (a source checkout, a build that skipped the step) initdb and the migrations run as
// before. The migrations still run on every open, so a template that lacks the newest finds them applied.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findMigrationsDir, readMigrations } from "./migration-files.js";

const pgliteVersion = (): string => {
  const require = createRequire(import.meta.url);
  const main = require.resolve("@electric-sql/pglite");
  // The package's main file sits in dist/; its package.json one folder up.
  const manifest = join(dirname(dirname(main)), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
};

/** The template's file name for these migrations and this PGlite. */
export function templateFileName(migrationsDir: string = findMigrationsDir()): string {
  const hash = createHash("sha256").update(pgliteVersion());
  for (const migration of readMigrations(migrationsDir)) hash.update(`${migration.tag}:${migration.hash}\n`);
  return `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where the bundle keeps its template: beside dist/main.js and dist/cli.js. Code run from the sources
 * (the server's own tests) sits in src/db and uses the build's dist/: a new folder there would otherwise
 * pay for initdb and every migration (about 9 s of CPU each time on a 2-core machine). The template's
 * name still has to match the migrations, so a stale build is never used.
 */
export const TEMPLATE_DIR =
  basename(here) === "db" && basename(dirname(here)) === "src" ? join(here, "../../dist") : here;

/** The template a new folder can be made from, or undefined when there is none for these migrations. */
export function shippedTemplate(dir: string = TEMPLATE_DIR): string | undefined {
  let name: string;
  try {
    name = templateFileName();
  } catch {
    return undefined;
  }
  const path = join(dir, name);
  return existsSync(path) ? path : undefined;
}
