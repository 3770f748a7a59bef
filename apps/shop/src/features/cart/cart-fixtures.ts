// Cart lines and a logged-in user for the cart page's tests.
import type { ServerCartItem } from "@henna/storefront/state/resources.ts";
import type { LoginRecord } from "@henna/storefront/storage/login-record.ts";

export const asha: LoginRecord = {
  user_id: 7,
  id: 7,
  full_name: "Asha Rao",
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  user_gstNo: null,
};

export function cartItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  return {
    product_id: 11,
    product_sku: "CONE-1",
    product_name: "Organic Henna Cone",
    product_price: 60,
    product_saleprice: 45,
    product_stockstatus: "instock",
    product_status: "Active",
    product_image: "/images/cone.svg",
    product_gallery: [],
    description: "",
    short_description: "",
    category: "cones",
    product_type: "Simple",
    variation_attributes: {},
    typeofsimple: "",
    user_id: 7,
    user_name: "Asha Rao",
    delivery_days: 3,
    main_id: "demo-store",
    quantity: 2,
    course: false,
    ...overrides,
  };
}

/** Two guest lines: 2 × ₹45 (MRP ₹60) and 1 × ₹200 (no sale): ₹320 at MRP, ₹290 to pay. */
export const guestLines = [
  { ...cartItem(), user_id: null, user_name: "", product_stockstatus: 10 },
  {
    ...cartItem({
      product_id: 21,
      product_sku: "BHP-1K-F",
      product_name: "Bridal Henna Powder",
      product_price: 200,
      product_saleprice: 0,
      product_type: "Variable Product",
      variation_attributes: { Weight: "1 kg", Grind: "Fine" },
      quantity: 1,
    }),
    user_id: null,
    user_name: "",
    product_stockstatus: 20,
  },
];
