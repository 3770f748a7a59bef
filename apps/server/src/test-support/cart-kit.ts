// The server cart's calls for its tests, bound to a test app that starts later (in beforeAll): adding
// and listing over HTTP, the stored lines, and the demo store's product ids by sku.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { cartItems, products } from "../db/schema.js";
import type { TestApp } from "./http-app.js";
import type { TestUser } from "./users.js";

type Json = Record<string, unknown>;

export function cartCalls(app: () => TestApp) {
  const ids = new Map<string, number>();
  return {
    /** Reads the demo store's product ids once the app is up. */
    async loadIds(): Promise<void> {
      const rows = await app()
        .ctx.db.select({ sku: products.sku, id: products.product_id })
        .from(products)
        .where(eq(products.main_id, "demo-store"));
      for (const row of rows) ids.set(row.sku, row.id);
    },
    idOf(sku: string): number {
      const id = ids.get(sku);
      if (id === undefined) throw new Error(`no seeded product ${sku}`);
      return id;
    },
    add: (user: TestUser | null, body: unknown) =>
      app().request({ method: "POST", url: "/api/cart", token: user?.accessToken, payload: body as Json }),
    async list(user: TestUser): Promise<Json[]> {
      const res = await app().request({
        method: "GET",
        url: `/api/cart/${user.user_id}`,
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as Json[];
    },
    storedLines: (user: TestUser) =>
      app().ctx.db.select().from(cartItems).where(eq(cartItems.user_id, user.user_id)),
  };
}
