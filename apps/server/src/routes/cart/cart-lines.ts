// Reading the server cart. A stored line is only product_id, sku, quantity and the course flag; every
// other field of the §3 cart item comes from the catalogue at read time, so a price change reaches
// the cart at once and nothing a browser once sent can price a line.
import { buildCartLine } from "@henna/domain/cart";
import { isVariableProduct } from "@henna/domain/product-pricing";
import { isOutOfStock } from "@henna/domain/variations";
import { isActive } from "@henna/domain/visibility";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { cartItems, products, productVariations, users } from "../../db/schema.js";
import type { SuccessBody } from "../../http/operation-types.js";

export type CartItem = SuccessBody<"getCart">["data"][number];

// Only the columns a cart line shows: a product's other lists (reviews, specifications, files...)
// are not read.
const lineColumns = {
  user_id: cartItems.user_id,
  main_id: cartItems.main_id,
  sku: cartItems.sku,
  quantity: cartItems.quantity,
  course: cartItems.course,
};
const productColumns = {
  product_id: products.product_id,
  title: products.title,
  sku: products.sku,
  product_type: products.product_type,
  image: products.image,
  gallery: products.gallery,
  originalPrice: products.originalPrice,
  discountPrice: products.discountPrice,
  stock: products.stock,
  status: products.status,
  description: products.description,
  short_description: products.short_description,
  category: products.category,
  delivery_days: products.delivery_days,
};
const variationColumns = {
  sku: productVariations.sku,
  price: productVariations.price,
  salePrice: productVariations.salePrice,
  stock: productVariations.stock,
  imageUrl: productVariations.imageUrl,
  galleryImages: productVariations.galleryImages,
  attributes: productVariations.attributes,
};

type Row = {
  line: Pick<typeof cartItems.$inferSelect, keyof typeof lineColumns>;
  product: Pick<typeof products.$inferSelect, keyof typeof productColumns>;
  variation: Pick<typeof productVariations.$inferSelect, keyof typeof variationColumns> | null;
  userName: string;
};

const cartOf = preparedQuery<{ mainId: string; userId: number }, Row[]>("cart_lines", (db) =>
  db
    .select({
      line: lineColumns,
      product: productColumns,
      variation: variationColumns,
      userName: users.full_name,
    })
    .from(cartItems)
    .innerJoin(
      products,
      and(eq(products.product_id, cartItems.product_id), eq(products.main_id, cartItems.main_id)),
    )
    .innerJoin(users, and(eq(users.user_id, cartItems.user_id), eq(users.main_id, cartItems.main_id)))
    .leftJoin(
      productVariations,
      and(
        eq(productVariations.main_id, cartItems.main_id),
        eq(productVariations.product_id, cartItems.product_id),
        eq(productVariations.sku, cartItems.sku),
      ),
    )
    .where(
      and(eq(cartItems.main_id, sql.placeholder("mainId")), eq(cartItems.user_id, sql.placeholder("userId"))),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
);

/** The caller's cart lines, oldest first (the order they were added). */
export async function readCart(db: DbOrTransaction, mainId: string, userId: number): Promise<CartItem[]> {
  const rows = await cartOf(db, { mainId, userId });
  return rows.map(toCartItem);
}

function toCartItem({ line, product, variation, userName }: Row): CartItem {
  const variable = isVariableProduct(product);
  // Only a Variable Product's line names a variation; a variation row that merely shares the sku of
  // a simple product must not reprice it.
  const chosen = variable ? variation : null;
  const built = buildCartLine(product, {
    variation: chosen,
    quantity: line.quantity,
    user: { user_id: line.user_id, full_name: userName },
    mainId: line.main_id,
    course: line.course,
  });
  // A variation removed from the catalogue after it was added cannot be bought any more.
  const stock = variable ? (chosen?.stock ?? 0) : product.stock;
  return {
    ...built,
    // The stored sku identifies the line (DELETE /cart/{sku}), even when its variation is gone.
    product_sku: line.sku,
    product_stockstatus: isOutOfStock(stock) ? "outofstock" : "instock",
    product_status: isActive(product) ? "Active" : "Inactive",
    product_type: product.product_type,
    user_id: line.user_id,
    delivery_days: Math.max(0, Math.trunc(built.delivery_days)),
  };
}
