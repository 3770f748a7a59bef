// Checks the contract itself against the issue: every §7 call, the additions, and the rules every
// operation follows (tags, store identifier, security, errors, idempotency, dev-only marking).
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { contractUrl } from "../scripts/generate-types.mjs";
import { ENQUIRY_PATHS } from "./enquiry-paths";

interface Operation {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}
type PathItem = Partial<Record<Method, Operation>> & { servers?: { url: string }[] };
type Method = "get" | "put" | "post" | "delete" | "patch";
interface Contract {
  servers: { url: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, { additionalProperties?: boolean; $ref?: string }>;
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };
}

const text = await readFile(contractUrl, "utf8");
const contract = parse(text) as Contract;
const METHODS: Method[] = ["get", "put", "post", "delete", "patch"];
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ method, path, operation, item }] : [];
  }),
);
const find = (method: Method, path: string) => contract.paths[path]?.[method];

// §7 as written, and where it lives in the contract. OpenAPI forbids two same-shaped templates, so
// /cart/{userId} + /cart/{sku} and /address/{userId} + /address/{id} share one template each.
const SPEC_CALLS: { given: string; want: [Method, string] }[] = [
  { given: "GET /newarrival/all/{storeId}", want: ["get", "/newarrival/all/{storeId}"] },
  { given: "GET /grouped-product/single/{productId}", want: ["get", "/grouped-product/single/{productId}"] },
  {
    given: "GET /grouped-product/search-all-products/{storeId}",
    want: ["get", "/grouped-product/search-all-products/{storeId}"],
  },
  { given: "GET /offer/all/{storeId}", want: ["get", "/offer/all/{storeId}"] },
  {
    given: "GET /category/getdata/category/{storeId}",
    want: ["get", "/category/getdata/category/{storeId}"],
  },
  { given: "GET /slider/all/{storeId}", want: ["get", "/slider/all/{storeId}"] },
  { given: "GET /marquee/all/{storeId}", want: ["get", "/marquee/all/{storeId}"] },
  { given: "GET /register/single/{storeId}", want: ["get", "/register/single/{storeId}"] },
  { given: "GET /register/officesingle/{storeId}", want: ["get", "/register/officesingle/{storeId}"] },
  { given: "POST /cart", want: ["post", "/cart"] },
  { given: "GET /cart/{userId}", want: ["get", "/cart/{userIdOrSku}"] },
  { given: "DELETE /cart/{sku}", want: ["delete", "/cart/{userIdOrSku}"] },
  { given: "DELETE /cart/deleteall/{userId}", want: ["delete", "/cart/deleteall/{userId}"] },
  { given: "GET /pincode/getall/{storeId}", want: ["get", "/pincode/getall/{storeId}"] },
  { given: "POST /payment/getquote", want: ["post", "/payment/getquote"] },
  { given: "GET /address/{userId}", want: ["get", "/address/{userIdOrAddressId}"] },
  { given: "POST /address", want: ["post", "/address"] },
  { given: "PUT /address/{id}", want: ["put", "/address/{userIdOrAddressId}"] },
  { given: "DELETE /address/{id}", want: ["delete", "/address/{userIdOrAddressId}"] },
  {
    given: "PATCH /address/reset-default/{type}/{userId}",
    want: ["patch", "/address/reset-default/{type}/{userId}"],
  },
  { given: "PATCH /address/{id}", want: ["patch", "/address/{userIdOrAddressId}"] },
  { given: "GET /registeruser/single/{userId}", want: ["get", "/registeruser/single/{userId}"] },
  { given: "PUT /registeruser/api/user/{id}", want: ["put", "/registeruser/api/user/{id}"] },
  { given: "GET /pay-razorpay/{storeId}", want: ["get", "/pay-razorpay/{storeId}"] },
  { given: "GET /deliverypaybefore/single/{storeId}", want: ["get", "/deliverypaybefore/single/{storeId}"] },
  { given: "GET /delivery-price/{storeId}", want: ["get", "/delivery-price/{storeId}"] },
  { given: "GET /freedelivery/{storeId}", want: ["get", "/freedelivery/{storeId}"] },
  { given: "POST /payment", want: ["post", "/payment"] },
  { given: "POST /admission-pay", want: ["post", "/admission-pay"] },
  { given: "POST /payment/paydelivery", want: ["post", "/payment/paydelivery"] },
  { given: "POST /admission-pay/paydelivery", want: ["post", "/admission-pay/paydelivery"] },
  { given: "POST /payment/verify", want: ["post", "/payment/verify"] },
  { given: "POST /admission-pay/verify", want: ["post", "/admission-pay/verify"] },
  { given: "GET /payment/order/{id}", want: ["get", "/payment/order/{id}"] },
  { given: "GET /payment/{user_id}", want: ["get", "/payment/{user_id}"] },
  { given: "GET /admission-pay/single/{id}", want: ["get", "/admission-pay/single/{id}"] },
  { given: "GET /coupon/check/{code}?user_id={storeId}", want: ["get", "/coupon/check/{code}"] },
  { given: "POST /leads", want: ["post", "/leads"] },
  { given: "POST /inquiry (second host)", want: ["post", "/inquiry"] },
  { given: "GET class level list (second host)", want: ["get", "/class-level/all"] },
  { given: "POST /loginuser", want: ["post", "/loginuser"] },
  { given: "POST /registeruser/api/send-otp", want: ["post", "/registeruser/api/send-otp"] },
  { given: "POST /registeruser/api/verify-otp", want: ["post", "/registeruser/api/verify-otp"] },
  { given: "POST /registeruser/api/signup", want: ["post", "/registeruser/api/signup"] },
  { given: "POST /registeruser/api/resetsend-otp", want: ["post", "/registeruser/api/resetsend-otp"] },
  { given: "POST /registeruser/api/reset-password", want: ["post", "/registeruser/api/reset-password"] },
  { given: "GET /help/single/{shop id}", want: ["get", "/help/single/{shopId}"] },
  { given: "GET /admission/single/{user_id}", want: ["get", "/admission/single/{user_id}"] },
  { given: "POST /admission", want: ["post", "/admission"] },
  { given: "PUT /admission/{id}", want: ["put", "/admission/{id}"] },
  { given: "POST /firebase/register-token", want: ["post", "/firebase/register-token"] },
  { given: "GET /button/{main_id}", want: ["get", "/button/{main_id}"] },
  { given: "GET /paybutton/{main_id}", want: ["get", "/paybutton/{main_id}"] },
  { given: "GET /meta/{main_id}", want: ["get", "/meta/{main_id}"] },
];

