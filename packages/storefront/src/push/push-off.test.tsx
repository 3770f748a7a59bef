// When push must load nothing: no Firebase configuration in the page, or a shopper who has not allowed
// notifications. Firebase is never imported in this file, so any import at all shows in `loaded`.
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loggedIn, loggedOut } from "../state/session-slice";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { PushGate } from "./push-gate";

const fake = vi.hoisted(() => ({ loaded: [] as string[] }));

vi.mock("firebase/app", () => {
  fake.loaded.push("firebase/app");
  return { initializeApp: () => ({}), getApps: () => [] };
});
vi.mock("firebase/messaging", () => {
  fake.loaded.push("firebase/messaging");
  return { isSupported: async () => true };
});

const toast = spyOnToasts();

function stubPermission(permission: NotificationPermission) {
  const notification = { permission, requestPermission: vi.fn(async () => permission) };
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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const meta of document.head.querySelectorAll('meta[name="push-config"]')) meta.remove();
});

describe("push loads nothing", () => {
  it("when not configured, even for a logged-in shopper who allowed notifications, through login and logout", async () => {
    stubPermission("granted");
    const server = pushServer();
    const { store } = renderApp(<PushGate />, { server, preloaded: { session: { user: TEST_USER } } });
    await settle();
    act(() => {
      store.dispatch(loggedOut());
    });
    await settle();
    act(() => {
      store.dispatch(loggedIn({ ...TEST_USER, user_id: 8, id: 8 }));
    });
    await settle();
    expect(fake.loaded).toEqual([]);
    expect(server.calls).toEqual([]);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it.each([
    { given: "has not decided (on a page load)", permission: "default" as const },
    { given: "refused before", permission: "denied" as const },
  ])("when configured but the shopper $given: no prompt, no Firebase, no call", async ({ permission }) => {
    const meta = document.createElement("meta");
    meta.name = "push-config";
    meta.content = JSON.stringify({
      apiKey: "AIzaSyExample",
      projectId: "henna-store",
      messagingSenderId: "1234567890",
      appId: "1:1234567890:web:abc123",
      vapidKey: "BExampleVapidKey",
    });
    document.head.append(meta);
    const notification = stubPermission(permission);
    const server = pushServer();
    renderApp(<PushGate />, { server, preloaded: { session: { user: TEST_USER } } });
    await settle();
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
    expect(fake.loaded).toEqual([]);
    expect(server.calls).toEqual([]);
  });
});
