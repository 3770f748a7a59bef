import { describe, expect, it } from "vitest";
import { serverCart } from "../state/resources";
import { dataSet } from "../state/server-data";
import { makeStore } from "../state/store";
import { readLoginRecord, writeLoginRecord } from "../storage/login-record";
import { writePushRegistration } from "../storage/push-registration";
import { createFakeServer, json } from "../test-support/fake-services";
import { TEST_USER } from "../test-support/test-user";
import { logOut } from "./log-out";

const asha = TEST_USER;

describe("logOut", () => {
  it("revokes the refresh token, clears tokens and user, and drops the user's server data", async () => {
    const server = createFakeServer();
    server.on("POST", "/auth/logout", () => json({ message: "Logged out successfully." }));
    server.services.tokens.setTokens({ accessToken: "at-7", refreshToken: "rt-7" });
    writeLoginRecord(asha);
    const store = makeStore({ session: { user: asha } }, server.services);
    store.dispatch(dataSet({ key: serverCart.keyOf(7), data: [{ product_sku: "A" }], tags: ["Cart"] }));
    store.dispatch(dataSet({ key: "storeProfile:null", data: { tag_line: "kept" } }));

    await store.dispatch(logOut());

    expect(server.calls).toEqual(["POST /auth/logout"]);
    expect(server.bodies[0]).toEqual({ refreshToken: "rt-7" });
    expect(server.services.tokens.getAccessToken()).toBeNull();
    expect(server.services.tokens.getRefreshToken()).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(readLoginRecord()).toBeNull();
    expect(store.getState().serverData.entries[serverCart.keyOf(7)]).toBeUndefined();
    expect(store.getState().serverData.entries["storeProfile:null"]).toBeDefined();
  });

  it("logs out on this device even when the server cannot be reached", async () => {
    const server = createFakeServer();
    server.on("POST", "/auth/logout", () => {
      throw new TypeError("Failed to fetch");
    });
    server.services.tokens.setTokens({ accessToken: "at-7", refreshToken: "rt-7" });
    const store = makeStore({ session: { user: asha } }, server.services);
    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
    expect(server.services.tokens.getRefreshToken()).toBeNull();
  });

  it("names this browser's registered push token, so the server stops sending it the user's messages", async () => {
    const server = createFakeServer();
    server.on("POST", "/auth/logout", () => json({ message: "Logged out successfully." }));
    server.services.tokens.setTokens({ accessToken: "at-7", refreshToken: "rt-7" });
    writePushRegistration({ userId: 7, token: "fcm-device-7" });
    const store = makeStore({ session: { user: asha } }, server.services);
    await store.dispatch(logOut());
    expect(server.bodies[0]).toEqual({ refreshToken: "rt-7", deviceToken: "fcm-device-7" });
  });
});
