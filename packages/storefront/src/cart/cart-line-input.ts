import type { ApiSchemas } from "@henna/api";
import type { CartLine } from "@henna/domain/cart";

/** A cart line as the server's POST /cart takes it (the server re-prices it from the catalogue). */
export function toCartItemInput(line: CartLine, userId: number): ApiSchemas["CartItemInput"] {
  return {
    product_id: line.product_id,
    product_sku: line.product_sku,
    quantity: line.quantity,
    product_name: line.product_name,
    product_price: line.product_price,
    product_saleprice: line.product_saleprice,
    product_status: line.product_status,
    product_image: line.product_image,
    product_gallery: line.product_gallery,
    description: line.description,
    short_description: line.short_description,
    category: line.category,
    product_type: line.product_type,
    variation_attributes: line.variation_attributes,
    typeofsimple: line.typeofsimple,
    user_id: userId,
    user_name: line.user_name,
    delivery_days: line.delivery_days,
    main_id: line.main_id,
    course: line.course,
  };
}
