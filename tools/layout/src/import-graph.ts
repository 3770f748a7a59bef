// Every source file of the workspaces and what it imports, read with TypeScript's own pre-processor
// (static, type-only, re-exports and dynamic imports alike), relative imports resolved to files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** Repository-relative path of the imported file, or null for a package import. */
  to: string | null;
  /** The specifier as written. */
  specifier: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(["node_modules", "dist", "dist-ssr", "generated", ".turbo", "coverage"]);

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)(test-support|test-fixtures)\//.test(path);
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
}

/** The source files under `<root>/{apps,packages,tools}/<workspace>/src`. */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const group of ["apps", "packages", "tools"]) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const workspace of readdirSync(groupDir)) {
      const src = join(groupDir, workspace, "src");
      if (existsSync(src)) walk(src, out);
    }
  }
  return out.map((file) => relative(root, file));
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveRelative(root: string, from: string, specifier: string): string | null {
  const base = resolve(root, dirname(from), specifier).replace(/\.(m?js|jsx)$/, "");
  for (const suffix of CANDIDATES) {
    const path = `${base}${suffix}`;
    if (existsSync(path) && statSync(path).isFile()) return relative(root, path);
  }
  return null;
}

export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), "utf8");
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map(({ fileName }) => ({
    from: file,
    specifier: fileName,
    to: fileName.startsWith(".") ? resolveRelative(root, file, fileName) : null,
  }));
}

export function importGraph(root: string, files = sourceFiles(root)): ImportEdge[] {
  return files.flatMap((file) => importsOf(root, file));
}
