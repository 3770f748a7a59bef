import { describe, expect, test } from "vitest";
import { CLIENT_ERROR_MESSAGES, CLIENT_ERROR_STATUS } from "./client-errors";
import { createStoreClient } from "./create-store-client";
import { apiError, createFakeServer, type FakeHandler, json } from "./test-support/fake-server";
import type { AuthTokens } from "./token-store";
import { createMemoryTokenStore } from "./tokens-memory";

const BASE = "http://shop.test/api";
const MAIN_ID = "demo-store";
const CART = { isError: false, data: [] };

function setup(handler: FakeHandler, tokens: AuthTokens | null = { accessToken: "a1", refreshToken: "r1" }) {
  const server = createFakeServer(handler);
  const tokenStore = createMemoryTokenStore(tokens);
  const clients = createStoreClient({
    baseUrl: BASE,
    mainId: MAIN_ID,
    tokens: tokenStore,
    fetch: server.fetch,
  });
  return { server, tokens: tokenStore, ...clients };
}

/** A server whose access tokens expire: only `valid` is accepted on user routes. */
function expiringServer(valid: string, refreshAnswer: () => Response): FakeHandler {
  return (request) => {
    if (request.url.endsWith("/auth/refresh")) return refreshAnswer();
    return request.headers.get("Authorization") === `Bearer ${valid}`
      ? json(200, CART)
      : apiError(401, "UNAUTHORIZED");
  };
}

