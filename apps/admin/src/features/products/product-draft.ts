// The product editor's form state and its translation to and from the contract's AdminProductInput.
// Numbers are kept as typed text so a half-typed price is not rewritten under the cursor.
import type { components } from "@henna/api";

export type AdminProduct = components["schemas"]["AdminProduct"];
export type AdminProductInput = components["schemas"]["AdminProductInput"];
export type ProductType = components["schemas"]["ProductType"];

export const PRODUCT_TYPES: readonly ProductType[] = ["Simple", "Variable Product", "Grouped Product"];
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;
export const DEFAULT_CATEGORY_TYPES = ["Best Sellers", "Trending"];

export interface VariationDraft {
  key: string;
  id?: number | undefined;
  sku: string;
  price: string;
  salePrice: string;
  /** Opening stock of a new row; an existing row shows its stock and changes it by adjustment. */
  stock: string;
  currentStock?: number | undefined;
  imageUrl: string;
  attributes: Record<string, string>;
}

export interface SpecificationDraft {
  key: string;
  label: string;
  value: string;
}

export interface ProductDraft {
  title: string;
  sku: string;
  product_type: ProductType;
  status: "Active" | "Inactive";
  category: string;
  categorytype: string[];
  image: string;
  gallery: string[];
  originalPrice: string;
  discountPrice: string;
  stock: string;
  short_description: string;
  description: string;
  keyFeatures: string;
  specifications: SpecificationDraft[];
  delivery_days: string;
  gst_rate: string;
  hsn_code: string;
  /** The variations' attribute names, e.g. "Weight, Pack". */
  attributeNames: string;
  variations: VariationDraft[];
  groupedIds: number[];
}

/** A variation as people name it, from its terms ("100 g", "Large · Red"); its SKU when it has none. */
export function variationName(variation: { sku: string; attributes: Record<string, string> }): string {
  const terms = Object.values(variation.attributes).filter((term) => term.trim() !== "");
  return terms.length > 0 ? terms.join(" · ") : variation.sku;
}

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `k${nextKey}`;
}

export function emptyVariation(): VariationDraft {
  return { key: newKey(), sku: "", price: "", salePrice: "", stock: "0", imageUrl: "", attributes: {} };
}

export function emptyDraft(): ProductDraft {
  return {
    title: "",
    sku: "",
    product_type: "Simple",
    status: "Active",
    category: "",
    categorytype: [],
    image: "",
    gallery: [],
    originalPrice: "",
    discountPrice: "",
    stock: "0",
    short_description: "",
    description: "",
    keyFeatures: "",
    specifications: [],
    delivery_days: "5",
    gst_rate: "18",
    hsn_code: "",
    attributeNames: "",
    variations: [],
    groupedIds: [],
  };
}

