// What the browser's first render of a server-rendered page reads must be what the server rendered
// with, however late React hydrates it. React hydrates the routed page (a Suspense boundary) in a pass
// after the chrome's, and by then the chrome's effects may have run: the stored login and cart are in the
// store, the page load's idle moment may have passed, and the clock has moved on from a render the
// server kept for days. Each test moves the browser on before hydrating, the worst case, and expects no
// hydration error.
import { parseCartLines } from "@henna/domain/cart";
import { act, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeServer } from "../test-support/fake-services";

let idle: Array<() => void> = [];
beforeEach(() => {
  // first-idle.ts and page-time.ts keep per-page-load state: each test is a fresh page load.
  vi.resetModules();
  idle = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** The server's HTML in a root element, hydrated with `client`; resolves with React's recoverable errors. */
async function hydrate(serverHtml: string, client: React.ReactNode): Promise<unknown[]> {
  const root = document.createElement("div");
  root.innerHTML = serverHtml;
  document.body.append(root);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, client, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe("a page hydrated after the browser has moved on", () => {
  it("hydrates a deferred picture as the server drew it when the idle moment passed first, then shows it", async () => {
    const { SmartImage } = await import("../ui/smart-image");
    const { useFirstIdle } = await import("../ui/first-idle");
    const page = (
      <Suspense fallback={null}>
        <SmartImage src="/later.svg" alt="Further down" defer />
      </Suspense>
    );
    const html = renderToString(page);
    expect(html).not.toContain("<img");
    // The chrome waited for the idle moment, and it came before the page was hydrated.
    // biome-ignore lint/correctness/noComponentHookFactories: its hook is this test's fresh module instance (vi.resetModules)
    function Chrome() {
      useFirstIdle();
      return null;
    }
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(document.createElement("div")).render(<Chrome />));
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
    });
    expect(await hydrate(html, page)).toEqual([]);
    await waitFor(() => expect(screen.getByAltText("Further down")).toBeInTheDocument());
  });

  it("hydrates the page from the guest state the server rendered in, then shows the stored cart", async () => {
    const { makeStore, guestState } = await import("../state/store");
    const { browserStateRestored } = await import("../state/browser-state");
    const { useAppSelector } = await import("../state/hooks");
    const { AppTree } = await import("./app-tree");
    // biome-ignore lint/correctness/noComponentHookFactories: its hook is this test's fresh module instance (vi.resetModules)
    function CartCount() {
      const lines = useAppSelector((state) => state.guestCart.lines.length);
      return <p>{`${lines} in the cart`}</p>;
    }
    const tree = (store: ReturnType<typeof makeStore>, serverState?: ReturnType<typeof store.getState>) => (
      <AppTree
        store={store}
        serverState={serverState}
        router={
          <Suspense fallback={null}>
            <CartCount />
          </Suspense>
        }
      />
    );
    const services = createFakeServer().services;
    const html = renderToString(tree(makeStore(guestState(), services)));
    expect(html).toContain("0 in the cart");
    const store = makeStore(guestState(), services);
    const rendered = store.getState();
    // The chrome's layout effect put the stored cart in before the page was hydrated.
    const lines = parseCartLines([
      { product_id: 7, product_sku: "CONE-7", product_name: "Cone", quantity: 1 },
    ]);
    store.dispatch(browserStateRestored({ user: null, lines }));
    expect(await hydrate(html, tree(store, rendered))).toEqual([]);
    await waitFor(() => expect(screen.getByText("1 in the cart")).toBeInTheDocument());
  });

  it("hydrates with the time the server rendered at, then shows the browser's", async () => {
    const { makeStore, guestState } = await import("../state/store");
    const { AppTree } = await import("./app-tree");
    const { PAGE_TIME_KEY, pageTimeEntry, usePageTime } = await import("./page-time");
    // biome-ignore lint/correctness/noComponentHookFactories: its hook is this test's fresh module instance (vi.resetModules)
    function Year() {
      return <p>{`© ${new Date(usePageTime()).getUTCFullYear()}`}</p>;
    }
    const renderedAt = Date.UTC(2020, 5, 1);
    const state = {
      ...guestState(),
      serverData: { entries: { [PAGE_TIME_KEY]: pageTimeEntry(renderedAt) } },
    };
    const services = createFakeServer().services;
    const tree = (store: ReturnType<typeof makeStore>) => (
      <AppTree
        store={store}
        serverState={store.getState()}
        router={
          <Suspense fallback={null}>
            <Year />
          </Suspense>
        }
      />
    );
    const html = renderToString(tree(makeStore(state, services)));
    expect(html).toContain("© 2020");
    expect(await hydrate(html, tree(makeStore(state, services)))).toEqual([]);
    await waitFor(() => expect(screen.getByText(`© ${new Date().getUTCFullYear()}`)).toBeInTheDocument());
  });
});