// The back office's operations: staff sign-in, staff and audit (owners), orders, catalogue, stock,
// pictures and CSV.
const BACK_OFFICE_PUBLIC: [Method, string][] = [
  ["post", "/admin/auth/login"],
  ["post", "/admin/auth/refresh"],
  ["post", "/admin/auth/set-password"],
  ["get", "/admin/setup"],
  ["post", "/admin/setup"],
];
const BACK_OFFICE_OWNER: [Method, string][] = [
  ["get", "/admin/staff"],
  ["post", "/admin/staff"],
  ["delete", "/admin/staff/{staffId}"],
  ["get", "/admin/audit"],
  // Store setup and delivery: the shop's own settings.
  ["get", "/admin/store-setup"],
  ["put", "/admin/store-setup/profile"],
  ["put", "/admin/store-setup/selling"],
  ["get", "/admin/delivery"],
  ["put", "/admin/delivery/bands"],
  ["put", "/admin/delivery/office"],
  ["get", "/admin/pincodes"],
  ["post", "/admin/pincodes"],
  ["patch", "/admin/pincodes/{pincodeId}"],
  // Dashboard and reports: the sales and GST reports are the owner's.
  ["get", "/admin/reports/sales"],
  ["get", "/admin/reports/gstr1"],
  ["get", "/admin/reports/gstr1/{sheet}"],
  // Academy, inbox and customers: the Aadhaar reveal and blocking customers.
  ["post", "/admin/admissions/{admissionId}/aadhaar"],
  ["post", "/admin/customers/{userId}/block"],
  ["delete", "/admin/customers/{userId}/block"],
];
const BACK_OFFICE_STAFF: [Method, string][] = [
  ["post", "/admin/auth/logout"],
  ["get", "/admin/me"],
  ["get", "/admin/orders"],
  ["get", "/admin/orders/new-count"],
  ["post", "/admin/orders/seen"],
  ["get", "/admin/orders/{orderId}"],
  ["get", "/admin/orders/{orderId}/invoice"],
  // Returns (issue 33): the inbox and its moves.
  ["get", "/admin/returns"],
  ["get", "/admin/returns/{returnId}"],
  ["post", "/admin/returns/{returnId}/approve"],
  ["post", "/admin/returns/{returnId}/reject"],
  ["post", "/admin/returns/{returnId}/receive"],
  ["post", "/admin/returns/{returnId}/restock"],
  ["post", "/admin/returns/{returnId}/write-off"],
  ["post", "/admin/returns/{returnId}/refund"],
  ["get", "/admin/products"],
  ["post", "/admin/products"],
  ["get", "/admin/products/{productId}"],
  ["put", "/admin/products/{productId}"],
  ["get", "/admin/products/{productId}/stock"],
  ["post", "/admin/products/{productId}/stock"],
  ["get", "/admin/categories"],
  ["post", "/admin/media"],
  ["get", "/admin/catalogue/export"],
  ["post", "/admin/catalogue/imports"],
  ["get", "/admin/catalogue/imports/{importId}"],
  ["post", "/admin/catalogue/imports/{importId}/apply"],
  // Dashboard: every member lands on it (the orders list already shows every order's total).
  ["get", "/admin/dashboard"],
  // Marketing and coupons: day-to-day work, so staff and owners alike (every change is audited).
  ["get", "/admin/marketing/sliders"],
  ["post", "/admin/marketing/sliders"],
  ["post", "/admin/marketing/sliders/reorder"],
  ["put", "/admin/marketing/sliders/{itemId}"],
  ["delete", "/admin/marketing/sliders/{itemId}"],
  ["get", "/admin/marketing/offers"],
  ["post", "/admin/marketing/offers"],
  ["post", "/admin/marketing/offers/reorder"],
  ["put", "/admin/marketing/offers/{itemId}"],
  ["delete", "/admin/marketing/offers/{itemId}"],
  ["get", "/admin/marketing/new-arrivals"],
  ["post", "/admin/marketing/new-arrivals"],
  ["post", "/admin/marketing/new-arrivals/reorder"],
  ["put", "/admin/marketing/new-arrivals/{itemId}"],
  ["delete", "/admin/marketing/new-arrivals/{itemId}"],
  ["get", "/admin/marketing/categories"],
  ["post", "/admin/marketing/categories"],
  ["post", "/admin/marketing/categories/reorder"],
  ["put", "/admin/marketing/categories/{itemId}"],
  ["delete", "/admin/marketing/categories/{itemId}"],
  ["get", "/admin/coupons"],
  ["post", "/admin/coupons"],
  ["put", "/admin/coupons/{couponId}"],
  ["delete", "/admin/coupons/{couponId}"],
  ["post", "/admin/coupons/{couponId}/end"],
  // Academy, inbox and customers.
  ["get", "/admin/class-levels"],
  ["post", "/admin/class-levels"],
  ["put", "/admin/class-levels/{levelId}"],
  ["get", "/admin/admissions"],
  ["get", "/admin/admissions/{admissionId}"],
  ["get", "/admin/admission-payments"],
  ["get", "/admin/inbox"],
  ["patch", "/admin/inbox/{kind}/{itemId}"],
  ["post", "/admin/inbox/{kind}/{itemId}/reply"],
  ["get", "/admin/customers"],
  ["get", "/admin/customers/{userId}"],
];
const BACK_OFFICE = [...BACK_OFFICE_PUBLIC, ...BACK_OFFICE_OWNER, ...BACK_OFFICE_STAFF];