export function attributeNamesOf(draft: Pick<ProductDraft, "attributeNames">): string[] {
  return [
    ...new Set(
      draft.attributeNames
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

export function draftFromProduct(product: AdminProduct): ProductDraft {
  const names = [...new Set(product.variations.flatMap((variation) => Object.keys(variation.attributes)))];
  return {
    title: product.title,
    sku: product.sku,
    product_type: product.product_type,
    status: product.status,
    category: product.category,
    categorytype: product.categorytype,
    image: product.image,
    gallery: product.gallery,
    originalPrice: numberText(product.originalPrice),
    discountPrice: product.discountPrice ? String(product.discountPrice) : "",
    stock: String(product.stock),
    short_description: product.short_description,
    description: product.description,
    keyFeatures: product.key_features.join("\n"),
    specifications: product.specifications.map((spec) => ({ key: newKey(), ...spec })),
    delivery_days: String(product.delivery_days),
    gst_rate: String(product.gst_rate),
    hsn_code: product.hsn_code,
    attributeNames: names.join(", "),
    variations: product.variations.map((variation) => ({
      key: newKey(),
      id: variation.id,
      sku: variation.sku,
      price: String(variation.price),
      salePrice: variation.salePrice ? String(variation.salePrice) : "",
      stock: String(variation.stock),
      currentStock: variation.stock,
      imageUrl: variation.imageUrl,
      attributes: variation.attributes,
    })),
    groupedIds: product.grouped_product_ids,
  };
}

function toNumber(text: string): number {
  const value = Number(text.trim().replaceAll(",", ""));
  return Number.isFinite(value) ? value : Number.NaN;
}

export function inputFromDraft(draft: ProductDraft): AdminProductInput {
  const names = attributeNamesOf(draft);
  const sale = draft.discountPrice.trim();
  const input: AdminProductInput = {
    title: draft.title.trim(),
    sku: draft.sku.trim(),
    product_type: draft.product_type,
    status: draft.status,
    category: draft.category.trim(),
    categorytype: draft.categorytype,
    image: draft.image,
    gallery: draft.gallery,
    originalPrice: toNumber(draft.originalPrice),
    discountPrice: sale ? toNumber(sale) : null,
    short_description: draft.short_description,
    description: draft.description,
    key_features: draft.keyFeatures
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    specifications: draft.specifications
      .filter((spec) => spec.label.trim() || spec.value.trim())
      .map(({ label, value }) => ({ label: label.trim(), value: value.trim() })),
    delivery_days: Math.trunc(toNumber(draft.delivery_days || "0")),
    gst_rate: toNumber(draft.gst_rate) as AdminProductInput["gst_rate"],
    hsn_code: draft.hsn_code.trim(),
  };
  if (draft.product_type === "Simple") input.stock = Math.trunc(toNumber(draft.stock || "0"));
  if (draft.product_type === "Variable Product") {
    input.variations = draft.variations.map((variation) => ({
      ...(variation.id !== undefined
        ? { id: variation.id }
        : { stock: Math.trunc(toNumber(variation.stock || "0")) }),
      sku: variation.sku.trim(),
      price: toNumber(variation.price),
      salePrice: variation.salePrice.trim() ? toNumber(variation.salePrice) : 0,
      imageUrl: variation.imageUrl,
      attributes: Object.fromEntries(names.map((name) => [name, (variation.attributes[name] ?? "").trim()])),
    }));
  }
  if (draft.product_type === "Grouped Product") input.grouped_product_ids = draft.groupedIds;
  return input;
}

/** What the browser checks before sending (the server checks everything again, with the same words). */
export function checkDraft(draft: ProductDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const price = toNumber(draft.originalPrice);
  if (!draft.title.trim()) errors.title = "Enter the product's title.";
  if (!draft.sku.trim()) errors.sku = "Enter the product's SKU.";
  if (!draft.category.trim()) errors.category = "Choose or type a category.";
  if (!draft.originalPrice.trim() || !(price >= 0)) errors.originalPrice = "Enter the price in rupees.";
  const sale = draft.discountPrice.trim();
  if (sale && !(toNumber(sale) >= 0)) errors.discountPrice = "Enter the sale price in rupees.";
  else if (sale && price >= 0 && toNumber(sale) >= price)
    errors.discountPrice = "The sale price must be below the price.";
  if (draft.product_type === "Variable Product") {
    if (draft.variations.length === 0) errors.variations = "Add at least one variation.";
    draft.variations.forEach((variation, index) => {
      const rowPrice = toNumber(variation.price);
      if (!variation.sku.trim()) errors[`variations.${index}.sku`] = "Enter the variation's SKU.";
      if (!variation.price.trim() || !(rowPrice >= 0))
        errors[`variations.${index}.price`] = "Enter the price.";
      const rowSale = variation.salePrice.trim();
      if (rowSale && rowPrice >= 0 && toNumber(rowSale) >= rowPrice)
        errors[`variations.${index}.salePrice`] = "The sale price must be below the price.";
    });
  }
  if (draft.product_type === "Grouped Product" && draft.groupedIds.length === 0)
    errors.grouped_product_ids = "Choose the products this group holds.";
  return errors;
}
