// A Variable product has a row per variation, and each repeats the product's own columns (the export
// writes them so). The product is read from its first row, so a later row that says something else
// about the product (another status, title or category) would be lost without a word. Such a cell is
// flagged instead. An empty cell on a later row repeats nothing and is fine.
import { CSV_COLUMNS, type CsvColumn, type CsvRecord, cellsOf } from "./csv-columns.js";

// A Variable product's prices and stock are its variations', so those product cells are not read at all.
const NOT_READ: readonly CsvColumn[] = ["sku", "originalPrice", "discountPrice", "stock"];
const PRODUCT_COLUMNS = CSV_COLUMNS.filter(
  (column) => !column.startsWith("variation_") && !NOT_READ.includes(column),
);

export interface Disagreement {
  /** Index of the row in the product's rows (never 0, the row the product is read from). */
  index: number;
  column: CsvColumn;
  message: string;
}

/** Where a Variable product's later rows give a product cell other than its first row's. */
export function disagreeingCells(
  records: readonly CsvRecord[],
  raw: readonly Record<string, string | undefined>[],
  firstRow: number,
): Disagreement[] {
  const [first] = records;
  if (!first) return [];
  const firstCells = cellsOf(first);
  const found: Disagreement[] = [];
  records.forEach((record, index) => {
    if (index === 0) return;
    const cells = cellsOf(record);
    for (const column of PRODUCT_COLUMNS) {
      const at = CSV_COLUMNS.indexOf(column);
      if ((raw[index]?.[column] ?? "").trim() === "" || cells[at] === firstCells[at]) continue;
      found.push({
        index,
        column,
        message: `Row ${firstRow} gives this product's ${column} as "${firstCells[at]}"; repeat it on every row, or leave the cell empty.`,
      });
    }
  });
  return found;
}