const getCart = (store: ReturnType<typeof setup>["store"]) =>
  store.GET("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: 7 } } });

describe("headers", () => {
  test("sends the bearer token when one is stored", async () => {
    const { server, store } = setup(() => json(200, CART));
    await getCart(store);
    expect(server.requests[0]?.headers.get("Authorization")).toBe("Bearer a1");
  });

  test("sends no Authorization header without a token", async () => {
    const { server, store } = setup(() => json(200, { isError: false, data: [] }), null);
    await store.GET("/offer/all/{storeId}", { params: { path: { storeId: MAIN_ID } } });
    expect(server.requests[0]?.headers.has("Authorization")).toBe(false);
  });

  test.each([
    { given: "a user route", call: (c: ReturnType<typeof setup>) => getCart(c.store) },
    {
      given: "a route with the store in its path",
      call: (c: ReturnType<typeof setup>) =>
        c.store.GET("/meta/{main_id}", { params: { path: { main_id: MAIN_ID } } }),
    },
    {
      given: "a public POST",
      call: (c: ReturnType<typeof setup>) =>
        c.store.POST("/leads", { body: { name: "Asha", email: "asha@example.com", mobile: "9876543210" } }),
    },
    { given: "the enquiry host", call: (c: ReturnType<typeof setup>) => c.enquiry.GET("/class-level/all") },
  ])("sends X-Main-Id on $given", async ({ call }) => {
    const clients = setup(() => json(200, CART));
    await call(clients);
    expect(clients.server.requests[0]?.headers.get("X-Main-Id")).toBe(MAIN_ID);
  });

  test("an explicit X-Main-Id on a call wins", async () => {
    const { server, store } = setup(() => json(200, CART));
    await store.GET("/cart/{userIdOrSku}", {
      params: { path: { userIdOrSku: 7 }, header: { "X-Main-Id": "other-store" } },
    });
    expect(server.requests[0]?.headers.get("X-Main-Id")).toBe("other-store");
  });
});

describe("refresh on 401", () => {
  test("refreshes once, stores the new pair and retries the original request with its body", async () => {
    const { server, store, tokens } = setup((request) => {
      if (request.url.endsWith("/auth/refresh")) return json(200, { accessToken: "a2", refreshToken: "r2" });
      if (request.headers.get("Authorization") !== "Bearer a2") return apiError(401, "UNAUTHORIZED");
      return json(201, { isError: false, msg: "Product added to cart" });
    });

    const { data, error } = await store.POST("/cart", { body: { product_id: 3, quantity: 2 } });

    expect(error).toBeUndefined();
    expect(data).toEqual({ isError: false, msg: "Product added to cart" });
    expect(server.to("/auth/refresh")).toHaveLength(1);
    expect(JSON.parse(server.to("/auth/refresh")[0]?.body ?? "")).toEqual({ refreshToken: "r1" });
    const carts = server.to("/cart");
    expect(carts.map((r) => r.headers.get("Authorization"))).toEqual(["Bearer a1", "Bearer a2"]);
    expect(carts.map((r) => JSON.parse(r.body))).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 3, quantity: 2 },
    ]);
    expect({ access: tokens.getAccessToken(), refresh: tokens.getRefreshToken() }).toEqual({
      access: "a2",
      refresh: "r2",
    });
  });

  test("does not refresh twice when the retried request is refused again", async () => {
    const { server, store } = setup(
      expiringServer("never", () => json(200, { accessToken: "a2", refreshToken: "r2" })),
    );

    const { error, response } = await getCart(store);

    expect(response.status).toBe(401);
    expect(error?.code).toBe("UNAUTHORIZED");
    expect(server.to("/auth/refresh")).toHaveLength(1);
    expect(server.to("/cart/7")).toHaveLength(2);
  });

  test("concurrent 401s share one refresh and are all retried", async () => {
    const { server, store } = setup(
      expiringServer("a2", () => json(200, { accessToken: "a2", refreshToken: "r2" })),
    );

    const results = await Promise.all([getCart(store), getCart(store), getCart(store)]);

    expect(results.map((r) => r.data)).toEqual([CART, CART, CART]);
    expect(server.to("/auth/refresh")).toHaveLength(1);
    expect(server.to("/cart/7").filter((r) => r.headers.get("Authorization") === "Bearer a2")).toHaveLength(
      3,
    );
  });

  test("a refused refresh clears the tokens and hands back the original 401", async () => {
    const { server, store, tokens } = setup(
      expiringServer("a2", () => apiError(401, "INVALID_REFRESH_TOKEN")),
    );

    const { error, response } = await getCart(store);

    expect(response.status).toBe(401);
    expect(error?.code).toBe("UNAUTHORIZED");
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(server.to("/cart/7")).toHaveLength(1);
  });

  test("a refresh that gets no answer keeps the tokens (the session may be fine)", async () => {
    const { store, tokens } = setup(expiringServer("a2", () => apiError(503, "INTERNAL")));

    const { response } = await getCart(store);

    expect(response.status).toBe(401);
    expect(tokens.getRefreshToken()).toBe("r1");
  });

  test("without a refresh token the 401 is returned and nothing is refreshed", async () => {
    const { server, store } = setup(() => apiError(401, "UNAUTHORIZED"), null);

    const { response } = await getCart(store);

    expect(response.status).toBe(401);
    expect(server.to("/auth/refresh")).toHaveLength(0);
  });

  test.each([
    {
      given: "/loginuser",
      call: (c: ReturnType<typeof setup>) =>
        c.store.POST("/loginuser", { body: { email: "a@b.in", password: "secret1" } }),
    },
    {
      given: "/auth/logout",
      call: (c: ReturnType<typeof setup>) => c.store.POST("/auth/logout", { body: { refreshToken: "r1" } }),
    },
  ])("a 401 from $given is not refreshed", async ({ call }) => {
    const clients = setup(() => apiError(401, "INVALID_CREDENTIALS"));
    const { response } = await call(clients);
    expect(response.status).toBe(401);
    expect(clients.server.to("/auth/refresh")).toHaveLength(0);
    expect(clients.tokens.getAccessToken()).toBe("a1");
  });
});

