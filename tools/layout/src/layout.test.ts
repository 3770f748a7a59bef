// The repository's layout rules, checked on its real source: a newcomer who puts code in the wrong
// place learns it here, with the rule and the file named.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles } from "./cycles.js";
import { importGraph, isTestFile, sourceFiles } from "./import-graph.js";
import { violations } from "./rules.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const production = sourceFiles(ROOT).filter((file) => !isTestFile(file));
const edges = importGraph(ROOT, production);

describe("the repository's layout", () => {
  it("reads the workspaces' sources", () => {
    for (const workspace of [
      "apps/server/",
      "apps/shop/",
      "apps/admin/",
      "packages/domain/",
      "packages/storefront/",
    ])
      expect(production.some((file) => file.startsWith(workspace))).toBe(true);
    expect(edges.filter((edge) => edge.to).length).toBeGreaterThan(1000);
  });

  it("keeps every import rule", () => {
    expect(violations(edges).map((v) => `${v.from} -> ${v.specifier}: ${v.rule}`)).toEqual([]);
  });

  it("has no import circle in the server (type-only imports count)", () => {
    const server = edges.filter((edge) => edge.from.startsWith("apps/server/"));
    expect(importCycles(server)).toEqual([]);
  });

  // The shared package's topics lean on one another in one direction only (i18n and offline under api,
  // api under state): a circle here is a topic that cannot be read, or moved, on its own.
  it.each(["packages/storefront/", "apps/shop/", "apps/academy/", "apps/admin/", "packages/domain/"])(
    "has no import circle in %s",
    (workspace) => {
      const inside = edges.filter((edge) => edge.from.startsWith(workspace));
      expect(importCycles(inside)).toEqual([]);
    },
  );
});
