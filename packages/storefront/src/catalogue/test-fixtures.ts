// Products and server answers for the catalogue's tests (and the apps' tests of screens built on it).
import type { ButtonId } from "@henna/domain/action-buttons";
import type { Product, ProductSummary } from "../state/resources";
import { createFakeServer, type FakeServer, json } from "../test-support/fake-services";

export function summary(overrides: Partial<ProductSummary> & { product_id: number }): ProductSummary {
  return {
    title: `Product ${overrides.product_id}`,
    sku: `SKU-${overrides.product_id}`,
    product_type: "Simple",
    image: `/images/products/p${overrides.product_id}.svg`,
    originalPrice: 100,
    discountPrice: 80,
    stock: 10,
    totalStock: 10,
    totalSold: 0,
    status: "Active",
    category: "cones",
    categorytype: [],
    delivery_days: 3,
    createdAt: "2025-01-01T00:00:00.000Z",
    variation: [],
    ...overrides,
  };
}

export function fullProduct(overrides: Partial<Product> & { product_id: number }): Product {
  const base = summary({ product_id: overrides.product_id });
  return {
    ...base,
    gallery: [],
    price: base.originalPrice,
    salePrice: base.discountPrice,
    description: "",
    short_description: "",
    key_features: [],
    specifications: [],
    attribute: [],
    downloadable_files: [],
    variation: [],
    grouped_product: [],
    reviews: [],
    ...overrides,
  };
}

/** A fake server answering the button config and GET /grouped-product/single for these products. */
export function catalogueServer(defaultButton: ButtonId | null, products: Product[] = []): FakeServer {
  const server = createFakeServer();
  server.on("GET", "/button/demo-store", () =>
    json({
      isError: false,
      data: ["getquote", "addtocart", "buynow"].map((id) => ({
        button_id: id,
        default: id === defaultButton,
      })),
    }),
  );
  server.on("GET", /^\/grouped-product\/single\/\d+$/, (request) => {
    const id = Number(new URL(request.url).pathname.split("/").at(-1));
    const found = products.find((item) => item.product_id === id);
    return found
      ? json({ isError: false, data: found })
      : json(
          { isError: true, code: "NOT_FOUND", message: "Product not found", msg: "Product not found" },
          404,
        );
  });
  return server;
}
