// Push through the app layout's PushSync, with Firebase replaced by a fake module (vi.mock of the
// dynamic imports) and the browser's Notification permission stubbed. A "next page load" is a new
// PushSync (a page keeps one push session). What must load nothing is in push-off.test.tsx, a file where
// Firebase is never imported.
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { loggedIn, loggedOut } from "../state/session-slice";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { PushGate } from "./push-gate";
import { PushSync } from "./push-sync";

type Spy = Mock<(...args: unknown[]) => unknown>;

const fake = vi.hoisted(() => ({
  foreground: null as null | ((payload: unknown) => void),
  getToken: null as unknown as Spy,
  deleteToken: null as unknown as Spy,
  initializeApp: null as unknown as Spy,
}));

// The fakes are looked up on every call, so each test's fresh spies are the ones used.
vi.mock("firebase/app", () => ({
  initializeApp: (...args: unknown[]) => fake.initializeApp(...args),
  getApps: () => [],
}));
vi.mock("firebase/messaging", () => ({
  isSupported: async () => true,
  getMessaging: () => ({ messaging: true }),
  getToken: (...args: unknown[]) => fake.getToken(...args),
  deleteToken: (...args: unknown[]) => fake.deleteToken(...args),
  onMessage: (_messaging: unknown, listener: (payload: unknown) => void) => {
    fake.foreground = listener;
    return () => {
      fake.foreground = null;
    };
  },
}));
const toast = spyOnToasts();

const CONFIG = {
  apiKey: "AIzaSyExample",
  projectId: "henna-store",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc123",
  vapidKey: "BExampleVapidKey",
};

function writeConfigMeta() {
  const meta = document.createElement("meta");
  meta.name = "push-config";
  meta.content = JSON.stringify(CONFIG);
  document.head.append(meta);
}

