// Type tests, checked by `vitest --typecheck` and `tsc --noEmit`: every `@ts-expect-error` below must
// stay an error, so a wrong path, method, body or parameter can never compile against the contract.
import { describe, expectTypeOf, test } from "vitest";
import type { ApiError, ApiSchemas } from "./api-schemas";
import { createStoreClient } from "./create-store-client";
import { createMemoryTokenStore } from "./tokens-memory";

const { store, enquiry } = createStoreClient({
  baseUrl: "/api",
  mainId: "demo-store",
  tokens: createMemoryTokenStore(),
});

describe("paths and methods", () => {
  test("a path that is not in the contract is an error", () => {
    // @ts-expect-error -- §7 has /cart/{userId}, not /carts/{userId}
    void store.GET("/carts/{userId}", { params: { path: { userId: 1 } } });
  });

  test("a method the path does not have is an error", () => {
    // @ts-expect-error -- /cart only has POST
    void store.GET("/cart");
    // @ts-expect-error -- /payment/{user_id} only has GET
    void store.DELETE("/payment/{user_id}", { params: { path: { user_id: 1 } } });
  });

  test("the enquiry client only knows the enquiry host's paths", () => {
    // @ts-expect-error -- the cart lives on the store host
    void enquiry.GET("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: 1 } } });
    void enquiry.POST("/inquiry", { body: { name: "Asha", mobile: "9876543210" } });
  });
});

describe("bodies and parameters", () => {
  test("a body field the contract does not have is an error", () => {
    // @ts-expect-error -- the server prices lines itself; there is no such field
    void store.POST("/cart", { body: { product_id: 1, price_override: 10 } });
  });

  test("a missing required body field is an error", () => {
    // @ts-expect-error -- product_id is required
    void store.POST("/cart", { body: { quantity: 1 } });
  });

  test("a wrongly typed path parameter is an error", () => {
    // @ts-expect-error -- GET /cart/{userId} takes the numeric user id
    void store.GET("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: "seven" } } });
    void store.DELETE("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: "HC-001" } } });
  });

  test("an unknown sort key is an error", () => {
    void store.GET("/grouped-product/search-all-products/{storeId}", {
      // @ts-expect-error -- sort is one of recommended|newest|popular|price_desc|price_asc
      params: { path: { storeId: "demo-store" }, query: { page: 1, sort: "cheapest" } },
    });
  });

  test("order-creating calls need an Idempotency-Key", () => {
    const body = {
      products: [{ product_id: 1, quantity: 1 }],
      billing_address_id: 1,
      shipping_address_id: 1,
      mobile: "9876543210",
      payment_mode: "Pay now" as const,
    };
    // @ts-expect-error -- the Idempotency-Key header is required
    void store.POST("/payment", { body });
    void store.POST("/payment", { params: { header: { "Idempotency-Key": "k-12345678" } }, body });
  });

  test("pay now and pay on delivery take their own payment_mode", () => {
    void store.POST("/payment/paydelivery", {
      params: { header: { "Idempotency-Key": "k-12345678" } },
      body: {
        products: [{ product_id: 1, quantity: 1 }],
        billing_address_id: 1,
        shipping_address_id: 1,
        mobile: "9876543210",
        // @ts-expect-error -- this call is only for 'Pay on delivery'
        payment_mode: "Pay now",
      },
    });
  });
});

describe("answers", () => {
  test("data and error are typed from the contract", async () => {
    const { data, error } = await store.GET("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: 7 } } });
    expectTypeOf(data).toEqualTypeOf<{ isError: false; data: ApiSchemas["CartItem"][] } | undefined>();
    expectTypeOf(error).toEqualTypeOf<ApiError | undefined>();
  });

  test("the payment settings never carry the gateway secret", async () => {
    const { data } = await store.GET("/pay-razorpay/{storeId}", {
      params: { path: { storeId: "demo-store" } },
    });
    expectTypeOf(data?.data.key_id).toEqualTypeOf<string | undefined>();
    // @ts-expect-error -- the secret key is not part of the answer
    void data?.data.key_secret;
  });

  test("login answers the user record and both tokens", async () => {
    const { data } = await store.POST("/loginuser", { body: { email: "a@b.in", password: "secret1" } });
    expectTypeOf(data).toEqualTypeOf<ApiSchemas["LoginResponse"] | undefined>();
  });
});
