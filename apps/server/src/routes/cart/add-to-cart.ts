// POST /cart: decides which sku a request names and whether it may go into the cart. Only the
// product id, the sku and the quantity of the request are read (contract: everything else is
// "Ignored"); names, prices and stock come from the catalogue.
import { normalizeQuantity } from "@henna/domain/cart";
import { FIELD_REQUIRED, PRODUCT_ALREADY_IN_CART } from "@henna/domain/messages";
import { isVariableProduct } from "@henna/domain/product-pricing";
import { canAddVariation, isOutOfStock, OUT_OF_STOCK_LABEL } from "@henna/domain/variations";
import { isActive, isCourse } from "@henna/domain/visibility";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { cartItems, products, productVariations, users } from "../../db/schema.js";
import { ApiError, badRequest, conflict, unauthorized } from "../../http/api-error.js";
import { ACCOUNT_NOT_FOUND } from "../../services/accounts.js";

export interface AddToCartInput {
  product_id: number;
  product_sku?: string | undefined;
  quantity?: number | undefined;
}

const productNotFound = () => new ApiError(404, "PRODUCT_NOT_FOUND", "Product not found");
const outOfStock = () => conflict(OUT_OF_STOCK_LABEL, "OUT_OF_STOCK");

// The caller's account (a token whose account was deleted is as good as none) and the product, in one
// round trip: a row without a product when the product does not exist, none without the account.
const accountAndProduct = preparedQuery<
  { mainId: string; userId: number; productId: number },
  {
    user_id: number;
    product: Pick<
      typeof products.$inferSelect,
      "sku" | "product_type" | "status" | "stock" | "category"
    > | null;
  }[]
>("cart_add_account_product", (db) =>
  db
    .select({
      user_id: users.user_id,
      product: {
        sku: products.sku,
        product_type: products.product_type,
        status: products.status,
        stock: products.stock,
        category: products.category,
      },
    })
    .from(users)
    .leftJoin(
      products,
      and(eq(products.main_id, users.main_id), eq(products.product_id, sql.placeholder("productId"))),
    )
    .where(and(eq(users.main_id, sql.placeholder("mainId")), eq(users.user_id, sql.placeholder("userId")))),
);

const variationOfProduct = preparedQuery<
  { mainId: string; productId: number; sku: string },
  Pick<typeof productVariations.$inferSelect, "sku" | "stock">[]
>("cart_add_variation", (db) =>
  db
    .select({ sku: productVariations.sku, stock: productVariations.stock })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.main_id, sql.placeholder("mainId")),
        eq(productVariations.product_id, sql.placeholder("productId")),
        eq(productVariations.sku, sql.placeholder("sku")),
      ),
    )
    .limit(1),
);

const insertLine = preparedQuery<
  {
    mainId: string;
    userId: number;
    productId: number;
    sku: string;
    quantity: number;
    course: boolean;
    now: Date;
  },
  { id: number }[]
>("cart_add_line", (db) =>
  db
    .insert(cartItems)
    .values({
      main_id: sql.placeholder("mainId"),
      user_id: sql.placeholder("userId"),
      product_id: sql.placeholder("productId"),
      sku: sql.placeholder("sku"),
      quantity: sql.placeholder("quantity"),
      course: sql.placeholder("course"),
      createdAt: sql.placeholder("now"),
    })
    .onConflictDoNothing()
    .returning({ id: cartItems.id }),
);

/** The sku the line is stored under, after the account and catalogue checks (401 / 404 / 400 / 409 otherwise). */
async function chooseSku(
  db: Db,
  mainId: string,
  userId: number,
  input: AddToCartInput,
): Promise<{ sku: string; course: boolean }> {
  const [found] = await accountAndProduct(db, { mainId, userId, productId: input.product_id });
  if (!found) throw unauthorized(ACCOUNT_NOT_FOUND);
  const { product } = found;
  // A product the shop has paused is treated as one that does not exist (contract: 404).
  if (!product || !isActive(product)) throw productNotFound();
  const requested = (input.product_sku ?? "").trim();
  const course = isCourse(product);

  if (!isVariableProduct(product)) {
    // A simple or grouped product has one sku; another one means the browser's data is stale.
    if (requested !== "" && requested !== product.sku) throw productNotFound();
    if (isOutOfStock(product.stock)) throw outOfStock();
    return { sku: product.sku, course };
  }

  const [variation] =
    requested === ""
      ? []
      : await variationOfProduct(db, { mainId, productId: input.product_id, sku: requested });
  if (requested !== "" && !variation) throw productNotFound();
  const check = canAddVariation(variation);
  if (!check.ok) {
    if (check.reason === "out-of-stock") throw outOfStock();
    throw badRequest(`product_sku: ${FIELD_REQUIRED}`, [{ field: "product_sku", message: FIELD_REQUIRED }]);
  }
  return { sku: requested, course };
}

/**
 * Adds the line, or 409 'Product already in cart' when the caller's cart already holds that sku; 401
 * when the caller's account no longer exists.
 */
export async function addToCart(
  db: Db,
  mainId: string,
  userId: number,
  input: AddToCartInput,
  now: Date,
): Promise<void> {
  const { sku, course } = await chooseSku(db, mainId, userId, input);
  // The unique (user, sku) index decides duplicates, so two racing adds cannot both succeed.
  const inserted = await insertLine(db, {
    mainId,
    userId,
    productId: input.product_id,
    sku,
    quantity: normalizeQuantity(input.quantity ?? 1),
    course,
    now,
  });
  if (inserted.length === 0) throw conflict(PRODUCT_ALREADY_IN_CART, "ALREADY_IN_CART");
}
