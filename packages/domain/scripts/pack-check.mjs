#!/usr/bin/env node
// The package as another project would get it: `npm pack`, installed from the tarball into an empty
// folder (no registry: the package has no dependencies), then every subpath its exports map names is
// imported there. Prints one line per module; exits 1 when any does not resolve or exports nothing.
// Needs a build first (dist/).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(here, "dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run `pnpm --filter @henna/domain build` first.");
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), "domain-pack-"));
try {
  const npm = (args, cwd) =>
    execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const tarball = npm(["pack", "--silent", "--pack-destination", work], here).trim().split("\n").pop();
  writeFileSync(
    join(work, "package.json"),
    JSON.stringify({ name: "pack-check", private: true, type: "module" }),
  );
  npm(["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", join(work, tarball)], work);
  // The public modules are the sources' (dist/ also holds the shared chunks tsup splits out).
  const modules = readdirSync(join(here, "src"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -3));
  const script = `
    const failed = [];
    for (const name of ${JSON.stringify(modules)}) {
      try {
        const loaded = await import("@henna/domain/" + name);
        if (Object.keys(loaded).length === 0) failed.push(name + ": exports nothing");
      } catch (error) { failed.push(name + ": " + error.message); }
    }
    console.log(JSON.stringify(failed));`;
  writeFileSync(join(work, "check.mjs"), script);
  const failed = JSON.parse(execFileSync(process.execPath, ["check.mjs"], { cwd: work, encoding: "utf8" }));
  const types = modules.filter(
    (name) => !existsSync(join(work, "node_modules/@henna/domain/dist", `${name}.d.ts`)),
  );
  for (const name of types) failed.push(`${name}: no type declarations in the tarball`);
  console.log(`${tarball}: ${modules.length} modules, ${modules.length - failed.length} resolve with types`);

  for (const problem of failed) console.error(`  ${problem}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
