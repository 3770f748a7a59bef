import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin } from "../../test-support/admin-harness";
import type { AdminProduct } from "./product-draft";

function product(patch: Partial<AdminProduct> = {}): AdminProduct {
  return {
    product_id: 41,
    title: "Bridal henna kit",
    sku: "KIT-41",
    product_type: "Variable Product",
    image: "/media/kit/1280.webp",
    gallery: [],
    originalPrice: 1499,
    discountPrice: null,
    stock: 0,
    totalStock: 12,
    totalSold: 3,
    status: "Active",
    category: "Henna",
    categorytype: ["Best Sellers"],
    short_description: "",
    description: "",
    key_features: [],
    specifications: [],
    delivery_days: 5,
    gst_rate: 5,
    hsn_code: "1404",
    variations: [
      {
        id: 7,
        sku: "KIT-41-S",
        price: 1499,
        salePrice: 0,
        stock: 12,
        imageUrl: "",
        attributes: { Size: "Small" },
      },
    ],
    grouped_product_ids: [],
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-24T10:00:00.000Z",
    ...patch,
  };
}

describe("the product editor", () => {
  it("adds a variable product with its variation and a photo, then opens it", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/products/new", {
      answers: {
        "POST /admin/media": json(
          {
            data: {
              key: "ab",
              url: "/media/ab/1280.webp",
              srcset: "",
              width: 1280,
              height: 1280,
              widths: [1280],
              formats: ["webp"],
            },
          },
          201,
        ),
        "POST /admin/products": json({ data: product({ product_id: 99 }) }, 201),
        "GET /admin/products/99": json({ data: product({ product_id: 99 }) }),
        "GET /admin/products/99/stock": json({ data: [] }),
      },
    });
    await user.type(await screen.findByLabelText("Title"), "Bridal henna kit");
    await user.type(screen.getByLabelText("SKU"), "KIT-41");
    await user.selectOptions(screen.getByLabelText("Type"), "Variable Product");
    await user.type(screen.getByLabelText("Category"), "Henna");
    await user.type(screen.getByLabelText("Price from (₹)"), "1499");
    await user.type(screen.getByLabelText("Attribute names"), "Size");
    await user.click(screen.getByRole("button", { name: "Add variation" }));
    const row = screen.getByRole("group", { name: /Variation 1/ });
    await user.type(within(row).getByLabelText("SKU"), "KIT-41-S");
    await user.type(within(row).getByLabelText("Price (₹)"), "1499");
    await user.type(within(row).getByLabelText("Opening stock"), "2");
    await user.type(within(row).getByLabelText("Size"), "Small");
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "kit.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText(/Choose photo/), file);
    await waitFor(() => expect(callsTo("POST", "/admin/media")).toHaveLength(1));
    expect(callsTo("POST", "/admin/media")[0]?.headers.get("x-file-name")).toBe("kit.jpg");
    expect(await screen.findByAltText("Main photo preview")).toHaveAttribute("src", "/media/ab/1280.webp");

    await user.click(screen.getAllByRole("button", { name: "Add product" })[0] as HTMLElement);
    await waitFor(() => expect(callsTo("POST", "/admin/products")).toHaveLength(1));
    const sent = JSON.parse(callsTo("POST", "/admin/products")[0]?.body ?? "{}");
    expect(sent).toMatchObject({
      title: "Bridal henna kit",
      sku: "KIT-41",
      product_type: "Variable Product",
      image: "/media/ab/1280.webp",
      originalPrice: 1499,
      variations: [{ sku: "KIT-41-S", price: 1499, salePrice: 0, stock: 2, attributes: { Size: "Small" } }],
    });
    expect(await screen.findByRole("link", { name: "View in shop" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/product\/[^/]+\/[^/]+$/),
    );
  });

  it("shows the server's field problems on the fields they name", async () => {
    const user = userEvent.setup();
    renderAdmin("/products/41", {
      answers: {
        "GET /admin/products/41": json({ data: product() }),
        "GET /admin/products/41/stock": json({ data: [] }),
        "PUT /admin/products/41": apiError(400, "VALIDATION_FAILED", "Please check the product.", [
          { field: "body.variations.0.sku", message: "This SKU is already used by another product." },
        ]),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    const row = screen.getByRole("group", { name: /Variation 1/ });
    const sku = within(row).getByLabelText("SKU");
    await waitFor(() => expect(sku).toHaveAttribute("aria-invalid", "true"));
    expect(within(row).getByText("This SKU is already used by another product.")).toBeInTheDocument();
    expect(screen.getByText("Please check the product.")).toBeInTheDocument();
  });

  it("checks the sale price below the price before sending", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/products/41", {
      answers: {
        "GET /admin/products/41": json({ data: product({ product_type: "Simple", variations: [] }) }),
        "GET /admin/products/41/stock": json({ data: [] }),
      },
    });
    await user.type(await screen.findByLabelText("Sale price (₹)"), "2000");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getAllByText("The sale price must be below the price.").length).toBeGreaterThan(0);
    expect(callsTo("PUT", "/admin/products/41")).toHaveLength(0);
  });

  it("shows an upload's refusal and keeps the photo it had", async () => {
    renderAdmin("/products/41", {
      answers: {
        "GET /admin/products/41": json({ data: product() }),
        "GET /admin/products/41/stock": json({ data: [] }),
        "POST /admin/media": apiError(
          400,
          "UNSUPPORTED_IMAGE",
          "This file is not a JPEG, PNG or WebP picture.",
        ),
      },
    });
    const input = await screen.findByLabelText(/Replace photo/);
    fireEvent.change(input, {
      target: { files: [new File(["not a picture"], "notes.txt", { type: "text/plain" })] },
    });
    expect(await screen.findByText("This file is not a JPEG, PNG or WebP picture.")).toBeInTheDocument();
    expect(screen.getByAltText("Main photo preview")).toHaveAttribute("src", "/media/kit/1280.webp");
  });

  it("adjusts a variation's stock with a reason and shows the history", async () => {
    const user = userEvent.setup();
    let adjusted = false;
    const { callsTo } = renderAdmin("/products/41", {
      answers: {
        "GET /admin/products/41": json({ data: product() }),
        "GET /admin/products/41/stock": () =>
          json({
            data: adjusted
              ? [
                  {
                    id: 1,
                    createdAt: "2026-11-25T10:00:00.000Z",
                    variation_sku: "KIT-41-S",
                    delta: -2,
                    stockAfter: 10,
                    reason: "damaged",
                    note: "Torn box",
                    actor: "owner@example.com",
                  },
                ]
              : [],
          }),
        "POST /admin/products/41/stock": () => {
          adjusted = true;
          return json({
            data: {
              id: 1,
              createdAt: "2026-11-25T10:00:00.000Z",
              variation_sku: "KIT-41-S",
              delta: -2,
              stockAfter: 10,
              reason: "damaged",
              note: "Torn box",
              actor: "owner@example.com",
            },
          });
        },
      },
    });
    expect(await screen.findByText("No stock changes yet.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Adjust stock" });
    // The variation is offered by its name, not its SKU.
    expect(
      within(within(form).getByLabelText("Variation"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Small (12 in stock)"]);
    await user.selectOptions(within(form).getByLabelText("Reason"), "damaged");
    await user.type(within(form).getByLabelText("Units"), "2");
    await user.type(within(form).getByLabelText("Note"), "Torn box");
    await user.click(within(form).getByRole("button", { name: "Adjust stock" }));
    await waitFor(() => expect(callsTo("POST", "/admin/products/41/stock")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/products/41/stock")[0]?.body ?? "{}")).toEqual({
      delta: -2,
      reason: "damaged",
      note: "Torn box",
      variation_sku: "KIT-41-S",
    });
    const history = await screen.findByRole("list", { name: "Stock history" });
    expect(within(history).getByText("Torn box")).toBeInTheDocument();
    expect(history.textContent).toContain("-2 damaged · Small → 10 in stock");
    expect(history.textContent).toContain("owner@example.com");
  });
});
