// Product inputs as the back office's editor sends them (AdminProductInput), each with a fresh SKU.
let serial = 0;
const uniqueSku = (prefix = "ADM") => `${prefix}-${Date.now().toString(36)}-${++serial}`;

export function simpleInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Kashmiri kahwa tin",
    sku: uniqueSku(),
    product_type: "Simple",
    originalPrice: 450,
    discountPrice: 399,
    stock: 12,
    status: "Active",
    category: "tea",
    categorytype: ["Trending"],
    short_description: "Saffron and almond green tea.",
    description: "Whole-leaf green tea with saffron, cardamom and almond.",
    key_features: ["Saffron", "Almond"],
    specifications: [{ label: "Weight", value: "100 g" }],
    delivery_days: 4,
    gst_rate: 5,
    hsn_code: "0902",
    image: "/images/products/tea-kahwa.svg",
    ...overrides,
  };
}

export function variableInput(overrides: Record<string, unknown> = {}) {
  const sku = uniqueSku("VAR");
  return {
    ...simpleInput({ sku, product_type: "Variable Product", title: "Bridal henna cones", category: "cones" }),
    stock: undefined,
    discountPrice: null,
    originalPrice: 0,
    variations: [
      { sku: `${sku}-6`, price: 300, salePrice: 270, stock: 5, attributes: { Pack: "6 cones" } },
      { sku: `${sku}-12`, price: 560, salePrice: 0, stock: 0, attributes: { Pack: "12 cones" } },
    ],
    ...overrides,
  };
}
