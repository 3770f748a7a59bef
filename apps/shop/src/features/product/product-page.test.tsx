import {
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  INVALID_MOBILE,
  INVALID_PINCODE,
  LEAD_THANK_YOU,
  SOMETHING_WENT_WRONG_TRY_AGAIN,
} from "@henna/domain/messages";
import { productPath } from "@henna/domain/product-route";
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import type { Product } from "@henna/storefront/state/resources.ts";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import pageHindi from "./hi";
import { groupedProduct, makeProduct, variableProduct } from "./product-fixtures";
import ProductPage from "./product-page";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

spyOnToasts();

const ROUTE = "/product/:encodedTitle/:encodedProductId";

function serverFor(product: Product, defaultButton = "addtocart") {
  const server = createFakeServer();
  server.on("GET", `/grouped-product/single/${product.product_id}`, () =>
    json({ isError: false, data: product }),
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
  server.on("GET", "/pincode/getall/demo-store", () =>
    json({
      pincodesData: [
        { pincode: "400001", status: "Active" },
        { pincode: "400002", status: "Inactive" },
      ],
    }),
  );
  return server;
}

function renderProduct(product: Product, options: { defaultButton?: string; path?: string } = {}) {
  const server = serverFor(product, options.defaultButton);
  const view = renderApp(<ProductPage />, {
    path: options.path ?? productPath(product.title, product.product_id),
    routePath: ROUTE,
    server,
  });
  return { ...view, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
/** The picture in view: "Title" alone, or "Title, image 1 of N" when there are several. */
const mainImage = (title: string) =>
  screen.getByRole("img", { name: new RegExp(`^${title}(, image \\d+ of \\d+)?$`) });
const location = () => screen.getByTestId("location").textContent;

describe("ProductPage", () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["not base64", "/product/@@@/MTE="],
    ["an id that is not a number", `/product/${btoa("Cone")}/${btoa("abc")}`],
  ])("shows Product not found and logs an error for %s", async (_case, path) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { server } = renderProduct(makeProduct(), { path });
    expect(await heading("Product not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
    expect(log).toHaveBeenCalledWith("Invalid product route", expect.any(Error));
    expect(server.calls.filter((call) => call.includes("grouped-product"))).toEqual([]);
    log.mockRestore();
  });

  it("shows Product not found when the shop has no such product", async () => {
    const server = createFakeServer();
    renderApp(<ProductPage />, { path: productPath("Gone", 99), routePath: ROUTE, server });
    expect(await heading("Product not found")).toBeInTheDocument();
  });

  it("offers a retry when the product cannot be loaded, and shows it after the retry", async () => {
    const product = makeProduct();
    const server = serverFor(product);
    let fail = true;
    server.on("GET", "/grouped-product/single/11", () =>
      fail
        ? json({ isError: true, success: false, code: "INTERNAL", message: "Boom", msg: "Boom" }, 500)
        : json({ isError: false, data: product }),
    );
    renderApp(<ProductPage />, { path: productPath(product.title, 11), routePath: ROUTE, server });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await heading(product.title)).toBeInTheDocument();
  });

  it("shows price, MRP struck through, saved amount and the discount badge", async () => {
    renderProduct(makeProduct());
    await heading("Organic Henna Cone");
    expect(screen.getByText("₹45")).toBeInTheDocument();
    expect(screen.getByText("₹60").closest("s")).not.toBeNull();
    expect(screen.getByText(/You save/)).toHaveTextContent("You save ₹15");
    expect(screen.getByText("25% off")).toBeInTheDocument();
    expect(mainImage("Organic Henna Cone")).toHaveAttribute("src", "/images/cone.svg");
  });

  it("preselects the first variation, and a new choice swaps the gallery, price and stock", async () => {
    const { user } = renderProduct(variableProduct);
    await heading("Bridal Henna Powder");
    const weight = screen.getByRole("group", { name: /Weight/ });
    const grind = screen.getByRole("group", { name: /Grind/ });
    expect(within(weight).getByRole("radio", { name: "100 g" })).toBeChecked();
    expect(within(grind).getByRole("radio", { name: "Fine" })).toBeChecked();
    expect(mainImage("Bridal Henna Powder")).toHaveAttribute("src", "/images/bhp-100-fine.svg");
    expect(screen.getByText("₹150")).toBeInTheDocument();
    expect(screen.getByText("SKU: BHP-100-F")).toBeInTheDocument();

    await user.click(within(weight).getByRole("radio", { name: "1 kg" }));
    expect(mainImage("Bridal Henna Powder")).toHaveAttribute("src", "/images/bhp-1k-fine.svg");
    expect(screen.getByText("₹1,200")).toBeInTheDocument();
    expect(screen.queryByText("₹150")).toBeNull();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    await user.click(within(weight).getByRole("radio", { name: "100 g" }));
    await user.click(within(grind).getByRole("radio", { name: /Ultra fine/ }));
    expect(mainImage("Bridal Henna Powder")).toHaveAttribute("src", "/images/bhp-100-ultra.svg");
    expect(screen.getByText("Out of Stock")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  it("moves to a variation that exists when the chosen combination does not", async () => {
    const { user } = renderProduct(variableProduct);
    await heading("Bridal Henna Powder");
    const grind = screen.getByRole("group", { name: /Grind/ });
    await user.click(within(grind).getByRole("radio", { name: /Ultra fine/ }));
    await user.click(
      within(screen.getByRole("group", { name: /Weight/ })).getByRole("radio", { name: "1 kg" }),
    );
    // 1 kg exists only in Fine grind.
    expect(within(grind).getByRole("radio", { name: "Fine" })).toBeChecked();
    expect(screen.getByText("SKU: BHP-1K-F")).toBeInTheDocument();
  });

  it("adds the chosen variation with the chosen quantity to the guest cart", async () => {
    const { user, store } = renderProduct(variableProduct);
    await heading("Bridal Henna Powder");
    await user.click(screen.getByRole("radio", { name: "1 kg" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(store.getState().guestCart.lines).toHaveLength(1));
    expect(store.getState().guestCart.lines[0]).toMatchObject({
      product_sku: "BHP-1K-F",
      quantity: 2,
      product_saleprice: 1200,
      variation_attributes: { Weight: "1 kg", Grind: "Fine" },
    });
  });

  it("Buy Now stores the checkout data and goes to /checkout", async () => {
    const { user } = renderProduct(makeProduct(), { defaultButton: "buynow" });
    await heading("Organic Henna Cone");
    const buttons = screen.getAllByRole("button", { name: /Buy Now|Add to Cart|Get Quote/ });
    expect(buttons[0]).toHaveTextContent("Buy Now");
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    await waitFor(() => expect(location()).toBe("/checkout"));
    expect(JSON.parse(localStorage.getItem("checkout_data") ?? "{}")).toMatchObject({
      totalAfterDiscount: "45.00",
      products: [{ product_sku: "CONE-1", quantity: 1 }],
    });
  });

  it("disables Add to Cart for a product out of stock", async () => {
    renderProduct(makeProduct({ stock: 0, totalStock: 0 }));
    await heading("Organic Henna Cone");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    expect(screen.getAllByText("Out of Stock").length).toBeGreaterThan(0);
  });

  it("lists the items of a grouped product", async () => {
    renderProduct(groupedProduct);
    await heading("Bridal Starter Kit");
    const list = screen.getByRole("region", { name: "In this package (2)" });
    expect(within(list).getByRole("link", { name: "Organic Henna Cone" })).toHaveAttribute(
      "href",
      productPath("Organic Henna Cone", 11),
    );
    expect(within(list).getByText("Applicator Bottle")).toBeInTheDocument();
  });

  it("floors the quantity at 1 and floors typed values", async () => {
    const { user } = renderProduct(makeProduct());
    await heading("Organic Henna Cone");
    const field = screen.getByRole("textbox", { name: "Quantity" });
    const decrease = screen.getByRole("button", { name: "Decrease quantity" });
    expect(decrease).toBeDisabled();
    const typed: Array<[string, string]> = [
      ["0", "1"],
      ["-4", "1"],
      ["3.7", "3"],
      ["abc", "1"],
      ["12", "12"],
    ];
    for (const [text, want] of typed) {
      await user.clear(field);
      await user.type(field, `${text}{Enter}`);
      expect(field).toHaveValue(want);
    }
    await user.click(decrease);
    expect(field).toHaveValue("11");
  });

  it.each([
    ["123", INVALID_PINCODE, "error"],
    ["400001", deliveryAvailableTo("400001"), "success"],
    ["400002", deliveryNotAvailableTo("400002"), "error"],
    ["560001", deliveryNotAvailableTo("560001"), "error"],
  ])("pincode %s: %s", async (pincode, message, tone) => {
    const { user } = renderProduct(makeProduct());
    await heading("Organic Henna Cone");
    await user.type(screen.getByRole("textbox", { name: "Pincode" }), pincode);
    await user.click(screen.getByRole("button", { name: "Check" }));
    const result = await screen.findByText(message);
    expect(result).toHaveClass(`${tone}-text`);
  });

  it("shows the delivery estimate as today + delivery_days in Indian date format", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-30T20:00:00Z")); // 31 Jan in India
    renderProduct(makeProduct({ delivery_days: 3 }));
    await heading("Organic Henna Cone");
    expect(screen.getByText(/Estimated delivery by/)).toHaveTextContent("Estimated delivery by 3 Feb 2026");
  });

  it("shows the tabs' content and keeps a new review on the page only", async () => {
    const { user, server } = renderProduct(makeProduct());
    await heading("Organic Henna Cone");
    expect(screen.getByText("Hand-rolled cone of pure henna.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Specifications" }));
    expect(screen.getByRole("rowheader", { name: "Weight" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "25 g" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Key Features" }));
    expect(screen.getByText("Dark stain in 24 hours").tagName).toBe("LI");
    await user.click(screen.getByRole("tab", { name: "Reviews" }));
    expect(await screen.findByText("Gorgeous colour.")).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Submit review" });
    await user.type(screen.getByRole("textbox", { name: "Write a review" }), "   ");
    await user.click(submit);
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem")).toHaveLength(1);
    await user.type(screen.getByRole("textbox", { name: "Write a review" }), "Lovely stain");
    await user.click(submit);
    expect(screen.getByText("Lovely stain")).toBeInTheDocument();
    expect(screen.getByText(/Only you can see this review/)).toBeInTheDocument();
    expect(server.calls.some((call) => call.startsWith("POST"))).toBe(false);
  });
});

describe("Get Quote form", () => {
  beforeEach(() => vi.clearAllMocks());

  async function openQuote() {
    const view = renderProduct(makeProduct());
    await heading("Organic Henna Cone");
    await view.user.click(screen.getByRole("button", { name: "Get Quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Quote" });
    await within(dialog).findByRole("textbox", { name: "Name" });
    return { ...view, dialog };
  }

  it("validates name, e-mail and mobile before sending", async () => {
    const { user, dialog, server } = await openQuote();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID_MOBILE)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Mobile/ }), "98765");
    expect(within(dialog).getByText(INVALID_MOBILE)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("sends the lead with the normalised mobile and the product id, then thanks the shopper", async () => {
    const { user, dialog, server } = await openQuote();
    server.on("POST", "/leads", () => json({ success: true, message: "Stored" }, 201));
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Asha Rao");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "asha@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: /Mobile/ }), "+91 98765-43210");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "50 cones for a wedding");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LEAD_THANK_YOU));
    const index = server.calls.indexOf("POST /leads");
    expect(server.bodies[index]).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      mobile: "9876543210",
      remark: "50 cones for a wedding",
      property_id: 11,
      main_id: "demo-store",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the lead could not be sent", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, dialog, server } = await openQuote();
    server.on("POST", "/leads", () =>
      json({ isError: true, success: false, code: "INTERNAL", message: "Boom", msg: "Boom" }, 500),
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Asha Rao");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "asha@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: /Mobile/ }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SOMETHING_WENT_WRONG_TRY_AGAIN));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(SOMETHING_WENT_WRONG_TRY_AGAIN);
    log.mockRestore();
  });
});

