import { catalogueServer, summary } from "@henna/storefront/catalogue/test-fixtures.ts";
import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EMPTY_CATALOGUE_TEXT, POPULAR_MAX_PAGES, PopularProducts } from "./popular-products";

const LIST = "/grouped-product/search-all-products/demo-store";

function homeServer(total: number, tagged: Record<number, string[]> = {}, groups: unknown[] = []) {
  const server = catalogueServer("addtocart");
  server.on("GET", LIST, (request) => {
    const page = Number(new URL(request.url).searchParams.get("page"));
    const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
    const data = Array.from({ length: count }, (_, i) => {
      const id = (page - 1) * 10 + i + 1;
      return summary({ product_id: id, title: `Item ${id}`, categorytype: tagged[id] ?? [] });
    });
    const hasMore = page * 10 < total;
    return json({ isError: false, data, page, limit: 10, hasMore, ...(hasMore ? {} : { total }) });
  });
  server.on("GET", "/newarrival/all/demo-store", () => json({ data: groups }));
  return server;
}

const panel = () => screen.getByRole("tabpanel");
const titles = () =>
  within(panel())
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("Popular Products", () => {
  it("says the shelves are being stocked, with a way to write to the shop, when the catalogue is empty", async () => {
    const user = userEvent.setup();
    renderApp(<PopularProducts />, { server: homeServer(0) });
    expect(await screen.findByText(EMPTY_CATALOGUE_TEXT)).toBeInTheDocument();
    expect(within(panel()).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await user.click(screen.getByRole("tab", { name: "Best Sellers" }));
    expect(within(panel()).getByText(EMPTY_CATALOGUE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Show More Products" })).toBeNull();
  });

  it("shows the first 20 of All Products and Show More Products when more than 20 are loaded", async () => {
    const server = homeServer(25);
    renderApp(<PopularProducts />, { server });
    await waitFor(() => expect(server.calls).toContain(`GET ${LIST}?page=3&limit=10`));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles().at(-1)).toBe("Item 20");
    // The third page is asked for once 20 are shown; its answer brings the link.
    expect(await screen.findByRole("link", { name: "Show More Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    // The third page (5 items) ended the list: nothing more is asked for.
    expect(server.calls.filter((call) => call.startsWith(`GET ${LIST}`))).toHaveLength(3);
  });

  it("has no Show More Products with exactly 20 loaded", async () => {
    const server = homeServer(20);
    renderApp(<PopularProducts />, { server });
    await waitFor(() => expect(titles()).toHaveLength(20));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.startsWith(`GET ${LIST}`))).toHaveLength(2),
    );
    expect(screen.queryByRole("link", { name: "Show More Products" })).toBeNull();
  });

  it(`stops after ${POPULAR_MAX_PAGES} pages of a large catalogue`, async () => {
    const server = homeServer(500);
    renderApp(<PopularProducts />, { server });
    await waitFor(() => expect(server.calls).toContain(`GET ${LIST}?page=${POPULAR_MAX_PAGES}&limit=10`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((call) => call.startsWith(`GET ${LIST}`))).toHaveLength(POPULAR_MAX_PAGES);
  });

  it("Best Sellers and Trending list the tagged products, also beyond the first 20", async () => {
    const server = homeServer(25, { 2: ["Best Sellers"], 23: ["Best Sellers", "Trending"], 5: ["Trending"] });
    renderApp(<PopularProducts />, { server });
    await waitFor(() => expect(server.calls).toContain(`GET ${LIST}?page=3&limit=10`));
    await userEvent.click(screen.getByRole("tab", { name: "Best Sellers" }));
    await waitFor(() => expect(titles()).toEqual(["Item 2", "Item 23"]));
    expect(screen.queryByRole("link", { name: "Show More Products" })).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Trending" }));
    expect(titles()).toEqual(["Item 5", "Item 23"]);
  });

  it("New Arrivals come from the new-arrival groups", async () => {
    const groups = [
      {
        category_name: "Fresh",
        description: "",
        product: [summary({ product_id: 90, title: "Fresh Cone" })],
      },
      {
        category_name: "Chai",
        description: "",
        product: JSON.stringify([summary({ product_id: 91, title: "New Chai" })]),
      },
    ];
    const server = homeServer(3, {}, groups);
    renderApp(<PopularProducts />, { server });
    await screen.findByText("Item 1");
    await userEvent.click(screen.getByRole("tab", { name: "New Arrivals" }));
    await waitFor(() => expect(titles()).toEqual(["Fresh Cone", "New Chai"]));
  });
});