const ADDITIONS: [Method, string][] = [
  ["post", "/auth/refresh"],
  ["post", "/auth/logout"],
  ["post", "/payment/webhook"],
  ["post", "/dev/sandbox/pay"],
  ["get", "/dev/outbox"],
  ["post", "/admin/orders/{orderId}/status"],
  ["get", "/health"],
  ["post", "/auth/google"],
  ["get", "/payment/order/{id}/invoice"],
  // The account's language for the server's messages and e-mails (issue 23).
  ["put", "/registeruser/api/user/{id}/language"],
  // The checkout's bill with its GST, priced by the server before the order (issue 33).
  ["post", "/checkout/quote"],
  // Refunds and cancel-and-refund (issue 33), backups (issue 34): the back office.
  ["get", "/admin/orders/{orderId}/refunds"],
  ["post", "/admin/orders/{orderId}/refunds"],
  ["post", "/admin/orders/{orderId}/cancel-and-refund"],
  ["get", "/admin/backups"],
  ["post", "/admin/backups"],
  ["get", "/admin/backups/{name}"],
  // GST credit notes (issue 33): the back office's and the customer's own.
  ["get", "/admin/orders/{orderId}/credit-notes"],
  ["get", "/payment/order/{id}/credit-notes"],
  // Returns (issue 33): the customer's requests on own orders, their photos, and the public policy.
  ["get", "/payment/order/{id}/returns"],
  ["post", "/payment/order/{id}/returns"],
  ["post", "/payment/returns/photos"],
  ["get", "/returns/policy/{storeId}"],
  // The back office (tag admin).
  ...BACK_OFFICE,
];

