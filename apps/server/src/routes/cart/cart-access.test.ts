// Who may touch which server cart, through HTTP on a real database: guests, other users and other
// stores are refused and change nothing; the owner of the cart may do everything.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users } from "../../db/schema.js";
import { seedDemoStore } from "../../seed/demo-store.js";
import { cartCalls } from "../../test-support/cart-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("cart access on %s", (kind) => {
  let t: TestApp;
  const { loadIds, idOf, add, list, storedLines } = cartCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadIds();
  });
  afterAll(() => t.close());
  describe("who may do what", () => {
    let owner: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      owner = await createTestUser(t);
      other = await createTestUser(t);
      await add(owner, { product_id: idOf("MC-CONE-ORG-25") });
      await add(other, { product_id: idOf("MC-CONE-ORG-25") });
      await add(other, { product_id: idOf("MC-CONE-ORG-12") });
    });

    const matrix: Array<{
      name: string;
      method: "GET" | "POST" | "DELETE";
      url: () => string;
      body?: () => Json;
      guest: number;
      otherUser: number;
    }> = [
      {
        name: "GET /cart/{userId}",
        method: "GET",
        url: () => `/api/cart/${owner.user_id}`,
        guest: 401,
        otherUser: 403,
      },
      {
        name: "DELETE /cart/deleteall/{userId}",
        method: "DELETE",
        url: () => `/api/cart/deleteall/${owner.user_id}`,
        guest: 401,
        otherUser: 403,
      },
      // Another user's sku is simply not in the caller's cart.
      {
        name: "DELETE /cart/{sku}",
        method: "DELETE",
        url: () => "/api/cart/MC-CONE-ORG-12",
        guest: 401,
        otherUser: 404,
      },
      {
        name: "POST /cart with another user_id",
        method: "POST",
        url: () => "/api/cart",
        body: () => ({ product_id: idOf("MC-AFTER-BALM"), user_id: other.user_id }),
        guest: 401,
        otherUser: 403,
      },
    ];

    it.each(matrix)(
      "$name: guest $guest, another user $otherUser, nothing changed",
      async ({ method, url, body, guest, otherUser }) => {
        const before = { owner: await storedLines(owner), other: await storedLines(other) };
        const asGuest = await t.request({ method, url: url(), ...(body ? { payload: body() } : {}) });
        expect(asGuest.statusCode).toBe(guest);
        expect(asGuest.json()).toMatchObject({ isError: true, code: "UNAUTHORIZED" });
        const expired = await t.request({
          method,
          url: url(),
          token: "not-a-token",
          ...(body ? { payload: body() } : {}),
        });
        expect(expired.statusCode).toBe(401);
        // `owner` calls with `other`'s id (or sku) where the row belongs to `other`.
        const swapped = url().replace(String(owner.user_id), String(other.user_id));
        const asOther = await t.request({
          method,
          url: swapped,
          token: owner.accessToken,
          ...(body ? { payload: body() } : {}),
        });
        expect(asOther.statusCode).toBe(otherUser);
        expect(await storedLines(owner)).toEqual(before.owner);
        expect(await storedLines(other)).toEqual(before.other);
      },
    );

    it("lets the owner do each of them", async () => {
      const user = await createTestUser(t);
      expect(
        (await add(user, { product_id: idOf("MC-CONE-ORG-25"), user_id: user.user_id })).statusCode,
      ).toBe(201);
      expect((await list(user)).length).toBe(1);
      const removed = await t.request({
        method: "DELETE",
        url: "/api/cart/MC-CONE-ORG-25",
        token: user.accessToken,
      });
      expect(removed.statusCode).toBe(200);
      const cleared = await t.request({
        method: "DELETE",
        url: `/api/cart/deleteall/${user.user_id}`,
        token: user.accessToken,
      });
      expect(cleared.statusCode).toBe(200);
    });

    it("does not let a token of one store touch another store's cart or products", async () => {
      await seedDemoStore(t.ctx.db, { mainId: "other-store" });
      const [foreign] = await t.ctx.db
        .select({ id: products.product_id })
        .from(products)
        .where(and(eq(products.main_id, "other-store"), eq(products.sku, "MC-CONE-ORG-25")));
      const user = await createTestUser(t);
      // The product id exists, but in another store.
      const res = await add(user, { product_id: foreign?.id });
      expect(res.statusCode).toBe(404);
      const viaHeader = await t.request({
        method: "GET",
        url: `/api/cart/${user.user_id}`,
        token: user.accessToken,
        headers: { "x-main-id": "other-store" },
      });
      expect(viaHeader.statusCode).toBe(403);
      const viaBody = await add(user, { product_id: foreign?.id, main_id: "other-store" });
      expect(viaBody.statusCode).toBe(403);
      expect(await storedLines(user)).toHaveLength(0);
    });

    it("treats a token whose account was deleted as no login", async () => {
      const user = await createTestUser(t);
      await t.ctx.db.delete(users).where(eq(users.user_id, user.user_id));
      const res = await add(user, { product_id: idOf("MC-CONE-ORG-25") });
      expect(res.statusCode).toBe(401);
    });
  });
});
