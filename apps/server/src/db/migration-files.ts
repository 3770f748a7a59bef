// The SQL migrations as files: src/db/migrations (dist/migrations once built), in the order of their
// journal, each with the hash of its text. Read by migrate.ts and by the PGlite template's name, which
// must not depend on the database module.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const STATEMENT_BREAKPOINT = "--> statement-breakpoint";

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

// Vitest runs this file from src/db (migrations beside it); tsup bundles it into dist/main.js, next to
// which the build copies the folder to dist/migrations. Both are "./migrations" from the module; the
// other candidates cover running a bundle whose copy step was skipped.
const CANDIDATES = ["./migrations/", "./db/migrations/", "../src/db/migrations/"];

export function findMigrationsDir(): string {
  for (const candidate of CANDIDATES) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}meta/_journal.json`)) return dir;
  }
  throw new Error(
    `SQL migrations not found (looked for ${CANDIDATES.join(", ")} next to ${fileURLToPath(import.meta.url)})`,
  );
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function readMigrations(migrationsDir: string = findMigrationsDir()): Migration[] {
  const dir = migrationsDir.endsWith("/") ? migrationsDir : `${migrationsDir}/`;
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, "utf8")) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(`${dir}${tag}.sql`, "utf8");
      return {
        tag,
        hash: createHash("sha256").update(text).digest("hex"),
        statements: text
          .split(STATEMENT_BREAKPOINT)
          .map((statement) => statement.trim())
          .filter((statement) => statement.length > 0),
      };
    });
}