const TAGS = [
  "catalogue",
  "content",
  "accounts",
  "cart",
  "addresses",
  "checkout",
  "orders",
  "admissions",
  "enquiries",
  "settings",
  "admin",
];
const STORE_PATH_PARAMS = ["{storeId}", "{main_id}", "{shopId}"];
// Not about any one store: no store to resolve.
const STORELESS = ["/health", "/dev/outbox"];
const GUEST_OR_USER = ["/payment/getquote", "/leads"];
const ORDER_CREATING = ["/payment", "/payment/paydelivery", "/admission-pay", "/admission-pay/paydelivery"];
const RATE_LIMITED = [
  "/registeruser/api/send-otp",
  "/registeruser/api/verify-otp",
  "/loginuser",
  "/registeruser/api/resetsend-otp",
  "/registeruser/api/reset-password",
  "/registeruser/api/signup",
];
const USER_ROUTE_PREFIXES = [
  "/cart",
  "/address",
  "/registeruser/single",
  "/registeruser/api/user",
  "/payment/order",
  "/admission",
  "/firebase",
];

describe("§7 calls", () => {
  test.each(SPEC_CALLS)("$given is in the contract", ({ want: [method, path] }) => {
    expect(find(method, path), `${method.toUpperCase()} ${path}`).toBeDefined();
  });

  test("§7's path and payment/admission families are all there, plus the additions, and nothing else", () => {
    const listed = new Set([
      ...SPEC_CALLS.map((c) => c.want.join(" ")),
      ...ADDITIONS.map((a) => a.join(" ")),
    ]);
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([...listed].sort());
  });
});

