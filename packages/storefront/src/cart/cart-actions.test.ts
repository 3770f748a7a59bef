import { ADDED_TO_CART, PRODUCT_ALREADY_IN_CART } from "@henna/domain/messages";
import { describe, expect, it } from "vitest";
import { makeStore } from "../state/store";
import { readCheckoutData } from "../storage/checkout-data-storage";
import { readGuestCart } from "../storage/guest-cart-storage";
import { createFakeServer, json } from "../test-support/fake-services";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import { addToCart, buyNow } from "./cart-actions";

spyOnToasts();

const cone = {
  product_id: 1,
  title: "Organic Henna Cone",
  sku: "CONE-1",
  product_type: "Simple",
  image: "/images/cone.svg",
  originalPrice: 60,
  discountPrice: 49,
  stock: 10,
  status: "Active",
  category: "cones",
  delivery_days: 3,
};

const user = TEST_USER;

describe("addToCart", () => {
  it("adds a guest line to guest_cart once and warns on the duplicate", async () => {
    const server = createFakeServer();
    const store = makeStore(undefined, server.services);
    expect(await store.dispatch(addToCart({ product: cone })).unwrap()).toBe("added");
    expect(toast.success).toHaveBeenCalledWith(ADDED_TO_CART);
    expect(await store.dispatch(addToCart({ product: cone })).unwrap()).toBe("duplicate");
    expect(toast.warning).toHaveBeenCalledWith(PRODUCT_ALREADY_IN_CART);
    expect(readGuestCart()).toHaveLength(1);
    expect(readGuestCart()[0]).toMatchObject({ product_sku: "CONE-1", product_saleprice: 49, user_id: null });
    expect(server.calls).toEqual([]);
  });

  it("refuses a variation with stock 0", async () => {
    const store = makeStore(undefined, createFakeServer().services);
    const outcome = await store
      .dispatch(
        addToCart({ product: cone, variation: { sku: "CONE-1-L", price: 70, salePrice: 0, stock: 0 } }),
      )
      .unwrap();
    expect(outcome).toBe("refused");
    expect(store.getState().guestCart.lines).toEqual([]);
  });

  it("posts a logged-in user's line and refreshes the server cart", async () => {
    const server = createFakeServer();
    server.on("POST", "/cart", () => json({ isError: false, msg: "Product added to cart" }, 201));
    const store = makeStore({ session: { user }, guestCart: { lines: [] } }, server.services);
    expect(await store.dispatch(addToCart({ product: cone, quantity: 2 })).unwrap()).toBe("added");
    expect(server.calls).toEqual(["POST /cart"]);
    expect(server.bodies[0]).toMatchObject({ product_id: 1, product_sku: "CONE-1", quantity: 2, user_id: 7 });
    expect(toast.success).toHaveBeenCalledWith("Product added to cart");
  });

  it("shows the server's message when it refuses the add", async () => {
    const server = createFakeServer();
    server.on("POST", "/cart", () =>
      json(
        {
          isError: true,
          success: false,
          code: "ALREADY_IN_CART",
          message: PRODUCT_ALREADY_IN_CART,
          msg: PRODUCT_ALREADY_IN_CART,
        },
        409,
      ),
    );
    const store = makeStore({ session: { user }, guestCart: { lines: [] } }, server.services);
    expect(await store.dispatch(addToCart({ product: cone })).unwrap()).toBe("duplicate");
    expect(toast.warning).toHaveBeenCalledWith(PRODUCT_ALREADY_IN_CART);
  });
});

describe("buyNow", () => {
  it("stores checkout_data for the one line with its totals", async () => {
    const store = makeStore(undefined, createFakeServer().services);
    expect(await store.dispatch(buyNow({ product: cone, quantity: 3 })).unwrap()).toBe(true);
    const data = readCheckoutData();
    expect(data?.products).toHaveLength(1);
    expect(data).toMatchObject({ totalBeforeDiscount: 180, totalAfterDiscount: "147.00", course: false });
  });
});
