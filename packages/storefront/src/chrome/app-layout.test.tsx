import { buildCartLine } from "@henna/domain/cart";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RootState } from "../state/store";
import { makeStore } from "../state/store";
import { createFakeServer, json } from "../test-support/fake-services";
import { LocationProbe } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { AppLayout } from "./app-layout";
import { MARQUEE_INTERVAL_MS } from "./promo-marquee";

const profile = {
  profilePic: "/images/logo.svg",
  orignal_logoname: "Mehendi & Chai",
  tag_line: "Pure henna, slow-brewed chai",
  google_address: "Malad East, Mumbai",
  gstin: null,
  address: "Shop 4, Daftary Road, Malad East, Mumbai 400097",
  email: "hello@mehendiandchai.in",
  phone: "+91 98200 12345",
};

const asha = TEST_USER;

const line = (sku: string) =>
  buildCartLine(
    { product_id: 1, title: sku, sku, originalPrice: 100, discountPrice: 90 },
    { mainId: "demo-store", course: false },
  );

function chromeServer(defaultButton: "getquote" | "addtocart", headings = ["Free delivery", "New tea"]) {
  const server = createFakeServer();
  server.on("GET", "/register/single/demo-store", () => json({ users: profile }));
  server.on("GET", "/marquee/all/demo-store", () =>
    json({ isError: false, data: headings.map((heading) => ({ heading })) }),
  );
  server.on("GET", "/button/demo-store", () =>
    json({
      isError: false,
      data: ["getquote", "addtocart", "buynow"].map((id) => ({
        button_id: id,
        default: id === defaultButton,
      })),
    }),
  );
  server.on("GET", /^\/grouped-product\/single\/\d+$/, () =>
    json({ isError: false, data: { product_id: 1 } }),
  );
  server.on("GET", "/registeruser/single/7", () => json({ message: "ok", user: asha }));
  server.on("GET", "/cart/7", () => json({ isError: false, data: [{ product_sku: "A" }] }));
  return server;
}

function renderLayout(server: ReturnType<typeof chromeServer>, preloaded?: Partial<RootState>, path = "/") {
  if (preloaded?.session?.user) server.services.tokens.setTokens({ accessToken: "a", refreshToken: "r" });
  const store = makeStore(preloaded, server.services);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<h1>Page</h1>} />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const header = () => screen.getByRole("banner");

afterEach(() => {
  vi.useRealTimers();
});

describe("AppLayout chrome", () => {
  it("hides the header cart icon when the default button is Get Quote", async () => {
    const { store } = renderLayout(chromeServer("getquote"), { guestCart: { lines: [line("A")] } });
    await waitFor(() =>
      expect(store.getState().serverData.entries["buttons:null"]?.status).toBe("fulfilled"),
    );
    expect(within(header()).queryByRole("link", { name: /^Cart,/ })).toBeNull();
    // The floating cart still leads to the quote cart.
    expect(screen.getByTestId("floating-cart")).toHaveAccessibleName("Cart, 1 item");
  });

  it("shows the header cart icon with the count otherwise", async () => {
    renderLayout(chromeServer("addtocart"), { guestCart: { lines: [line("A"), line("B")] } });
    const cart = await within(header()).findByRole("link", { name: "Cart, 2 items" });
    expect(cart).toHaveAttribute("href", "/cart");
    expect(within(cart).getByText("2")).toBeInTheDocument();
  });

  it("hides the floating cart while the cart is empty and shows the count when it is not", async () => {
    renderLayout(chromeServer("addtocart"), { guestCart: { lines: [] } });
    await within(header()).findByRole("link", { name: "Cart, 0 items" });
    expect(screen.queryByTestId("floating-cart")).toBeNull();
  });

  it("shows the floating cart with the count, opening /cart", async () => {
    const { user } = renderLayout(chromeServer("getquote"), { guestCart: { lines: [line("A"), line("B")] } });
    const fab = screen.getByTestId("floating-cart");
    expect(fab).toHaveAccessibleName("Cart, 2 items");
    await user.click(fab);
    expect(screen.getByTestId("location")).toHaveTextContent("/cart");
    expect(screen.queryByTestId("floating-cart")).toBeNull();
  });

  it("leaves the checkout page's Place order bar uncovered: no floating cart on /checkout", () => {
    renderLayout(chromeServer("addtocart"), { guestCart: { lines: [line("A")] } }, "/checkout");
    expect(screen.queryByTestId("floating-cart")).toBeNull();
  });

  it("greets a logged-in user by first name, linking to the account", async () => {
    renderLayout(chromeServer("addtocart"), { session: { user: asha } });
    const greeting = within(header()).getByRole("link", { name: "Hi, Asha" });
    expect(greeting).toHaveAttribute("href", "/my-account");
    // The logged-in count is the server cart's.
    expect(await within(header()).findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });

  it("offers Login/Register to a guest", () => {
    renderLayout(chromeServer("addtocart"));
    expect(within(header()).getByRole("link", { name: "Login/Register" })).toHaveAttribute("href", "/login");
    const quick = screen.getByRole("navigation", { name: "Shortcuts" });
    expect(within(quick).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/login");
  });

  it("has a skip link, the main links, and a footer with the store's contact block", async () => {
    renderLayout(chromeServer("addtocart"));
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    const nav = within(header()).getAllByRole("navigation", { name: "Main" })[0];
    expect(
      within(nav as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Products", "About", "Contact"]);
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByText(profile.address)).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: profile.phone })).toHaveAttribute(
      "href",
      "tel:+919820012345",
    );
    expect(within(footer).getByRole("link", { name: profile.email })).toHaveAttribute(
      "href",
      `mailto:${profile.email}`,
    );
    expect(within(footer).getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Mehendi & Chai. All rights reserved.`));
  });

  it("rotates the promotional headings every 3 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    renderLayout(chromeServer("addtocart", ["Free delivery", "New tea", "Use WELCOME10"]));
    const heading = () => screen.getByTestId("marquee-heading").textContent;
    await waitFor(() => expect(heading()).toBe("Free delivery"));
    act(() => vi.advanceTimersByTime(MARQUEE_INTERVAL_MS));
    expect(heading()).toBe("New tea");
    act(() => vi.advanceTimersByTime(2 * MARQUEE_INTERVAL_MS));
    expect(heading()).toBe("Free delivery");
  });

  it("opens the menu drawer and closes it with Escape or Close, returning focus", async () => {
    const { user } = renderLayout(chromeServer("addtocart"));
    const menu = screen.getByRole("button", { name: "Open menu" });
    await user.click(menu);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer).getByRole("link", { name: "Products" })).toBeInTheDocument();
    // What a browser's <dialog> does on Escape (happy-dom does not map the key itself).
    fireEvent(drawer, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(menu).toHaveAttribute("aria-expanded", "false"));
    expect(within(drawer).queryByRole("link", { name: "Products" })).toBeNull();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(drawer).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(menu).toHaveFocus());
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the drawer when one of its links is followed", async () => {
    const { user } = renderLayout(chromeServer("addtocart"));
    const menu = screen.getByRole("button", { name: "Open menu" });
    await user.click(menu);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "About" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/about");
    await waitFor(() => expect(menu).toHaveAttribute("aria-expanded", "false"));
  });
});
