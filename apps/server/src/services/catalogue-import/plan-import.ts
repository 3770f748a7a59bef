// The dry run of a catalogue import: every row read, checked by the editor's rules (the domain's
// validateProductDraft) and the store's (a SKU owned by another product, grouped items that exist), and
// matched by SKU to say what it would do. Nothing is written here; applying runs this plan again on the
// catalogue as it is then.
import { skuTaken, validateProductDraft } from "@henna/domain/validate-product";
import { parse } from "csv-parse";
import { eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { type ImportProblem, products as productsTable, productVariations } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import type { ProductInput } from "../products/product-input.js";
import { catalogueRecords } from "./catalogue-records.js";
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvRecord,
  cellsOf,
  GST_RATES,
  PRODUCT_TYPES,
  REQUIRED_COLUMNS,
  readRecord,
} from "./csv-columns.js";
import { disagreeingCells } from "./variable-rows.js";

export type RowAction = "create" | "update" | "unchanged" | "error";

export interface RowPlan {
  row: number;
  sku: string;
  action: RowAction;
}

/** One product of the file: its rows, what it would do, and what to write. */
export interface PlannedProduct {
  sku: string;
  action: RowAction;
  rows: number[];
  existingId: number | null;
  input: ProductInput;
  /** Stock of a Simple or Grouped product (null: leave as it is / 0 for a new one). */
  stock: number | null;
  /** Stock per variation SKU. */
  variationStocks: Map<string, number | null>;
  groupedSkus: string[];
}

export interface ImportPlan {
  totalRows: number;
  validRows: number;
  toCreate: number;
  toUpdate: number;
  problems: ImportProblem[];
  rows: RowPlan[];
  products: PlannedProduct[];
}

/**
 * What the store has: which product owns each SKU (products' and variations'), and the canonical rows
 * of the products the file names (only those: a file of new products reads no product whole).
 */
async function catalogueIndex(db: DbOrTransaction, mainId: string, fileSkus: ReadonlySet<string>) {
  const products = new Map<string, { id: number; canonical: string }>();
  const skuOwner = new Map<string, number>();
  const [own, ofVariations] = await Promise.all([
    db
      .select({ id: productsTable.product_id, sku: productsTable.sku })
      .from(productsTable)
      .where(eq(productsTable.main_id, mainId)),
    db
      .select({ id: productVariations.product_id, sku: productVariations.sku })
      .from(productVariations)
      .where(eq(productVariations.main_id, mainId)),
  ]);
  for (const row of ofVariations) skuOwner.set(row.sku, row.id);
  for (const row of own) skuOwner.set(row.sku, row.id);
  const named = own.filter((row) => fileSkus.has(row.sku)).map((row) => row.id);
  for await (const { product, records } of catalogueRecords(db, mainId, named)) {
    products.set(product.sku, { id: product.product_id, canonical: canonical(records) });
  }
  return { products, skuOwner, productIds: new Map(own.map((row) => [row.sku, row.id])) };
}

const canonical = (records: readonly CsvRecord[]) =>
  JSON.stringify(
    [...records].sort((a, b) => (a.variation?.sku ?? "").localeCompare(b.variation?.sku ?? "")).map(cellsOf),
  );

export const MISSING_COLUMN = (column: string) =>
  `The file has no "${column}" column. Export the catalogue to see the layout, then fill in that file.`;

async function readRows(text: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  const parser = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_quotes: false });
  try {
    for await (const row of parser) rows.push(row as Record<string, string>);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, "VALIDATION_FAILED", `This is not a CSV file we can read: ${message}`);
  }
  const header = rows.length > 0 ? Object.keys(rows[0] ?? {}) : (text.split(/\r?\n/, 1)[0] ?? "").split(",");
  for (const column of REQUIRED_COLUMNS) {
    if (!header.map((name) => name.replace(/^\uFEFF/, "").trim()).includes(column))
      throw new ApiError(400, "VALIDATION_FAILED", MISSING_COLUMN(column));
  }
  return rows;
}

