// The columns that name, picture, price and place a product: what a catalogue card and an order's line
// both read (routes/catalogue/product-query.ts, services/orders/order-context.ts), each adding its own.
import { products } from "./schema.js";

export const productCardColumns = {
  product_id: products.product_id,
  title: products.title,
  sku: products.sku,
  product_type: products.product_type,
  image: products.image,
  originalPrice: products.originalPrice,
  discountPrice: products.discountPrice,
  status: products.status,
  category: products.category,
  delivery_days: products.delivery_days,
};
