// The worker's registration: a version waiting behind an open page is offered (and applied with a
// reload once it takes over); the first install is not offered (nothing to reload) and is handed what
// the page loaded before the worker existed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyUpdate, registerWorker, seenUrls, WORKER_URL } from "./register-worker";
import { WORKER_MESSAGES } from "./sw/worker-messages";

class FakeContainer extends EventTarget {
  controller: object | null;
  registration: EventTarget;
  active = { postMessage: vi.fn() };
  register = vi.fn(async () => this.registration);
  getRegistrations = vi.fn(async () => []);
  constructor(controlled: boolean, waiting: { postMessage: ReturnType<typeof vi.fn> } | null) {
    super();
    this.controller = controlled ? {} : null;
    const target = new EventTarget();
    this.registration = Object.assign(target, {
      waiting,
      installing: null,
      update: vi.fn(async () => undefined),
    });
  }
  get ready() {
    return Promise.resolve({ active: this.active });
  }
}

afterEach(() => vi.restoreAllMocks());

describe("registerWorker", () => {
  it("registers /sw.js for the whole origin and offers a version waiting behind the open page", async () => {
    const waiting = { postMessage: vi.fn() };
    const container = new FakeContainer(true, waiting);
    const onUpdate = vi.fn();
    await registerWorker({ onUpdate }, container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith(WORKER_URL, { scope: "/", updateViaCache: "none" });
    expect(onUpdate).toHaveBeenCalledOnce();
    // Controlled at load: the pages went through the worker already, nothing to hand over.
    expect(container.active.postMessage).not.toHaveBeenCalled();
  });

  it("on the first install offers nothing and hands over the page it loaded without the worker", async () => {
    const container = new FakeContainer(false, null);
    const onUpdate = vi.fn();
    await registerWorker({ onUpdate }, container as unknown as ServiceWorkerContainer);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(container.active.postMessage).toHaveBeenCalledWith({
      type: WORKER_MESSAGES.keepSeen,
      urls: expect.arrayContaining([window.location.href]),
    });
  });

  it("does nothing where the browser has no service workers", async () => {
    expect(await registerWorker({ onUpdate: vi.fn() }, undefined)).toBeNull();
  });
});

describe("applyUpdate", () => {
  it("asks the waiting version to take over and reloads once it has", () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
    const reload = vi.fn();
    applyUpdate(container, waiting, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.activate });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("seenUrls", () => {
  it("lists the page, its pictures and the apps' scripts it ran on this origin, each once", () => {
    const urls = seenUrls("https://shop.example.in/product/a/1", [
      { name: "https://shop.example.in/images/a.webp", initiatorType: "img" },
      { name: "https://shop.example.in/images/a.webp", initiatorType: "link" },
      { name: "https://shop.example.in/assets/entry-starter-AbCd1234xy.js", initiatorType: "script" },
      { name: "https://shop.example.in/academy/assets/hindi-AbCd1234.js", initiatorType: "script" },
      { name: "https://shop.example.in/admin/assets/index-AbCd1234.js", initiatorType: "script" },
      { name: "https://shop.example.in/assets/style-AbCd1234.css", initiatorType: "link" },
      { name: "https://cdn.example/images/b.webp", initiatorType: "img" },
      { name: "https://cdn.example/assets/c-AbCd1234.js", initiatorType: "script" },
    ]);
    expect(urls).toEqual([
      "https://shop.example.in/product/a/1",
      "https://shop.example.in/images/a.webp",
      "https://shop.example.in/assets/entry-starter-AbCd1234xy.js",
      "https://shop.example.in/academy/assets/hindi-AbCd1234.js",
    ]);
  });
});
