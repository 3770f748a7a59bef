import { buildCartLine } from "@henna/domain/cart";
import { describe, expect, it, vi } from "vitest";
import { storefrontHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { makeStore } from "../state/store";
import { readLoginRecord, writeLoginRecord } from "../storage/login-record";
import { createFakeServer, json } from "../test-support/fake-services";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { appStarted } from "./app-start";
import { startSync, watchSession } from "./session-sync";

spyOnToasts();

const asha = TEST_USER;

const failure = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

function loggedInStore(server: ReturnType<typeof createFakeServer>) {
  server.services.tokens.setTokens({ accessToken: "at-7", refreshToken: "rt-7" });
  writeLoginRecord(asha);
  return makeStore({ session: { user: asha } }, server.services);
}

describe("app start: the stored login", () => {
  it("removes the login record when the server says 'User not found'", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () => failure(404, "NOT_FOUND", "User not found"));
    const store = loggedInStore(server);
    await store.dispatch(appStarted());
    expect(server.calls).toEqual(["GET /registeruser/single/7"]);
    expect(store.getState().session.user).toBeNull();
    expect(readLoginRecord()).toBeNull();
  });

  it("removes the login record when a Hindi reader's server says 'User not found' in Hindi", async () => {
    activateLanguage("hi", storefrontHindi);
    try {
      const server = createFakeServer();
      server.on("GET", "/registeruser/single/7", () => failure(400, "BAD_REQUEST", "यूज़र नहीं मिला"));
      const store = loggedInStore(server);
      await store.dispatch(appStarted());
      expect(store.getState().session.user).toBeNull();
    } finally {
      activateLanguage("en");
    }
  });

  it("refreshes the stored record on 200", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () =>
      json({
        message: "User details fetched successfully.",
        user: { ...asha, mobile: "9876543210", user_gstNo: "27ABCDE1234F1Z5" },
      }),
    );
    const store = loggedInStore(server);
    await store.dispatch(appStarted());
    expect(store.getState().session.user).toMatchObject({
      mobile: "9876543210",
      user_gstNo: "27ABCDE1234F1Z5",
    });
    expect(readLoginRecord()?.mobile).toBe("9876543210");
  });

  it("logs out when the session was refused (401 after the refresh failed)", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () => failure(401, "UNAUTHORIZED", "Please log in."));
    server.on("POST", "/auth/refresh", () =>
      failure(401, "INVALID_REFRESH_TOKEN", "Your session has expired. Please log in again."),
    );
    const store = loggedInStore(server);
    await store.dispatch(appStarted());
    expect(server.calls).toEqual(["GET /registeruser/single/7", "POST /auth/refresh"]);
    expect(server.services.tokens.getRefreshToken()).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it("keeps the login when the server cannot be reached", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () => {
      throw new TypeError("Failed to fetch");
    });
    const store = loggedInStore(server);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await store.dispatch(appStarted());
    expect(store.getState().session.user).toEqual(asha);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("runs once per page load however often it is dispatched", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () => json({ message: "ok", user: asha }));
    const store = loggedInStore(server);
    await Promise.all([store.dispatch(appStarted()), store.dispatch(appStarted())]);
    await store.dispatch(appStarted());
    expect(server.calls).toEqual(["GET /registeruser/single/7"]);
  });
});

describe("app start: the guest cart", () => {
  const line = (id: number, sku: string, price: number) =>
    buildCartLine(
      { product_id: id, title: `Old ${sku}`, sku, originalPrice: price, discountPrice: price - 10, stock: 5 },
      { mainId: "demo-store", course: false },
    );

  it("refreshes each line from its product and keeps a line whose product could not be fetched", async () => {
    const server = createFakeServer();
    server.on("GET", "/grouped-product/single/1", () =>
      json({
        isError: false,
        data: {
          product_id: 1,
          title: "Organic Henna Cone",
          sku: "A",
          originalPrice: 60,
          discountPrice: 49,
          stock: 3,
          status: "Active",
          image: "/images/cone.svg",
        },
      }),
    );
    server.on("GET", "/grouped-product/single/2", () => failure(500, "INTERNAL", "Something went wrong"));
    const store = makeStore(
      { guestCart: { lines: [line(1, "A", 100), line(2, "B", 200)] } },
      server.services,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await store.dispatch(appStarted());
    warn.mockRestore();
    const [first, second] = store.getState().guestCart.lines;
    expect(first).toMatchObject({
      product_name: "Organic Henna Cone",
      product_price: 60,
      product_saleprice: 49,
      product_stockstatus: 3,
    });
    expect(second).toEqual(line(2, "B", 200));
    expect(server.calls.sort()).toEqual(["GET /grouped-product/single/1", "GET /grouped-product/single/2"]);
  });
});

describe("session watch", () => {
  it("logs the user out on this device when the client drops the tokens", () => {
    const server = createFakeServer();
    const store = loggedInStore(server);
    const stop = store.dispatch(watchSession());
    server.services.tokens.clear();
    expect(store.getState().session.user).toBeNull();
    stop();
  });

  it("stops watching when unsubscribed", () => {
    const server = createFakeServer();
    const store = loggedInStore(server);
    store.dispatch(watchSession())();
    server.services.tokens.clear();
    expect(store.getState().session.user).toEqual(asha);
  });
});

describe("startSync: the app-start sync only when there is something to sync", () => {
  it("asks the server nothing on a first visit (no stored login, no guest cart)", async () => {
    const server = createFakeServer();
    const store = makeStore({}, server.services);
    await store.dispatch(startSync());
    expect(server.calls).toEqual([]);
  });

  it("checks a stored login", async () => {
    const server = createFakeServer();
    server.on("GET", "/registeruser/single/7", () => failure(404, "NOT_FOUND", "User not found"));
    const store = loggedInStore(server);
    await store.dispatch(startSync());
    expect(server.calls).toEqual(["GET /registeruser/single/7"]);
    expect(store.getState().session.user).toBeNull();
  });

  it("refreshes a guest cart's lines from their products", async () => {
    const server = createFakeServer();
    const line = buildCartLine(
      { product_id: 5, title: "Henna Cone", sku: "HC-1", price: 120 },
      { mainId: "demo-store", course: false },
    );
    server.on("GET", "/grouped-product/single/5", () =>
      json({ data: { product_id: 5, title: "Henna Cone (new)", sku: "HC-1", price: 150 } }),
    );
    const store = makeStore({ session: { user: null }, guestCart: { lines: [line] } }, server.services);
    await store.dispatch(startSync());
    expect(server.calls).toEqual(["GET /grouped-product/single/5"]);
    expect(store.getState().guestCart.lines[0]).toMatchObject({
      product_name: "Henna Cone (new)",
      product_price: 150,
    });
  });
});
