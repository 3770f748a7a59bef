import { productPath } from "@henna/domain/product-route";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { ACADEMY_CHROME, SHOP_CHROME } from "./chrome-config";
import { SearchBox } from "./search-box";

const TITLES = [
  "Organic Henna Cone",
  "ORGANIC HENNA CONE", // same title, other case: shown once
  "Rajasthani Henna Cone",
  "Jagua Gel Cone",
  "Nail Henna Cone",
  "Glitter Gel Cones",
  "Quick Stain Henna Cone",
  "Mini Henna Cones",
  "Bridal Cone",
  "Cone Refill", // the tenth distinct match: beyond the limit of 8
];

function searchServer() {
  const server = createFakeServer();
  server.on("GET", "/grouped-product/search-all-products/demo-store", (request) => {
    const search = new URL(request.url).searchParams.get("search") ?? "";
    const data = TITLES.map((title, index) => ({ product_id: index + 1, title })).filter((p) =>
      p.title.toLowerCase().includes(search.toLowerCase()),
    );
    return json({ isError: false, data, page: 1, limit: 10, hasMore: false });
  });
  return server;
}

async function typeQuery(text: string) {
  const user = userEvent.setup();
  const server = searchServer();
  renderApp(<SearchBox searchPath="/product" />, { server, routePath: "/" });
  const box = screen.getByRole("combobox", { name: "Search products" });
  await user.type(box, text);
  return { user, box, server };
}

const location = () => screen.getByTestId("location").textContent;

describe("SearchBox", () => {
  it("asks the server to search and shows at most 8 unique suggestions", async () => {
    const { box, server } = await typeQuery("cone");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(8);
    expect(options.map((o) => o.textContent)).toEqual(
      TITLES.filter((t) => t !== "ORGANIC HENNA CONE").slice(0, 8),
    );
    expect(box).toHaveAttribute("aria-expanded", "true");
    // Debounced: one request for the whole word, with the text as the server-side search.
    expect(server.calls).toEqual([
      "GET /grouped-product/search-all-products/demo-store?page=1&limit=10&search=cone",
    ]);
  });

  it("moves the highlight with the arrow keys and opens the highlighted product on Enter", async () => {
    const { user, box } = await typeQuery("cone");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const second = screen.getAllByRole("option")[1];
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", second?.id);
    await user.keyboard("{Enter}");
    expect(location()).toBe(productPath("Rajasthani Henna Cone", 3));
  });

  it("wraps from the first suggestion to the last with ArrowUp", async () => {
    const { user } = await typeQuery("cone");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("option")[7]).toHaveAttribute("aria-selected", "true");
  });

  it("goes to the filtered listing on Enter with nothing highlighted", async () => {
    const { user } = await typeQuery("henna cone");
    await screen.findAllByRole("option");
    await user.keyboard("{Enter}");
    expect(location()).toBe("/product?search=henna%20cone");
  });

  it("shows the searched text on the search results, e.g. after a reload", () => {
    renderApp(<SearchBox searchPath="/product" />, {
      server: searchServer(),
      path: "/product?search=chai%20masala",
    });
    expect(screen.getByRole("combobox", { name: "Search products" })).toHaveValue("chai masala");
  });

  it("closes the suggestions on Escape", async () => {
    const { user, box } = await typeQuery("cone");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(location()).toBe("/");
  });

  it("opens a suggestion on click", async () => {
    const { user } = await typeQuery("jagua");
    await user.click(await screen.findByRole("option", { name: "Jagua Gel Cone" }));
    expect(location()).toBe(productPath("Jagua Gel Cone", 4));
  });

  it("says so when nothing matches", async () => {
    await typeQuery("saffron");
    await waitFor(() => expect(screen.getByText("No products match “saffron”")).toBeInTheDocument());
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });
});

describe("SearchBox's placeholder", () => {
  it.each([
    { app: "shop", chrome: SHOP_CHROME, placeholder: "Search henna, cones, tea…" },
    { app: "academy", chrome: ACADEMY_CHROME, placeholder: "Search the shop…" },
  ])("says what the $app's box searches", ({ chrome, placeholder }) => {
    renderApp(<SearchBox searchPath="/product" placeholder={chrome.search?.placeholder} />, {
      server: searchServer(),
      routePath: "/",
    });
    expect(screen.getByRole("combobox", { name: "Search products" })).toHaveAttribute(
      "placeholder",
      placeholder,
    );
  });
});
