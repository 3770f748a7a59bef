import type { ButtonId } from "@henna/domain/action-buttons";
import { ADDED_TO_CART } from "@henna/domain/messages";
import { productPath } from "@henna/domain/product-route";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { readCheckoutData } from "../storage/checkout-data-storage";
import { renderApp } from "../test-support/render-app";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import { ProductCard } from "./product-card";
import { ProductGrid } from "./product-grid";
import { catalogueServer, fullProduct, summary } from "./test-fixtures";

spyOnToasts();

const simple = summary({ product_id: 1, title: "Organic Henna Cone", originalPrice: 60, discountPrice: 49 });

async function buttonLabels() {
  // The buttons appear once the store's button config has loaded.
  await waitFor(() => expect(document.querySelector(".skeleton[class*=button]")).toBeNull());
  const actions = document.querySelector("[class*=actions]") as HTMLElement;
  return [...within(actions).queryAllByRole("button"), ...within(actions).queryAllByRole("link")]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((el) => el.textContent);
}

describe("ProductCard actions", () => {
  it.each<{
    name: string;
    type: "Simple" | "Variable Product" | "Grouped Product";
    stock: number;
    button: ButtonId | null;
    want: string[];
  }>([
    {
      name: "simple, add to cart",
      type: "Simple",
      stock: 5,
      button: "addtocart",
      want: ["Add to Cart", "View"],
    },
    { name: "simple, buy now", type: "Simple", stock: 5, button: "buynow", want: ["Buy Now", "View"] },
    { name: "simple, get quote", type: "Simple", stock: 5, button: "getquote", want: ["Get Quote"] },
    { name: "simple, no default", type: "Simple", stock: 5, button: null, want: ["View"] },
    {
      name: "simple, out of stock",
      type: "Simple",
      stock: 0,
      button: "addtocart",
      want: ["Out of Stock", "View"],
    },
    { name: "variable", type: "Variable Product", stock: 5, button: "buynow", want: ["Select", "View"] },
    { name: "variable, get quote", type: "Variable Product", stock: 5, button: "getquote", want: ["Select"] },
    {
      name: "grouped",
      type: "Grouped Product",
      stock: 5,
      button: "addtocart",
      want: ["View Details", "Package"],
    },
    {
      name: "grouped, get quote",
      type: "Grouped Product",
      stock: 0,
      button: "getquote",
      want: ["View Details", "Package"],
    },
  ])("$name shows $want", async ({ type, stock, button, want }) => {
    const product = summary({ product_id: 3, product_type: type, totalStock: stock });
    renderApp(<ProductCard product={product} />, { server: catalogueServer(button) });
    expect(await buttonLabels()).toEqual(want);
  });

  it("disables Out of Stock", async () => {
    renderApp(<ProductCard product={{ ...simple, totalStock: 0 }} />, {
      server: catalogueServer("addtocart"),
    });
    expect(await screen.findByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });

  it("View and Get Quote open the product page", async () => {
    renderApp(<ProductCard product={simple} />, { server: catalogueServer("getquote") });
    const quote = await screen.findByRole("link", { name: "Get Quote: Organic Henna Cone" });
    expect(quote).toHaveAttribute("href", productPath("Organic Henna Cone", 1));
  });
});

describe("ProductCard price and badge", () => {
  it("shows the price, the MRP struck through and the percent off", async () => {
    renderApp(<ProductCard product={simple} />, { server: catalogueServer("addtocart") });
    expect(screen.getByText("₹49")).toBeInTheDocument();
    expect(screen.getByText("₹60", { exact: false }).closest("s")).not.toBeNull();
    expect(screen.getByTestId("discount-badge")).toHaveTextContent("18% OFF");
  });

  it.each([
    { name: "no sale price", product: summary({ product_id: 2, originalPrice: 100, discountPrice: null }) },
    {
      name: "sale equal to price",
      product: summary({ product_id: 2, originalPrice: 100, discountPrice: 100 }),
    },
  ])("hides the badge and MRP with $name", ({ product }) => {
    renderApp(<ProductCard product={product} />, { server: catalogueServer("addtocart") });
    expect(screen.queryByTestId("discount-badge")).toBeNull();
    expect(document.querySelector("s")).toBeNull();
    expect(screen.getByText("₹100")).toBeInTheDocument();
  });

  it("prices a variable product from its lowest variation", () => {
    const product = summary({
      product_id: 4,
      product_type: "Variable Product",
      variation: [
        { sku: "A", price: 300, salePrice: 270, stock: 1 },
        { sku: "B", price: 200, salePrice: 150, stock: 1 },
        { sku: "C", price: 0, salePrice: 0, stock: 1 },
      ],
    });
    renderApp(<ProductCard product={product} />, { server: catalogueServer("addtocart") });
    expect(screen.getByText("₹150")).toBeInTheDocument();
    expect(screen.getByTestId("discount-badge")).toHaveTextContent("25% OFF");
  });
});

describe("ProductCard images", () => {
  it("switches every card of the list to the skeleton when one picture fails", async () => {
    const items = [simple, summary({ product_id: 2, title: "Jagua Gel Cone" })];
    renderApp(<ProductGrid items={items} />, { server: catalogueServer("addtocart") });
    const boxes = () =>
      [...document.querySelectorAll("[data-state]")].map((el) => el.getAttribute("data-state"));
    expect(boxes()).toEqual(["loading", "loading"]);
    // Cards off the first screen show their picture once the page load has had an idle moment.
    fireEvent.error(await screen.findByAltText("Jagua Gel Cone"));
    expect(boxes()).toEqual(["failed", "failed"]);
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("ProductCard add and buy", () => {
  it("reads the full product, then adds it to the guest cart", async () => {
    const server = catalogueServer("addtocart", [
      fullProduct({ product_id: 1, title: "Organic Henna Cone", sku: "CONE-1" }),
    ]);
    const { store } = renderApp(<ProductCard product={simple} />, { server });
    await userEvent.click(await screen.findByRole("button", { name: "Add to Cart: Organic Henna Cone" }));
    await waitFor(() => expect(store.getState().guestCart.lines).toHaveLength(1));
    expect(server.calls).toContain("GET /grouped-product/single/1");
    expect(store.getState().guestCart.lines[0]).toMatchObject({ product_sku: "CONE-1", course: false });
    expect(toast.success).toHaveBeenCalledWith(ADDED_TO_CART);
  });

  it("does not add when the fresh product is sold out", async () => {
    const server = catalogueServer("addtocart", [fullProduct({ product_id: 1, totalStock: 0, stock: 0 })]);
    const { store } = renderApp(<ProductCard product={simple} />, { server });
    await userEvent.click(await screen.findByRole("button", { name: /^Add to Cart/ }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith("Out of Stock"));
    expect(store.getState().guestCart.lines).toEqual([]);
  });

  it("Buy Now stores checkout data and goes to /checkout", async () => {
    const server = catalogueServer("buynow", [fullProduct({ product_id: 1, sku: "CONE-1" })]);
    renderApp(<ProductCard product={simple} />, { server, path: "/products" });
    await userEvent.click(await screen.findByRole("button", { name: /^Buy Now/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/checkout"));
    expect(readCheckoutData()?.products[0]).toMatchObject({ product_sku: "CONE-1" });
  });

  it("Buy Now in course mode marks the course and hands over to onBuyNow", async () => {
    const onBuyNow = vi.fn();
    const server = catalogueServer("buynow", [fullProduct({ product_id: 1, category: "courses" })]);
    renderApp(<ProductCard product={simple} course onBuyNow={onBuyNow} />, { server, path: "/course" });
    await userEvent.click(await screen.findByRole("button", { name: /^Buy Now/ }));
    await waitFor(() => expect(onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ product_id: 1 })));
    expect(screen.getByTestId("location")).toHaveTextContent("/course");
    expect(readCheckoutData()).toMatchObject({ course: true });
  });
});
