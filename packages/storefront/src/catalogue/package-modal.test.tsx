import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test-support/render-app";
import { spyOnToasts } from "../test-support/toast-spies";
import { ProductCard } from "./product-card";
import { catalogueServer, fullProduct, summary } from "./test-fixtures";

spyOnToasts();

const card = summary({ product_id: 42, title: "Chai Lovers Gift Box", product_type: "Grouped Product" });
const full = fullProduct({
  product_id: 42,
  title: "Chai Lovers Gift Box",
  sku: "GIFT-CHAI",
  product_type: "Grouped Product",
  grouped_product: [
    { product_id: 21, title: "Mumbai Cutting Chai Masala Tea", image: "/i/21.svg" },
    { product_id: 25, title: "Elaichi Chai", image: "/i/25.svg" },
  ],
});

describe("Package modal", () => {
  it("lists the grouped items and Select Package reads the product again and adds it", async () => {
    const server = catalogueServer("addtocart", [full]);
    const { store } = renderApp(<ProductCard product={card} />, { server });
    await userEvent.click(await screen.findByRole("button", { name: "View Details: Chai Lovers Gift Box" }));
    const dialog = await screen.findByRole("dialog", { name: "Chai Lovers Gift Box" });
    const items = within(dialog).getAllByTestId("package-item");
    expect(items.map((item) => item.textContent)).toEqual(["Mumbai Cutting Chai Masala Tea", "Elaichi Chai"]);
    expect(within(dialog).getByAltText("Elaichi Chai")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Select Package" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.filter((call) => call === "GET /grouped-product/single/42")).toHaveLength(2);
    expect(store.getState().guestCart.lines).toEqual([expect.objectContaining({ product_sku: "GIFT-CHAI" })]);
  });
});
