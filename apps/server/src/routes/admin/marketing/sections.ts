// The four lists the shop's home page shows (slides, offers, New Arrivals groups, categories) as the
// back office edits them: for each, how a row reads, what an input writes, and the checks only the
// store's data can answer (a product that exists, a category key products use). The domain's rules
// (packages/domain/marketing) come first.
import type { components } from "@henna/api";
import {
  categoryInUse,
  categoryTaken,
  validateArrivalGroupDraft,
  validateCategoryDraft,
  validateOfferDraft,
  validateSlideDraft,
} from "@henna/domain/marketing";
import { and, count, eq, inArray } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { categories, newArrivalGroups, offers, products, sliders } from "../../../db/schema.js";
import { conflict, type FieldError, invalid } from "../../../http/api-error.js";

type Schemas = components["schemas"];
export type SectionTable = typeof sliders | typeof offers | typeof newArrivalGroups | typeof categories;

export interface Section<Row, Item, Input> {
  /** The audit log's entity and the start of its actions ('slider.create'). */
  entity: string;
  table: SectionTable;
  notFound: string;
  /** The rows as the back office shows them (a category with its product count). */
  items(db: DbOrTransaction, mainId: string, rows: Row[]): Promise<Item[]>;
  /** The domain's rules for a draft: a message by field, empty when it may be saved. */
  validate(input: Input): Record<string, string>;
  /** The columns a valid input writes; throws 400/409 when the store's data forbids it. */
  columns(db: DbOrTransaction, mainId: string, input: Input, before: Row | null): Promise<Partial<Row>>;
  /** Throws when the row cannot go (a category products still use). */
  beforeDelete?(db: DbOrTransaction, mainId: string, row: Row): Promise<void>;
}

const text = (value: string | null | undefined) => (value ?? "").trim();

/** Throws the domain's problems with a draft as one 400, before the store looks at its data. */
export function problemsToErrors(problems: Record<string, string>): void {
  const errors: FieldError[] = Object.entries(problems).map(([field, message]) => ({
    field: `body.${field}`,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
}

/** A row's columns in the order named: most of what the back office shows of a row is as stored. */
function pick<Row, K extends keyof Row>(row: Row, keys: readonly K[]): Pick<Row, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, K>;
}

/** Items that are their rows' columns as stored. */
function stored<Row, K extends keyof Row>(keys: readonly K[]) {
  return async (_db: DbOrTransaction, _mainId: string, rows: Row[]) => rows.map((row) => pick(row, keys));
}

/** The ids that are not products of the store, in the order given. */
async function missingProducts(db: DbOrTransaction, mainId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.product_id })
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...ids])));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

const money = (value: number | null) => (value === null ? null : Math.max(0, value));

export const sliderSection: Section<
  typeof sliders.$inferSelect,
  Schemas["AdminSlider"],
  Schemas["AdminSliderInput"]
> = {
  entity: "slider",
  table: sliders,
  notFound: "No such slide.",
  async items(_db, _mainId, rows) {
    const keys = [
      "id",
      "offer_name",
      "slider_name",
      "description",
      "image",
      "price",
      "cutOffPrice",
      "background_image",
      "product",
      "status",
      "position",
    ] as const;
    return rows.map((row) => ({
      ...pick(row, keys),
      price: money(row.price),
      cutOffPrice: money(row.cutOffPrice),
    }));
  },
  validate: validateSlideDraft,
  async columns(db, mainId, input) {
    const product = input.product ?? null;
    if (product !== null && (await missingProducts(db, mainId, [product])).length > 0)
      throw invalid([{ field: "body.product", message: `There is no product ${product} in this store.` }]);
    return {
      offer_name: text(input.offer_name),
      slider_name: text(input.slider_name),
      description: text(input.description),
      image: text(input.image),
      price: input.price ?? null,
      cutOffPrice: input.cutOffPrice ?? null,
      background_image: text(input.background_image),
      product,
      status: input.status,
    };
  },
};

export const offerSection: Section<
  typeof offers.$inferSelect,
  Schemas["AdminOffer"],
  Schemas["AdminOfferInput"]
> = {
  entity: "offer",
  table: offers,
  notFound: "No such offer.",
  items: stored(["id", "image", "title", "description", "link", "status", "position"] as const),
  validate: validateOfferDraft,
  async columns(_db, _mainId, input) {
    const link = text(input.link);
    return {
      title: text(input.title),
      description: text(input.description),
      image: text(input.image),
      link: link === "" ? null : link,
      status: input.status,
    };
  },
};

export const arrivalSection: Section<
  typeof newArrivalGroups.$inferSelect,
  Schemas["AdminArrivalGroup"],
  Schemas["AdminArrivalGroupInput"]
> = {
  entity: "new-arrivals",
  table: newArrivalGroups,
  notFound: "No such New Arrivals group.",
  items: stored(["id", "category_name", "description", "product_ids", "status", "position"] as const),
  validate: validateArrivalGroupDraft,
  async columns(db, mainId, input) {
    const missing = await missingProducts(db, mainId, input.product_ids);
    if (missing.length > 0)
      throw invalid([
        {
          field: "body.product_ids",
          message: `${missing.length === 1 ? "This product is" : "These products are"} not in the store: ${missing.join(", ")}.`,
        },
      ]);
    return {
      category_name: text(input.category_name),
      description: text(input.description),
      product_ids: [...input.product_ids],
      status: input.status,
    };
  },
};

async function productsIn(db: DbOrTransaction, mainId: string, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.category, key)));
  return row?.n ?? 0;
}

export const CATEGORY_INDEX = "categories_store_category_key";

export const categorySection: Section<
  typeof categories.$inferSelect,
  Schemas["AdminShopCategory"],
  Schemas["AdminShopCategoryInput"]
> = {
  entity: "category",
  table: categories,
  notFound: "No such category.",
  async items(db, mainId, rows) {
    const counts = new Map<string, number>();
    if (rows.length > 0) {
      const used = await db
        .select({ key: products.category, n: count() })
        .from(products)
        .where(
          and(
            eq(products.main_id, mainId),
            inArray(
              products.category,
              rows.map((row) => row.category),
            ),
          ),
        )
        .groupBy(products.category);
      for (const row of used) counts.set(row.key, row.n);
    }
    const keys = ["id", "category", "name", "icon", "status", "position"] as const;
    return rows.map((row) => ({ ...pick(row, keys), products: counts.get(row.category) ?? 0 }));
  },
  validate: validateCategoryDraft,
  async columns(db, mainId, input, before) {
    const key = text(input.category);
    if (before === null || before.category !== key) {
      const [taken] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.main_id, mainId), eq(categories.category, key)));
      if (taken) throw conflict(categoryTaken(key), "CATEGORY_TAKEN");
    }
    if (before !== null && before.category !== key) {
      const used = await productsIn(db, mainId, before.category);
      if (used > 0) throw conflict(categoryInUse(used), "CATEGORY_IN_USE");
    }
    return { category: key, name: text(input.name), icon: text(input.icon), status: input.status };
  },
  async beforeDelete(db, mainId, row) {
    const used = await productsIn(db, mainId, row.category);
    if (used > 0) throw conflict(categoryInUse(used), "CATEGORY_IN_USE");
  },
};
