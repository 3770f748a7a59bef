// The catalogue's CSV layout, shared by the export and the import so that a file exported and imported
// again changes nothing: one row per Simple or Grouped product, one per variation of a Variable product
// (its product columns repeated). Lists are `|`-separated; specifications are `Label: Value`, variation
// attributes `Name=Value`. A cell is read and written through the same functions, and rows are compared
// by their canonical cells (`cellsOf`), so `100` and `100.00` are the same price.
import type { ProductType } from "@henna/domain/product-pricing";

export const CSV_COLUMNS = [
  "sku",
  "title",
  "product_type",
  "status",
  "category",
  "categorytype",
  "originalPrice",
  "discountPrice",
  "stock",
  "short_description",
  "description",
  "key_features",
  "specifications",
  "delivery_days",
  "gst_rate",
  "hsn_code",
  "image",
  "gallery",
  "grouped_skus",
  "variation_sku",
  "variation_price",
  "variation_salePrice",
  "variation_stock",
  "variation_image",
  "variation_attributes",
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ["sku", "title", "product_type", "category"];
export const PRODUCT_TYPES: readonly ProductType[] = ["Simple", "Variable Product", "Grouped Product"];
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;

export interface CsvVariation {
  sku: string;
  price: number | null;
  salePrice: number | null;
  stock: number | null;
  imageUrl: string;
  attributes: Record<string, string>;
}

/** One row of the file, typed. */
export interface CsvRecord {
  sku: string;
  title: string;
  product_type: string;
  status: string;
  category: string;
  categorytype: string[];
  originalPrice: number | null;
  discountPrice: number | null;
  stock: number | null;
  short_description: string;
  description: string;
  key_features: string[];
  specifications: { label: string; value: string }[];
  delivery_days: number | null;
  gst_rate: number | null;
  hsn_code: string;
  image: string;
  gallery: string[];
  grouped_skus: string[];
  variation: CsvVariation | null;
}

const LIST = "|";

const list = (cell: string) =>
  cell
    .split(LIST)
    .map((part) => part.trim())
    .filter((part) => part !== "");
const number = (value: number | null) => (value === null ? "" : String(value));

/** The record as cells, in CSV_COLUMNS order: what the export writes and what rows are compared by. */
export function cellsOf(record: CsvRecord): string[] {
  const v = record.variation;
  const cells: Record<CsvColumn, string> = {
    sku: record.sku,
    title: record.title,
    product_type: record.product_type,
    status: record.status,
    category: record.category,
    categorytype: record.categorytype.join(LIST),
    originalPrice: number(record.originalPrice),
    discountPrice: number(record.discountPrice),
    stock: number(record.stock),
    short_description: record.short_description,
    description: record.description,
    key_features: record.key_features.join(LIST),
    specifications: record.specifications.map((spec) => `${spec.label}: ${spec.value}`).join(LIST),
    delivery_days: number(record.delivery_days),
    gst_rate: number(record.gst_rate),
    hsn_code: record.hsn_code,
    image: record.image,
    gallery: record.gallery.join(LIST),
    grouped_skus: record.grouped_skus.join(LIST),
    variation_sku: v?.sku ?? "",
    variation_price: v ? number(v.price) : "",
    variation_salePrice: v ? number(v.salePrice) : "",
    variation_stock: v ? number(v.stock) : "",
    variation_image: v?.imageUrl ?? "",
    variation_attributes: v
      ? Object.entries(v.attributes)
          .map(([name, value]) => `${name}=${value}`)
          .join(LIST)
      : "",
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

export interface CellProblem {
  column: CsvColumn;
  message: string;
}

export const NOT_A_NUMBER = "Enter a number (digits and a decimal point only).";
export const NOT_A_WHOLE_NUMBER = "Enter a whole number of 0 or more.";

/** A row's cells read into a record, with every cell that cannot be read. */
export function readRecord(row: Record<string, string | undefined>): {
  record: CsvRecord;
  problems: CellProblem[];
} {
  const problems: CellProblem[] = [];
  const text = (column: CsvColumn) => (row[column] ?? "").trim();
  const decimal = (column: CsvColumn): number | null => {
    const cell = text(column).replace(/,/g, "");
    if (cell === "") return null;
    if (!/^\d+(\.\d+)?$/.test(cell)) {
      problems.push({ column, message: NOT_A_NUMBER });
      return null;
    }
    return Number(cell);
  };
  const whole = (column: CsvColumn): number | null => {
    const cell = text(column);
    if (cell === "") return null;
    if (!/^\d{1,9}$/.test(cell)) {
      problems.push({ column, message: NOT_A_WHOLE_NUMBER });
      return null;
    }
    return Number(cell);
  };
  const specifications = list(text("specifications")).map((entry) => {
    const at = entry.indexOf(":");
    return at < 0
      ? { label: entry, value: "" }
      : { label: entry.slice(0, at).trim(), value: entry.slice(at + 1).trim() };
  });
  const variationSku = text("variation_sku");
  const attributes: Record<string, string> = {};
  for (const entry of list(text("variation_attributes"))) {
    const at = entry.indexOf("=");
    if (at <= 0) {
      problems.push({
        column: "variation_attributes",
        message: "Write each attribute as Name=Value, separated by |.",
      });
      continue;
    }
    attributes[entry.slice(0, at).trim()] = entry.slice(at + 1).trim();
  }
  const record: CsvRecord = {
    sku: text("sku"),
    title: text("title"),
    product_type: text("product_type"),
    status: text("status") || "Active",
    category: text("category"),
    categorytype: list(text("categorytype")),
    originalPrice: decimal("originalPrice"),
    discountPrice: decimal("discountPrice"),
    stock: whole("stock"),
    short_description: text("short_description"),
    description: (row.description ?? "").trim(),
    key_features: list(text("key_features")),
    specifications,
    delivery_days: whole("delivery_days"),
    gst_rate: decimal("gst_rate"),
    hsn_code: text("hsn_code"),
    image: text("image"),
    gallery: list(text("gallery")),
    grouped_skus: list(text("grouped_skus")),
    variation:
      variationSku === "" && text("variation_price") === ""
        ? null
        : {
            sku: variationSku,
            price: decimal("variation_price"),
            salePrice: decimal("variation_salePrice"),
            stock: whole("variation_stock"),
            imageUrl: text("variation_image"),
            attributes,
          },
  };
  return { record, problems };
}