describe("every operation", () => {
  test("has a unique operationId and exactly one of the eleven area tags", () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      expect(operation.tags, path).toHaveLength(1);
      expect(TAGS, path).toContain(operation.tags?.[0]);
    }
    expect(new Set(operations.map((o) => o.operation.tags?.[0]))).toEqual(new Set(TAGS));
  });

  test("names its store in the path or accepts the optional X-Main-Id header", () => {
    for (const { method, path, operation } of operations) {
      const inPath = STORE_PATH_PARAMS.some((p) => path.includes(p));
      const header = operation.parameters?.some((p) => p.$ref === "#/components/parameters/MainIdHeader");
      if (STORELESS.includes(path)) continue;
      expect(inPath || header, `${method} ${path}`).toBe(true);
    }
  });

  test("declares an explicit security requirement", () => {
    for (const { method, path, operation } of operations)
      expect(operation.security, `${method} ${path}`).toBeDefined();
  });

  test("answers failures with 4xx responses and a default", () => {
    for (const { method, path, operation } of operations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((c) => c.startsWith("4")),
        `${method} ${path}`,
      ).toBe(true);
      expect(codes, `${method} ${path}`).toContain("default");
    }
  });
});

describe("security", () => {
  test("user routes require the bearer token", () => {
    const userRoutes = operations.filter(
      ({ path }) =>
        USER_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
        /^\/payment(\/(order\/\{id\}|\{user_id\}|paydelivery|verify))?$/.test(path) ||
        path.startsWith("/admission-pay"),
    );
    expect(userRoutes.length).toBeGreaterThan(20);
    for (const { method, path, operation } of userRoutes) {
      expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  test("quotes and leads work for guests and users", () => {
    for (const path of GUEST_OR_USER) expect(find("post", path)?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  test("the order status move takes a staff token, or the automation token", () => {
    expect(find("post", "/admin/orders/{orderId}/status")?.security).toEqual([
      { staffAuth: [] },
      { adminToken: [] },
    ]);
  });

  test.each(BACK_OFFICE_STAFF)("%s %s takes a staff token of any role, and nothing else", (method, path) => {
    expect(find(method, path)?.security).toEqual([{ staffAuth: [] }]);
  });

  test.each(BACK_OFFICE_OWNER)("%s %s is for owners only", (method, path) => {
    expect(find(method, path)?.security).toEqual([{ staffAuth: ["owner"] }]);
  });

  test.each(BACK_OFFICE_PUBLIC)("%s %s needs no token (it hands them out)", (method, path) => {
    expect(find(method, path)?.security).toEqual([]);
  });

  test("the gateway secret is nowhere in the contract", () => {
    expect(text).not.toMatch(/key_secret/);
  });
});

describe("rules of particular calls", () => {
  test.each(ORDER_CREATING)("%s requires an Idempotency-Key and can answer 409", (path) => {
    const operation = find("post", path);
    expect(operation?.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(Object.keys(operation?.responses ?? {})).toContain("409");
  });

  test.each(RATE_LIMITED)("%s documents 429 with Retry-After", (path) => {
    const response = find("post", path)?.responses["429"];
    expect(response?.$ref).toBe("#/components/responses/TooManyRequests");
    expect(contract.components.responses.TooManyRequests?.headers).toHaveProperty("Retry-After");
  });

  test("dev-only routes say so first", () => {
    for (const [method, path] of [
      ["post", "/dev/sandbox/pay"],
      ["get", "/dev/outbox"],
    ] as const) {
      expect(find(method, path)?.description).toMatch(/^Dev-only: absent when NODE_ENV=production\./);
    }
  });

  test("request bodies reject unknown fields, except the gateway's webhook event", () => {
    for (const { method, path, operation } of operations) {
      const ref = operation.requestBody?.content["application/json"]?.schema.$ref;
      if (!ref) continue;
      const schema = contract.components.schemas[ref.split("/").at(-1) ?? ""];
      const want = path === "/payment/webhook";
      expect(schema?.additionalProperties, `${method} ${path}`).toBe(want);
    }
  });

  test("the enquiry host's paths are exactly the client's ENQUIRY_PATHS", () => {
    const overridden = Object.entries(contract.paths)
      .filter(([, item]) => item.servers)
      .map(([path]) => path);
    expect(overridden.sort()).toEqual([...ENQUIRY_PATHS].sort());
    expect(contract.servers).toEqual([{ url: "/api", description: expect.any(String) }]);
  });
});
