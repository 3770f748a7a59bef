// Products as GET /grouped-product/single answers them, for the product page's tests.
import type { Product } from "@henna/storefront/state/resources.ts";

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 11,
    title: "Organic Henna Cone",
    sku: "CONE-1",
    product_type: "Simple",
    image: "/images/cone.svg",
    gallery: ["/images/cone-2.svg"],
    originalPrice: 60,
    price: 60,
    discountPrice: 45,
    salePrice: 45,
    stock: 10,
    totalStock: 10,
    totalSold: 3,
    status: "Active",
    category: "cones",
    categorytype: [],
    description: "Hand-rolled cone of pure henna.",
    short_description: "Natural, chemical-free.",
    key_features: ["Dark stain in 24 hours", "No PPD"],
    specifications: [{ label: "Weight", value: "25 g" }],
    attribute: [],
    downloadable_files: [],
    variation: [],
    grouped_product: [],
    delivery_days: 3,
    createdAt: "2026-01-01T00:00:00.000Z",
    reviews: [{ user: "Rhea D.", comment: "Gorgeous colour." }],
    ...overrides,
  };
}

export const variableProduct = makeProduct({
  product_id: 21,
  title: "Bridal Henna Powder",
  sku: "BHP",
  product_type: "Variable Product",
  image: "/images/bhp.svg",
  gallery: [],
  originalPrice: 0,
  price: 0,
  discountPrice: null,
  salePrice: null,
  stock: 0,
  totalStock: 30,
  attribute: [
    {
      name: "Weight",
      slug: "weight",
      selectedTerms: [
        { id: 1, name: "100 g" },
        { id: 2, name: "1 kg" },
      ],
    },
    {
      name: "Grind",
      slug: "grind",
      selectedTerms: [
        { id: 3, name: "Fine" },
        { id: 4, name: "Ultra fine" },
      ],
    },
  ],
  variation: [
    {
      sku: "BHP-100-F",
      price: 200,
      salePrice: 150,
      stock: 10,
      imageUrl: "/images/bhp-100-fine.svg",
      galleryImages: ["/images/bhp-100-fine-2.svg"],
      attributes: { Weight: "100 g", Grind: "Fine" },
    },
    {
      sku: "BHP-100-UF",
      price: 240,
      salePrice: 199,
      stock: 0,
      imageUrl: "/images/bhp-100-ultra.svg",
      galleryImages: [],
      attributes: { Weight: "100 g", Grind: "Ultra fine" },
    },
    {
      sku: "BHP-1K-F",
      price: 1500,
      salePrice: 1200,
      stock: 20,
      imageUrl: "/images/bhp-1k-fine.svg",
      galleryImages: [],
      attributes: { Weight: "1 kg", Grind: "Fine" },
    },
  ],
});

export const groupedProduct = makeProduct({
  product_id: 31,
  title: "Bridal Starter Kit",
  sku: "KIT-1",
  product_type: "Grouped Product",
  originalPrice: 999,
  price: 999,
  discountPrice: 799,
  salePrice: 799,
  grouped_product: [
    { product_id: 11, title: "Organic Henna Cone", image: "/images/cone.svg" },
    { title: "Applicator Bottle", image: "/images/bottle.svg" },
  ],
});
