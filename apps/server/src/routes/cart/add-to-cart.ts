// POST /cart: decides which sku a request names and whether it may go into the cart. Only the
// product id, the sku and the quantity of the request are read (contract: everything else is
// "Ignored"); names, prices and stock come from the catalogue.
import { normalizeQuantity } from "@henna/domain/cart";
import { FIELD_REQUIRED, PRODUCT_ALREADY_IN_CART } from "@henna/domain/messages";
import { isVariableProduct } from "@henna/domain/product-pricing";
import { canAddVariation, isOutOfStock, OUT_OF_STOCK_LABEL } from "@henna/domain/variations";
import { isActive, isCourse } from "@henna/domain/visibility";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { cartItems, products, productVariations } from "../../db/schema.js";
import { ApiError, badRequest, conflict } from "../../http/api-error.js";

export interface AddToCartInput {
  product_id: number;
  product_sku?: string | undefined;
  quantity?: number | undefined;
}

const productNotFound = () => new ApiError(404, "PRODUCT_NOT_FOUND", "Product not found");
const outOfStock = () => conflict(OUT_OF_STOCK_LABEL, "OUT_OF_STOCK");

/** The sku the line is stored under, after the catalogue checks (404 / 400 / 409 otherwise). */
async function chooseSku(
  db: Db,
  mainId: string,
  input: AddToCartInput,
): Promise<{ sku: string; course: boolean }> {
  const [product] = await db
    .select({
      sku: products.sku,
      product_type: products.product_type,
      status: products.status,
      stock: products.stock,
      category: products.category,
    })
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.product_id, input.product_id)))
    .limit(1);
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
      : await db
          .select({ sku: productVariations.sku, stock: productVariations.stock })
          .from(productVariations)
          .where(
            and(
              eq(productVariations.main_id, mainId),
              eq(productVariations.product_id, input.product_id),
              eq(productVariations.sku, requested),
            ),
          )
          .limit(1);
  if (requested !== "" && !variation) throw productNotFound();
  const check = canAddVariation(variation);
  if (!check.ok) {
    if (check.reason === "out-of-stock") throw outOfStock();
    throw badRequest(`product_sku: ${FIELD_REQUIRED}`, [{ field: "product_sku", message: FIELD_REQUIRED }]);
  }
  return { sku: requested, course };
}

/** Adds the line, or 409 'Product already in cart' when the caller's cart already holds that sku. */
export async function addToCart(
  db: Db,
  mainId: string,
  userId: number,
  input: AddToCartInput,
  now: Date,
): Promise<void> {
  const { sku, course } = await chooseSku(db, mainId, input);
  // The unique (user, sku) index decides duplicates, so two racing adds cannot both succeed.
  const inserted = await db
    .insert(cartItems)
    .values({
      main_id: mainId,
      user_id: userId,
      product_id: input.product_id,
      sku,
      quantity: normalizeQuantity(input.quantity ?? 1),
      course,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  if (inserted.length === 0) throw conflict(PRODUCT_ALREADY_IN_CART, "ALREADY_IN_CART");
}
