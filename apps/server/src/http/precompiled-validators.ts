// The contract's validators compiled at build time (dist/validators.cjs, written by the build from
// validator-module.ts). Compiling them with ajv at start-up was a third of a server's start; a built
// server now only loads them. Under vitest (no build beside the source) the table is empty and
// validation.ts compiles at run time, as it does for any schema the table does not hold.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { ValidateFunction } from "ajv/dist/2020.js";

export const VALIDATORS_FILE = "validators.cjs";

let table: Record<string, ValidateFunction> | null | undefined;

export function precompiledValidator(key: string): ValidateFunction | undefined {
  if (table === undefined) {
    const file = fileURLToPath(new URL(`./${VALIDATORS_FILE}`, import.meta.url));
    table = existsSync(file)
      ? (createRequire(import.meta.url)(file) as Record<string, ValidateFunction>)
      : null;
  }
  return table?.[key];
}