function stubPermission(initial: NotificationPermission, answer: NotificationPermission = "granted") {
  const notification = {
    permission: initial,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal("Notification", notification);
  return notification;
}

function pushServer() {
  const server = createFakeServer();
  server.on("POST", "/firebase/register-token", () =>
    json({ success: true, message: "Push token registered." }),
  );
  return server;
}

const registrations = (server: ReturnType<typeof createFakeServer>) =>
  server.calls.filter((call) => call === "POST /firebase/register-token");

/** Lets the dynamic imports and the calls after them settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const OTHER_USER = { ...TEST_USER, user_id: 8, id: 8, full_name: "Ravi Menon", name: "Ravi Menon" };

beforeEach(() => {
  fake.foreground = null;
  fake.getToken = vi.fn(async () => "fcm-token-1");
  fake.deleteToken = vi.fn(async () => true);
  fake.initializeApp = vi.fn((...args: unknown[]) => ({ options: args[0], name: args[1] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const meta of document.head.querySelectorAll('meta[name="push-config"]')) meta.remove();
});

describe("push when configured", () => {
  beforeEach(writeConfigMeta);

  it("with notifications allowed, registers the token once per user: not again on the next page load, again for another user", async () => {
    stubPermission("granted");
    const server = pushServer();
    // Through the app layout's gate, as on a page.
    const first = renderApp(<PushGate />, { server, preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(registrations(server)).toHaveLength(1));
    expect(server.bodies[server.calls.indexOf("POST /firebase/register-token")]).toEqual({
      user_id: 7,
      deviceToken: "fcm-token-1",
      platform: "web",
    });
    expect(fake.initializeApp).toHaveBeenCalledWith(
      {
        apiKey: CONFIG.apiKey,
        projectId: CONFIG.projectId,
        messagingSenderId: CONFIG.messagingSenderId,
        appId: CONFIG.appId,
      },
      "henna-push",
    );
    expect(fake.getToken).toHaveBeenCalledWith(expect.anything(), { vapidKey: CONFIG.vapidKey });
    // No offer: the shopper decided long ago.
    expect(toast.info).not.toHaveBeenCalled();
    first.unmount();

    // The next page load: same user, same token, nothing to send.
    renderApp(<PushSync />, { server, preloaded: { session: { user: TEST_USER } } });
    await settle();
    await waitFor(() => expect(fake.getToken).toHaveBeenCalledTimes(2));
    await settle();
    expect(registrations(server)).toHaveLength(1);
  });

  it("registers for the new user after someone else logs in on this browser", async () => {
    stubPermission("granted");
    const server = pushServer();
    const { store } = renderApp(<PushSync />, { server, preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(registrations(server)).toHaveLength(1));
    act(() => {
      store.dispatch(loggedIn(OTHER_USER));
    });
    await waitFor(() => expect(registrations(server)).toHaveLength(2));
    // One page, one Firebase app: the second user's registration reuses it.
    expect(fake.initializeApp).toHaveBeenCalledTimes(1);
    expect(server.bodies.at(-1)).toEqual({ user_id: 8, deviceToken: "fcm-token-1", platform: "web" });
  });

  it("shows a message that arrives while the page is open as an alert with its title and body", async () => {
    stubPermission("granted");
    renderApp(<PushSync />, { server: pushServer(), preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(fake.foreground).not.toBeNull());
    fake.foreground?.({ notification: { title: "Order Shipped", body: "ORD-12 is on its way." } });
    expect(toast.info).toHaveBeenCalledWith("Order Shipped", { description: "ORD-12 is on its way." });
    fake.foreground?.({ data: { title: "Order Delivered" } });
    expect(toast.info).toHaveBeenLastCalledWith("Order Delivered");
    fake.foreground?.({ data: {} });
    expect(toast.info).toHaveBeenCalledTimes(2);
  });

  it("after a login offers notifications once; the browser asks only when the shopper taps Turn on, then the token is registered", async () => {
    const notification = stubPermission("default", "granted");
    const server = pushServer();
    const { store } = renderApp(<PushSync />, { server });
    await settle();
    act(() => {
      store.dispatch(loggedIn(TEST_USER));
    });
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(fake.initializeApp).not.toHaveBeenCalled();
    const [message, options] = vi.mocked(toast.info).mock.calls[0] as unknown as [
      string,
      { action: { label: string; onClick: () => void } },
    ];
    expect(message).toBe("Get updates about your orders on this device?");
    expect(options.action.label).toBe("Turn on");

    options.action.onClick();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(registrations(server)).toHaveLength(1));
  });

  it("says nothing more when the shopper refuses at the browser's prompt, or had refused before", async () => {
    stubPermission("default", "denied");
    const server = pushServer();
    const { store } = renderApp(<PushSync />, { server });
    act(() => {
      store.dispatch(loggedIn(TEST_USER));
    });
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
    const [, options] = vi.mocked(toast.info).mock.calls[0] as unknown as [
      string,
      { action: { onClick: () => void } },
    ];
    options.action.onClick();
    await settle();
    expect(server.calls).toEqual([]);
    expect(fake.initializeApp).not.toHaveBeenCalled();

    stubPermission("denied");
    const again = renderApp(<PushSync />, { server });
    act(() => {
      again.store.dispatch(loggedIn(TEST_USER));
    });
    await settle();
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([]);
  });

  it("on logout stops showing messages and deletes this browser's token", async () => {
    stubPermission("granted");
    const server = pushServer();
    const { store } = renderApp(<PushSync />, { server, preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(registrations(server)).toHaveLength(1));
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(fake.deleteToken).toHaveBeenCalledTimes(1));
    expect(fake.foreground).toBeNull();
    expect(localStorage.getItem("push_registration")).toBeNull();
  });

  it("stays silent when the server refuses the token, and tries again on the next page load", async () => {
    stubPermission("granted");
    const server = createFakeServer();
    server.on("POST", "/firebase/register-token", () =>
      json({ isError: true, success: false, code: "INTERNAL", message: "Down", msg: "Down" }, 500),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = renderApp(<PushSync />, { server, preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(registrations(server)).toHaveLength(1));
    await settle();
    expect(toast.error).not.toHaveBeenCalled();
    first.unmount();
    renderApp(<PushSync />, { server, preloaded: { session: { user: TEST_USER } } });
    await waitFor(() => expect(registrations(server)).toHaveLength(2));
    warn.mockRestore();
  });
});
