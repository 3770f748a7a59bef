import { DEMO_LOAD_MORE_DELAY_MS } from "@henna/domain/demo-shop";
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import DemoShopPage from "./demo-shop-page";
import pageHindi from "./hi";
import ProductSinglePage from "./product-single-page";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

const names = () =>
  screen.getAllByTestId("demo-card").map((card) => card.querySelector("[class*=cardName]")?.textContent);
const prices = () =>
  screen.getAllByTestId("demo-card").map((card) => card.querySelector("[class*=cardPrice]")?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

function applyFilter(button: RegExp, choices: string[]) {
  fireEvent.click(screen.getByRole("button", { name: button }));
  const dialog = screen.getByRole("dialog");
  for (const choice of choices) fireEvent.click(within(dialog).getByLabelText(choice));
  fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
}

describe("Demo shop", () => {
  it("shows 4 of the 8 samples, best selling first, each linking to /product-single-page", () => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    expect(names()).toEqual([
      "Lemon-Sugar Sealant",
      "Mehendi Oil Blend",
      "Clove Steam Pack",
      "Henna Aftercare Balm",
    ]);
    expect(screen.getByText("Showing 4 of 8 products")).toBeInTheDocument();
    for (const card of screen.getAllByTestId("demo-card"))
      expect(card.getAttribute("href")).toMatch(/^\/product-single-page\?item=\d$/);
  });

  it("Load More shows the next 4 after 1 s, then goes away", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    expect(screen.getAllByTestId("demo-skeleton")).toHaveLength(4);
    act(() => vi.advanceTimersByTime(DEMO_LOAD_MORE_DELAY_MS - 1));
    expect(screen.getAllByTestId("demo-card")).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByTestId("demo-card")).toHaveLength(8);
    expect(screen.queryByTestId("demo-skeleton")).toBeNull();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
    expect(screen.getByText("Showing 8 of 8 products")).toBeInTheDocument();
  });

  it.each([
    { sort: "Price Low to High", want: ["₹1,299", "₹1,850", "₹2,000", "₹2,450"] },
    { sort: "Price High to Low", want: ["₹6,000", "₹5,499", "₹4,000", "₹3,200"] },
  ])("sorts by $sort", ({ sort, want }) => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: sort } });
    expect(prices()).toEqual(want);
  });

  it("sorts by Newest Arrivals", () => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "Newest Arrivals" } });
    expect(names()[0]).toBe("Chai Lovers Gift Box");
  });

  it("filters by category in a dialog", () => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    applyFilter(/^Category/, ["Gift Sets"]);
    expect(names()).toEqual(["Chai Lovers Gift Box", "Mehendi Night Hamper", "Festive Tea Hamper"]);
    expect(screen.getByRole("button", { name: "Category (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("filters by price range (2000 belongs to 2000-4000) and clears", () => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    applyFilter(/^Price/, ["₹2,000 – ₹4,000"]);
    expect(prices().sort()).toEqual(["₹2,000", "₹2,450", "₹3,200"]);
    applyFilter(/^Category/, ["Oils"]);
    expect(names()).toEqual(["Applicator Bottle Set"]);
    fireEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    expect(screen.getAllByTestId("demo-card")).toHaveLength(4);
  });

  it("says so when no sample matches, with a way out", () => {
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    applyFilter(/^Price/, ["₹0 – ₹2,000"]);
    applyFilter(/^Category/, ["Gift Sets"]);
    expect(screen.getByText("No products match these filters")).toBeInTheDocument();
  });
});

describe("Sample product page", () => {
  it("shows the sample named by ?item= as not for sale", () => {
    renderApp(<ProductSinglePage />, { path: "/product-single-page?item=7" });
    expect(screen.getByRole("heading", { level: 1, name: "Festive Tea Hamper" })).toBeInTheDocument();
    expect(screen.getByText("₹5,499")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sample product" })).toBeDisabled();
  });

  it("falls back to the first sample", () => {
    renderApp(<ProductSinglePage />, { path: "/product-single-page" });
    expect(screen.getByRole("heading", { level: 1, name: "Mehendi Oil Blend" })).toBeInTheDocument();
  });
});

describe("in Hindi", () => {
  afterEach(() => activateLanguage("en"));

  it("says the sort choices, categories and descriptions in Hindi, and sorts by the chosen option", () => {
    activateLanguage("hi", hindi);
    renderApp(<DemoShopPage />, { path: "/demo-shop" });
    const sort = screen.getByRole("combobox");
    expect(within(sort).getByRole("option", { name: "सबसे नए" })).toHaveValue("Newest Arrivals");
    fireEvent.change(sort, { target: { value: "Newest Arrivals" } });
    expect(names()[0]).toBe("Chai Lovers Gift Box");
    expect(screen.getAllByText("गिफ़्ट सेट").length).toBeGreaterThan(0);
  });

  it("describes a sample in Hindi, its name as it is", () => {
    activateLanguage("hi", hindi);
    renderApp(<ProductSinglePage />, { path: "/product-single-page?item=2" });
    expect(screen.getByRole("heading", { level: 1, name: "Lemon-Sugar Sealant" })).toBeInTheDocument();
    expect(screen.getByText(/नींबू जैसी ताज़गी/)).toBeInTheDocument();
  });
});
