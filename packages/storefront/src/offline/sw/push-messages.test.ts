// The push messages the origin's worker receives: to the visible page, else as a notification; a tap
// opens the store's own page only.
import { describe, expect, it, vi } from "vitest";
import { deliver, openNotification, type PushScope, readPayload, type WindowLike } from "./push-messages";

function scope(windows: WindowLike[] = []) {
  return {
    origin: "https://shop.example.in",
    windows: vi.fn(async () => windows),
    showNotification: vi.fn(async () => undefined),
    openWindow: vi.fn(async () => null),
  } satisfies PushScope;
}

const payload = {
  notification: { title: "Order shipped", body: "On its way" },
  fcmOptions: { link: "/track/ORD-1" },
};

describe("push messages", () => {
  it("reads a JSON payload, and nothing from a broken one", () => {
    expect(readPayload({ json: () => payload })).toEqual(payload);
    expect(
      readPayload({
        json: () => {
          throw new SyntaxError("bad");
        },
      }),
    ).toBeNull();
    expect(readPayload(null)).toBeNull();
  });

  it("hands the message to a visible page as Firebase's worker would", async () => {
    const page = { url: "https://shop.example.in/", visibilityState: "visible", postMessage: vi.fn() };
    const s = scope([page]);
    await deliver(s, payload);
    expect(page.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ isFirebaseMessaging: true, messageType: "push-received" }),
    );
    expect(s.showNotification).not.toHaveBeenCalled();
  });

  it("shows a notification when no page is visible", async () => {
    const s = scope([{ url: "https://shop.example.in/", visibilityState: "hidden", postMessage: vi.fn() }]);
    await deliver(s, payload);
    expect(s.showNotification).toHaveBeenCalledWith("Order shipped", {
      body: "On its way",
      data: { link: "/track/ORD-1" },
    });
  });

  it("opens or focuses the store's page on a tap, never another site", async () => {
    const focus = vi.fn(async () => undefined);
    const open = {
      url: "https://shop.example.in/track/ORD-1",
      visibilityState: "hidden",
      postMessage: vi.fn(),
      focus,
    };
    const s = scope([open]);
    await openNotification(s, "/track/ORD-1");
    expect(focus).toHaveBeenCalled();
    await openNotification(s, "/my-account");
    expect(s.openWindow).toHaveBeenCalledWith("https://shop.example.in/my-account");
    await openNotification(s, "https://evil.example/");
    expect(s.openWindow).toHaveBeenCalledTimes(1);
  });
});