describe("failures come back as values", () => {
  test("a 4xx answer is an error value with the server's code and message", async () => {
    const { store } = setup(() => apiError(404, "INVALID_COUPON", "Invalid coupon"));
    const { data, error, response } = await store.GET("/coupon/check/{code}", {
      params: { path: { code: "NOPE" }, query: { user_id: MAIN_ID } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: "INVALID_COUPON", message: "Invalid coupon", msg: "Invalid coupon" });
  });

  test("a call that outlives the timeout resolves with a TIMEOUT error", async () => {
    const server = createFakeServer(() => new Promise<Response>(() => {}));
    const { store } = createStoreClient({
      baseUrl: BASE,
      mainId: MAIN_ID,
      tokens: createMemoryTokenStore(),
      fetch: server.fetch,
      timeoutMs: 30,
    });

    const { error, response } = await store.GET("/health");

    expect(response.status).toBe(CLIENT_ERROR_STATUS);
    expect(error).toEqual({
      isError: true,
      success: false,
      code: "TIMEOUT",
      message: "The server took too long to answer. Please try again.",
      msg: "The server took too long to answer. Please try again.",
    });
  });

  test("a body that stalls after the headers also times out", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":'));
      },
    });
    const server = createFakeServer(() => new Response(stalled, { status: 200 }));
    const { store } = createStoreClient({
      baseUrl: BASE,
      mainId: MAIN_ID,
      tokens: createMemoryTokenStore(),
      fetch: server.fetch,
      timeoutMs: 30,
    });

    const { error } = await store.GET("/health");

    expect(error?.code).toBe("TIMEOUT");
  });

  test("the timeout aborts the underlying request", async () => {
    let signal: AbortSignal | undefined;
    const { store } = createStoreClient({
      baseUrl: BASE,
      mainId: MAIN_ID,
      tokens: createMemoryTokenStore(),
      timeoutMs: 20,
      fetch: (request) => {
        signal = request.signal;
        return new Promise<Response>(() => {});
      },
    });
    await store.GET("/health");
    expect(signal?.aborted).toBe(true);
  });

  test("a network failure resolves with a NETWORK error", async () => {
    const { store } = createStoreClient({
      baseUrl: BASE,
      mainId: MAIN_ID,
      tokens: createMemoryTokenStore(),
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });

    const { error, response } = await store.GET("/health");

    expect(response.status).toBe(CLIENT_ERROR_STATUS);
    expect(error).toMatchObject({ code: "NETWORK", message: CLIENT_ERROR_MESSAGES.NETWORK });
  });

  test("a network failure during the refresh keeps the tokens and returns the 401", async () => {
    const server = createFakeServer(expiringServer("a2", () => json(200, {})));
    const tokens = createMemoryTokenStore({ accessToken: "a1", refreshToken: "r1" });
    const { store } = createStoreClient({
      baseUrl: BASE,
      mainId: MAIN_ID,
      tokens,
      fetch: (request) =>
        request.url.endsWith("/auth/refresh")
          ? Promise.reject(new TypeError("offline"))
          : server.fetch(request),
    });

    const { response } = await getCart(store);

    expect(response.status).toBe(401);
    expect(tokens.getRefreshToken()).toBe("r1");
  });

  test("an abort asked for by the caller still rejects, as with fetch", async () => {
    const { store } = setup(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = store.GET("/health", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe("enquiry host", () => {
  test("enquiry calls go to enquiryBaseUrl without the caller's token", async () => {
    const server = createFakeServer(() => json(201, { success: true, message: "Enquiry Sent" }));
    const { enquiry, store } = createStoreClient({
      baseUrl: BASE,
      enquiryBaseUrl: "http://enquiry.test/api",
      mainId: MAIN_ID,
      tokens: createMemoryTokenStore({ accessToken: "a1", refreshToken: "r1" }),
      fetch: server.fetch,
    });

    await enquiry.POST("/inquiry", {
      body: { name: "Asha", mobile: "9876543210", school: "asha@example.com" },
    });
    await store.GET("/health");

    expect(server.requests.map((r) => r.url)).toEqual(["http://enquiry.test/api/inquiry", `${BASE}/health`]);
    expect(server.requests[0]?.headers.has("Authorization")).toBe(false);
    expect(server.requests[0]?.headers.get("X-Main-Id")).toBe(MAIN_ID);
  });

  test("enquiry calls default to the store's base URL", async () => {
    const { server, enquiry } = setup(() => json(200, { data: [] }));
    await enquiry.GET("/class-level/all");
    expect(server.requests[0]?.url).toBe(`${BASE}/class-level/all`);
  });
});