/** The domain's field paths (`variations.2.salePrice`) as the row and column of the file. */
function placeOf(field: string, rows: readonly number[]): { row: number; column: CsvColumn } {
  const first = rows[0] ?? 0;
  const match = /^variations\.(\d+)\.(\w+)$/.exec(field);
  if (match) {
    const columns: Record<string, CsvColumn> = {
      sku: "variation_sku",
      price: "variation_price",
      salePrice: "variation_salePrice",
    };
    return { row: rows[Number(match[1])] ?? first, column: columns[match[2] ?? ""] ?? "variation_sku" };
  }
  if (field.startsWith("grouped_product_ids")) return { row: first, column: "grouped_skus" };
  if (field === "variations") return { row: first, column: "variation_sku" };
  const column = (CSV_COLUMNS as readonly string[]).includes(field) ? (field as CsvColumn) : "sku";
  return { row: first, column };
}

export async function planImport(db: DbOrTransaction, mainId: string, text: string): Promise<ImportPlan> {
  const raw = await readRows(text);
  const index = await catalogueIndex(db, mainId, new Set(raw.map((row) => (row.sku ?? "").trim())));
  const problems: ImportProblem[] = [];
  const groups = new Map<string, { rows: number[]; records: CsvRecord[]; cells: Record<string, string>[] }>();
  const badRows = new Set<number>();

  raw.forEach((cells, position) => {
    const row = position + 2; // the header is row 1
    const { record, problems: cellProblems } = readRecord(cells);
    for (const problem of cellProblems) problems.push({ row, ...problem });
    if (cellProblems.length > 0) badRows.add(row);
    const group = groups.get(record.sku) ?? { rows: [], records: [], cells: [] };
    group.rows.push(row);
    group.records.push(record);
    group.cells.push(cells);
    groups.set(record.sku, group);
  });

  // Which SKUs the file gives to which product (a variation's SKU must not be another product's).
  const fileOwner = new Map<string, string>();
  for (const [sku, group] of groups) {
    for (const claimed of [sku, ...group.records.flatMap((r) => (r.variation ? [r.variation.sku] : []))]) {
      if (claimed !== "" && !fileOwner.has(claimed)) fileOwner.set(claimed, sku);
    }
  }

  const products: PlannedProduct[] = [];
  for (const [sku, { rows, records, cells }] of groups) {
    const first = records[0] as CsvRecord;
    const groupProblems: ImportProblem[] = [];
    const flag = (row: number, column: CsvColumn, message: string) =>
      groupProblems.push({ row, column, message });
    const type = first.product_type;
    const variable = type === "Variable Product";
    if (!(PRODUCT_TYPES as readonly string[]).includes(type))
      flag(rows[0] ?? 0, "product_type", "Use Simple, Variable Product or Grouped Product.");
    if (first.status !== "Active" && first.status !== "Inactive")
      flag(rows[0] ?? 0, "status", "Use Active or Inactive.");
    if (first.gst_rate !== null && !(GST_RATES as readonly number[]).includes(first.gst_rate))
      flag(rows[0] ?? 0, "gst_rate", `Use one of the GST rates ${GST_RATES.join(", ")}.`);
    if (first.delivery_days !== null && first.delivery_days > 365)
      flag(rows[0] ?? 0, "delivery_days", "Delivery takes at most 365 days.");
    if (first.title.length > 200) flag(rows[0] ?? 0, "title", "A title has at most 200 characters.");
    if (!variable) {
      for (const row of rows.slice(1))
        flag(
          row,
          "sku",
          "This SKU is on more than one row; only a Variable product has a row per variation.",
        );
      if (first.variation)
        flag(rows[0] ?? 0, "variation_sku", "Only a Variable product has variation columns.");
    } else {
      records.forEach((record, i) => {
        if (!record.variation)
          flag(rows[i] ?? 0, "variation_sku", "A Variable product has a variation on every row.");
      });
      for (const { index, column, message } of disagreeingCells(records, cells, rows[0] ?? 0))
        flag(rows[index] ?? 0, column, message);
    }

    const existing = index.products.get(sku) ?? null;
    const ownId = existing?.id ?? null;
    const claimedBy = (claimed: string) => {
      const owner = index.skuOwner.get(claimed);
      return (owner !== undefined && owner !== ownId) || (fileOwner.get(claimed) ?? sku) !== sku;
    };
    if (sku !== "" && claimedBy(sku)) flag(rows[0] ?? 0, "sku", skuTaken(sku));
    records.forEach((record, i) => {
      if (record.variation && record.variation.sku !== "" && claimedBy(record.variation.sku))
        flag(rows[i] ?? 0, "variation_sku", skuTaken(record.variation.sku));
    });

    const groupedIds: number[] = [];
    for (const grouped of first.grouped_skus) {
      const id = index.productIds.get(grouped) ?? (groups.has(grouped) && grouped !== sku ? -1 : undefined);
      if (id === undefined)
        flag(rows[0] ?? 0, "grouped_skus", `There is no product with the SKU ${grouped}.`);
      else groupedIds.push(id);
    }

    const variations = variable
      ? records.flatMap((record) => (record.variation ? [record.variation] : []))
      : [];
    const draftErrors = validateProductDraft({
      title: first.title,
      sku,
      product_type: (PRODUCT_TYPES as readonly string[]).includes(type)
        ? (type as ProductInput["product_type"])
        : "Simple",
      category: first.category,
      originalPrice: first.originalPrice,
      discountPrice: first.discountPrice,
      hsn_code: first.hsn_code,
      variations: variations.map((v) => ({ sku: v.sku, price: v.price, salePrice: v.salePrice })),
      // Grouped items are checked above by SKU; the domain only needs to know there are some.
      grouped_product_ids: first.grouped_skus.map((_, i) => i + 1),
    });
    // A cell that could not be read has said so already: the rules' "please enter a price" would repeat it.
    const unread = new Set(problems.filter((p) => rows.includes(p.row)).map((p) => `${p.row}:${p.column}`));
    for (const [field, message] of Object.entries(draftErrors)) {
      const place = placeOf(field, rows);
      if (!unread.has(`${place.row}:${place.column}`)) flag(place.row, place.column, message);
    }

    const invalid = groupProblems.length > 0 || rows.some((row) => badRows.has(row));
    problems.push(...groupProblems);
    const input: ProductInput = {
      title: first.title,
      sku,
      product_type: type as ProductInput["product_type"],
      image: first.image,
      gallery: first.gallery,
      originalPrice: first.originalPrice ?? 0,
      discountPrice: first.discountPrice,
      status: first.status as ProductInput["status"],
      category: first.category,
      categorytype: first.categorytype,
      short_description: first.short_description,
      description: first.description,
      key_features: first.key_features,
      specifications: first.specifications,
      ...(first.delivery_days === null ? {} : { delivery_days: first.delivery_days }),
      ...(first.gst_rate === null
        ? {}
        : { gst_rate: first.gst_rate as NonNullable<ProductInput["gst_rate"]> }),
      hsn_code: first.hsn_code,
      variations: variations.map((v) => ({
        sku: v.sku,
        price: v.price ?? 0,
        salePrice: v.salePrice ?? 0,
        imageUrl: v.imageUrl,
        attributes: v.attributes,
      })),
      grouped_product_ids: groupedIds,
    };
    const action: RowAction = invalid
      ? "error"
      : !existing
        ? "create"
        : existing.canonical === canonical(records)
          ? "unchanged"
          : "update";
    products.push({
      sku,
      action,
      rows,
      existingId: ownId,
      input,
      stock: variable ? null : first.stock,
      variationStocks: new Map(variations.map((v) => [v.sku, v.stock])),
      groupedSkus: first.grouped_skus,
    });
  }

  problems.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  const rows: RowPlan[] = products
    .flatMap((product) => product.rows.map((row) => ({ row, sku: product.sku, action: product.action })))
    .sort((a, b) => a.row - b.row);
  return {
    totalRows: raw.length,
    validRows: rows.filter((row) => row.action !== "error").length,
    toCreate: products.filter((product) => product.action === "create").length,
    toUpdate: products.filter((product) => product.action === "update").length,
    problems,
    rows,
    products,
  };
}