describe("ProductPage in Hindi", () => {
  afterEach(() => activateLanguage("en"));

  it("describes the gallery's pictures in Hindi, the product's name as it is", async () => {
    activateLanguage("hi", hindi);
    renderProduct(variableProduct);
    expect(
      await screen.findByRole("img", { name: `${variableProduct.title}, 2 में से तस्वीर 1` }),
    ).toBeInTheDocument();
  });

  describe("Share", () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, "share");
      vi.unstubAllGlobals();
    });

    it("offers WhatsApp with the name, price and link, and Copy link with a toast, without a share sheet", async () => {
      const product = makeProduct();
      const { user } = renderProduct(product);
      await heading(product.title);
      const share = screen.getByRole("button", { name: "Share" });
      expect(share).toHaveAttribute("aria-expanded", "false");
      await user.click(share);
      expect(share).toHaveAttribute("aria-expanded", "true");
      const url = `${window.location.origin}${productPath(product.title, product.product_id)}`;
      expect(await screen.findByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`${product.title}\n₹45\n${url}`)}`,
      );
      await user.click(screen.getByRole("button", { name: "Copy link" }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Link copied"));
      expect(await navigator.clipboard.readText()).toBe(url);
      expect(screen.queryByRole("link", { name: "Share on WhatsApp" })).toBeNull();
    });

    it("opens the phone's share sheet where there is one", async () => {
      const product = makeProduct();
      const sheet = vi.fn(async () => undefined);
      Object.defineProperty(navigator, "share", { value: sheet, configurable: true });
      vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(pointer: coarse)" }));
      const { user } = renderProduct(product);
      await heading(product.title);
      await user.click(screen.getByRole("button", { name: "Share" }));
      expect(sheet).toHaveBeenCalledWith(
        expect.objectContaining({
          title: product.title,
          url: `${window.location.origin}${productPath(product.title, product.product_id)}`,
        }),
      );
      expect(screen.queryByRole("link", { name: "Share on WhatsApp" })).toBeNull();
    });

    it("speaks Hindi", async () => {
      activateLanguage("hi", hindi);
      try {
        const product = makeProduct();
        const { user } = renderProduct(product);
        await heading(product.title);
        await user.click(screen.getByRole("button", { name: "शेयर करें" }));
        expect(await screen.findByRole("link", { name: "WhatsApp पर शेयर करें" })).toBeInTheDocument();
        expect(screen.getByRole("button", { name: "लिंक कॉपी करें" })).toBeInTheDocument();
      } finally {
        activateLanguage("en");
      }
    });
  });
});
