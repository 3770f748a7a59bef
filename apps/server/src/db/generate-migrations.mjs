#!/usr/bin/env node
// Generates the next SQL migration from src/db/schema.ts with drizzle-kit, then removes the
// `"public".` qualifiers drizzle-kit writes into foreign keys: migrations run inside whatever schema is
// first on the search_path (the app's, or an isolated `t_<random>` test schema).
// Usage (from apps/server): node src/db/generate-migrations.mjs [--name=<label>] [--custom]
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const migrationsDir = join(serverDir, "src", "db", "migrations");

const result = spawnSync("pnpm", ["exec", "drizzle-kit", "generate", ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);

for (const file of readdirSync(migrationsDir)) {
  if (!file.endsWith(".sql")) continue;
  const path = join(migrationsDir, file);
  const before = readFileSync(path, "utf8");
  const after = before.replaceAll('"public".', "");
  if (after !== before) writeFileSync(path, after);
}
