import { describe, expect, it } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { productsPage, serverCart } from "./resources";
import { invalidated, removed } from "./server-data";
import { makeStore } from "./store";

const page = (ids: number[], hasMore: boolean) => ({
  isError: false,
  data: ids.map((product_id) => ({ product_id, title: `P${product_id}` })),
  page: 1,
  limit: 10,
  hasMore,
});

describe("server data cache", () => {
  it("sends one request for concurrent readers of the same key and keeps the answer", async () => {
    const server = createFakeServer();
    server.on("GET", "/grouped-product/search-all-products/demo-store", () => json(page([1, 2], false)));
    const store = makeStore(undefined, server.services);
    await Promise.all([
      store.dispatch(productsPage.fetch({ page: 1 })),
      store.dispatch(productsPage.fetch({ page: 1 })),
    ]);
    await store.dispatch(productsPage.fetch({ page: 1 }));
    expect(server.calls).toEqual(["GET /grouped-product/search-all-products/demo-store?page=1&limit=10"]);
    const entry = store.getState().serverData.entries[productsPage.keyOf({ page: 1 })];
    expect(entry?.status).toBe("fulfilled");
    expect((entry?.data as { items: unknown[] } | undefined)?.items).toHaveLength(2);
  });

  it("passes category, search and sort to the server as query parameters", async () => {
    const server = createFakeServer();
    server.on("GET", "/grouped-product/search-all-products/demo-store", () => json(page([], false)));
    const store = makeStore(undefined, server.services);
    await store.dispatch(
      productsPage.fetch({ page: 2, category: "tea", search: "masala", sort: "price_asc" }),
    );
    expect(server.calls[0]).toBe(
      "GET /grouped-product/search-all-products/demo-store?page=2&limit=10&category=tea&search=masala&sort=price_asc",
    );
  });

  it("keeps the server's message on failure and retries on the next read", async () => {
    const server = createFakeServer();
    let fail = true;
    server.on("GET", "/cart/7", () =>
      fail
        ? json({ isError: true, success: false, code: "INTERNAL", message: "Failed", msg: "Failed" }, 500)
        : json({ isError: false, data: [] }),
    );
    const store = makeStore(undefined, server.services);
    await store.dispatch(serverCart.fetch(7));
    const failed = store.getState().serverData.entries[serverCart.keyOf(7)];
    expect(failed?.status).toBe("rejected");
    expect(failed?.error?.message).toBe("Failed");
    fail = false;
    await store.dispatch(serverCart.fetch(7));
    expect(store.getState().serverData.entries[serverCart.keyOf(7)]?.status).toBe("fulfilled");
    expect(server.calls).toHaveLength(2);
  });

  it("reads again when invalidated while its request is in flight (the answer may predate the change)", async () => {
    const server = createFakeServer();
    let lines: number[] = [];
    let answer: () => void = () => {};
    server.on("GET", "/cart/7", async () => {
      // The cart as it was when the request reached the server.
      const seen = [...lines];
      if (server.calls.length === 1) await new Promise<void>((resolve) => (answer = resolve));
      return json({ isError: false, data: seen.map((product_id) => ({ product_id })) });
    });
    const store = makeStore(undefined, server.services);
    const first = store.dispatch(serverCart.fetch(7));
    await new Promise((r) => setTimeout(r, 0));
    // A line is added on the server and the cart invalidated while the first read is under way.
    lines = [1];
    store.dispatch(invalidated(["Cart"]));
    answer();
    await first;
    const entry = store.getState().serverData.entries[serverCart.keyOf(7)];
    expect(server.calls.filter((c) => c === "GET /cart/7")).toHaveLength(2);
    expect(entry?.status).toBe("fulfilled");
    expect(entry?.stale).toBe(false);
    expect((entry?.data as unknown[] | undefined)?.length).toBe(1);
  });

  it("marks tagged entries stale on invalidation and drops them on removal", async () => {
    const server = createFakeServer();
    server.on("GET", "/cart/7", () => json({ isError: false, data: [] }));
    server.on("GET", "/grouped-product/search-all-products/demo-store", () => json(page([1], false)));
    const store = makeStore(undefined, server.services);
    await store.dispatch(serverCart.fetch(7));
    await store.dispatch(productsPage.fetch({ page: 1 }));
    store.dispatch(invalidated(["Cart"]));
    const entries = store.getState().serverData.entries;
    expect(entries[serverCart.keyOf(7)]?.stale).toBe(true);
    expect(entries[productsPage.keyOf({ page: 1 })]?.stale).toBe(false);
    await store.dispatch(serverCart.fetch(7));
    expect(server.calls.filter((c) => c === "GET /cart/7")).toHaveLength(2);
    store.dispatch(removed(["Cart"]));
    expect(store.getState().serverData.entries[serverCart.keyOf(7)]).toBeUndefined();
  });
});
