import { describe, expect, it } from "vitest";
import { importCycles } from "./cycles.js";
import type { ImportEdge } from "./import-graph.js";
import { featureFolder, routeFolder, violations } from "./rules.js";

const S = "apps/server/src/";
const edge = (from: string, to: string | null, specifier = to ?? ""): ImportEdge => ({ from, to, specifier });

describe("import rules", () => {
  it.each([
    [
      "a service importing a route",
      edge(`${S}services/a.ts`, `${S}routes/orders/x.ts`),
      "services, jobs and cli",
    ],
    ["a job importing a route", edge(`${S}jobs/a.ts`, `${S}routes/admin/csv/x.ts`), "services, jobs and cli"],
    ["the CLI importing a route", edge(`${S}cli/a.ts`, `${S}routes/accounts/x.ts`), "services, jobs and cli"],
    [
      "a route folder importing another",
      edge(`${S}routes/orders/a.ts`, `${S}routes/payments/b.ts`),
      "a route folder",
    ],
    [
      "an admin folder importing another",
      edge(`${S}routes/admin/orders/a.ts`, `${S}routes/admin/products/b.ts`),
      "a route folder",
    ],
    [
      "a shop feature importing another",
      edge("apps/shop/src/features/cart/a.tsx", "apps/shop/src/features/product/b.tsx"),
      "a feature",
    ],
    [
      "an admin feature importing another",
      edge("apps/admin/src/features/orders/a.tsx", "apps/admin/src/features/staff/b.tsx"),
      "a feature",
    ],
    [
      "a package importing an app by name",
      edge("packages/storefront/src/a.ts", null, "@henna/shop/x"),
      "a package",
    ],
    [
      "a package importing an app's file",
      edge("packages/domain/src/a.ts", "apps/server/src/b.ts"),
      "a package",
    ],
  ])("refuses %s", (_what, e, rule) => {
    const found = violations([e]);
    expect(found).toHaveLength(1);
    expect(found[0]?.rule).toContain(rule);
  });

  it.each([
    ["a route importing a service", edge(`${S}routes/orders/a.ts`, `${S}services/orders/b.ts`)],
    ["files of one route folder", edge(`${S}routes/orders/a.ts`, `${S}routes/orders/b.ts`)],
    [
      "an admin folder using what admin shares",
      edge(`${S}routes/admin/orders/a.ts`, `${S}routes/admin/paging.ts`),
    ],
    [
      "the handler index binding every folder",
      edge(`${S}routes/all-handlers.ts`, `${S}routes/orders/handlers.ts`),
    ],
    ["a feature using the app's ui", edge("apps/shop/src/features/cart/a.tsx", "apps/shop/src/ui/b.tsx")],
    ["an app using a package", edge("apps/shop/src/a.tsx", null, "@henna/storefront/cart")],
    ["a package using another package", edge("packages/storefront/src/a.ts", null, "@henna/domain/money")],
  ])("allows %s", (_what, e) => {
    expect(violations([e])).toEqual([]);
  });

  it("names route and feature folders", () => {
    expect(routeFolder(`${S}routes/admin/orders/handlers.ts`)).toBe("admin/orders");
    expect(routeFolder(`${S}routes/admin/paging.ts`)).toBe("admin");
    expect(routeFolder(`${S}routes/all-handlers.ts`)).toBeNull();
    expect(featureFolder("apps/admin/src/features/orders/x/y.tsx")).toBe("admin/orders");
    expect(featureFolder("apps/admin/src/ui/y.tsx")).toBeNull();
  });
});

describe("import circles", () => {
  it("finds a circle of two, of three, and a file importing itself", () => {
    const cycles = importCycles([
      edge("a", "b"),
      edge("b", "a"),
      edge("c", "d"),
      edge("d", "e"),
      edge("e", "c"),
      edge("f", "f"),
      edge("g", "a"),
    ]);
    expect(cycles.sort()).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
  });

  it("finds none in a tree", () => {
    expect(importCycles([edge("a", "b"), edge("a", "c"), edge("b", "c"), edge("c", null, "react")])).toEqual(
      [],
    );
  });
});
