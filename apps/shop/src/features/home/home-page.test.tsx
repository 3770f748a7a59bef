import { FAILED_TO_LOAD_NEW_ARRIVALS } from "@henna/domain/messages";
import { catalogueServer, summary } from "@henna/storefront/catalogue/test-fixtures.ts";
import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import HomePage from "./home-page";

function homeServer({ arrivalsFail = false } = {}) {
  const server = catalogueServer("addtocart");
  server.on("GET", "/slider/all/demo-store", () => json({ isError: false, data: [] }));
  server.on("GET", "/offer/all/demo-store", () => json({ isError: false, data: [] }));
  server.on("GET", "/grouped-product/search-all-products/demo-store", () =>
    json({
      isError: false,
      data: [summary({ product_id: 1, title: "Organic Henna Cone" })],
      page: 1,
      limit: 10,
      hasMore: false,
      total: 1,
    }),
  );
  server.on("GET", "/newarrival/all/demo-store", () =>
    arrivalsFail
      ? json({ isError: true, code: "INTERNAL", message: "Down" }, 500)
      : json({
          data: [
            {
              category_name: "Fresh Off the Cone Table",
              description: "Cones we have just added.",
              product: [summary({ product_id: 11, title: "Arabic Dark Stain Cones" })],
            },
          ],
        }),
  );
  server.on("GET", "/category/getdata/category/demo-store", () =>
    json({
      isError: false,
      data: [
        { category: "tea", name: "Tea", icon: "/c/tea.svg", status: "Active", position: 3 },
        { category: "stencils", name: "Stencils", icon: "/c/s.svg", status: "Inactive", position: 1 },
        { category: "cones", name: "Cones", icon: "/c/cones.svg", status: "Active", position: 1 },
        { category: "courses", name: "Courses", icon: "/c/courses.svg", status: "Active", position: 6 },
      ],
    }),
  );
  return server;
}

describe("Home page", () => {
  it("draws the slider first and the sections below it once that screen has been shown", async () => {
    const server = homeServer();
    server.on("GET", "/slider/all/demo-store", async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json({ isError: false, data: [] });
    });
    const { container } = renderApp(<HomePage />, { server });
    // Until the slider has its answer only a placeholder holds the sections' place, so the footer does
    // not show and then move down.
    expect(screen.queryByRole("heading", { name: "New Arrivals" })).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(server.calls).not.toContain("GET /newarrival/all/demo-store");
    expect(await screen.findByRole("heading", { name: "New Arrivals" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Popular Products" })).toBeInTheDocument();
  });

  it("shows each new-arrival group with its heading, description and cards", async () => {
    renderApp(<HomePage />, { server: homeServer() });
    const group = await screen.findByRole("heading", { level: 3, name: "Fresh Off the Cone Table" });
    expect(group.parentElement).toHaveTextContent("Cones we have just added.");
    expect(
      within(group.parentElement as HTMLElement).getByText("Arabic Dark Stain Cones"),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load New Arrivals' when that call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp(<HomePage />, { server: homeServer({ arrivalsFail: true }) });
    expect(await screen.findByText(FAILED_TO_LOAD_NEW_ARRIVALS)).toBeInTheDocument();
  });

  it("lists Active categories by position, each linking to its listing", async () => {
    renderApp(<HomePage />, { server: homeServer() });
    expect(await screen.findByRole("heading", { name: "Discover Our Categories" })).toBeInTheDocument();
    expect(screen.getByText("Handpicked selections to elevate your lifestyle")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId("category-card")).toHaveLength(3));
    const cards = screen.getAllByTestId("category-card");
    expect(cards.map((card) => card.textContent)).toEqual(["Cones", "Tea", "Courses"]);
    expect(cards.map((card) => card.getAttribute("href"))).toEqual([
      "/category-detail/cones",
      "/category-detail/tea",
      "/course",
    ]);
  });

  it("has the about block with Shop Now to /products", async () => {
    renderApp(<HomePage />, { server: homeServer() });
    const about = await screen.findByRole("region", { name: /Pure henna/ });
    expect(within(about).getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
  });
});
