import type { CartLine } from "@henna/domain/cart";
import { variationChooserTitle } from "@henna/domain/variations";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { spyOnToasts } from "../test-support/toast-spies";
import { ProductCard } from "./product-card";
import { catalogueServer, fullProduct, summary } from "./test-fixtures";

spyOnToasts();

const card = summary({ product_id: 7, title: "Rajasthani Henna Cone", product_type: "Variable Product" });
const full = fullProduct({
  product_id: 7,
  title: "Rajasthani Henna Cone",
  product_type: "Variable Product",
  variation: [
    {
      sku: "RAJ-6",
      price: 330,
      salePrice: 279,
      stock: 80,
      imageUrl: "/i/6.svg",
      galleryImages: [],
      attributes: { Pack: "Pack of 6" },
    },
    {
      sku: "RAJ-12",
      price: 0,
      salePrice: 529,
      stock: 45,
      imageUrl: "/i/12.svg",
      galleryImages: [],
      attributes: { Pack: "Pack of 12" },
    },
    {
      sku: "RAJ-24",
      price: 1240,
      salePrice: 0,
      stock: 0,
      imageUrl: "/i/24.svg",
      galleryImages: [],
      attributes: { Pack: "Pack of 24" },
    },
  ],
});

async function openChooser(button: "addtocart" | "buynow" = "addtocart", guestLines: CartLine[] = []) {
  const server = catalogueServer(button, [full]);
  const view = renderApp(<ProductCard product={card} />, {
    server,
    path: "/products",
    preloaded: { guestCart: { lines: guestLines } },
  });
  await userEvent.click(await screen.findByRole("button", { name: "Select: Rajasthani Henna Cone" }));
  const dialog = await screen.findByRole("dialog", { name: variationChooserTitle("Rajasthani Henna Cone") });
  return { ...view, dialog };
}

function cardFor(name: string): HTMLElement {
  const found = screen.getAllByTestId("variation-card").find((el) => el.textContent?.includes(name));
  if (!found) throw new Error(`no variation card ${name}`);
  return found;
}

describe("Variation chooser", () => {
  it("is titled '{title} - Choose a Variation' and reads the full product first", async () => {
    const { dialog, server } = await openChooser();
    expect(dialog).toHaveAccessibleName("Rajasthani Henna Cone - Choose a Variation");
    expect(server.calls).toContain("GET /grouped-product/single/7");
    expect(within(dialog).getAllByTestId("variation-card")).toHaveLength(3);
  });

  it("shows SKU, stock and prices, hiding a price or sale price of 0", async () => {
    await openChooser();
    const six = cardFor("Pack of 6");
    expect(six).toHaveTextContent("SKU: RAJ-6");
    expect(six).toHaveTextContent("₹279");
    expect(six).toHaveTextContent("₹330");
    expect(six).toHaveTextContent("In stock: 80");
    const twelve = cardFor("Pack of 12");
    expect(twelve).toHaveTextContent("₹529");
    expect(twelve).not.toHaveTextContent("₹0");
    const twentyFour = cardFor("Pack of 24");
    expect(twentyFour).toHaveTextContent("₹1,240");
    expect(twentyFour).not.toHaveTextContent("₹0");
  });

  it("disables Out of Stock for a variation with stock 0", async () => {
    await openChooser();
    expect(within(cardFor("Pack of 24")).getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    expect(within(cardFor("Pack of 6")).getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });

  it("shows Buy Now when that is the default button", async () => {
    await openChooser("buynow");
    expect(within(cardFor("Pack of 6")).getByRole("button", { name: /Buy Now/ })).toBeInTheDocument();
  });

  it("adds the chosen variation and closes", async () => {
    const { store } = await openChooser();
    await userEvent.click(within(cardFor("Pack of 6")).getByRole("button", { name: /Add to Cart/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(store.getState().guestCart.lines).toEqual([
      expect.objectContaining({
        product_sku: "RAJ-6",
        product_saleprice: 279,
        variation_attributes: { Pack: "Pack of 6" },
      }),
    ]);
  });

  it("stays open when the add did not succeed (already in the cart)", async () => {
    const first = await openChooser();
    await userEvent.click(within(cardFor("Pack of 6")).getByRole("button", { name: /Add to Cart/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const lines = first.store.getState().guestCart.lines;
    first.unmount();

    const again = await openChooser("addtocart", lines);
    await userEvent.click(within(cardFor("Pack of 6")).getByRole("button", { name: /Add to Cart/ }));
    await waitFor(() =>
      expect(within(cardFor("Pack of 6")).getByRole("button", { name: /Add to Cart/ })).toBeEnabled(),
    );
    expect(again.dialog).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(again.store.getState().guestCart.lines).toHaveLength(1);
  });

  it("keeps the keyboard focus on Select while loading and gives it back there after Escape", async () => {
    const server = catalogueServer("addtocart", [full]);
    let answer: (() => void) | undefined;
    const fullAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.on("GET", "/grouped-product/single/7", async () => {
      await fullAnswered;
      return json({ isError: false, data: full });
    });
    renderApp(<ProductCard product={card} />, { server, path: "/products" });
    const user = userEvent.setup();
    const select = await screen.findByRole("button", { name: "Select: Rajasthani Henna Cone" });
    select.focus();
    await user.keyboard("{Enter}");
    // Busy, but not disabled: a disabled button would drop the focus to the page's body.
    await waitFor(() => expect(select).toHaveAttribute("aria-disabled", "true"));
    expect(select).not.toBeDisabled();
    expect(select).toHaveFocus();
    answer?.();
    const dialog = await screen.findByRole("dialog", {
      name: variationChooserTitle("Rajasthani Henna Cone"),
    });
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(within(dialog).queryAllByTestId("variation-card")).toHaveLength(0));
    expect(select).toHaveFocus();
    expect(select).not.toHaveAttribute("aria-disabled");
  });
});
