// Every back-office write that stores a status (products, pincodes, delivery bands, slides, offers, New
// Arrivals, categories, coupons, the catalogue CSV) answers a status other than Active or Inactive with a
// 400 naming the field, before the database's <table>_status_check (migration 0028) could turn it into a
// 500. The check itself: db/active-status-migration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../../services/catalogue-import/csv-columns.js";
import { simpleInput } from "../../test-support/admin-products.js";
import { insertProduct } from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../test-support/staff.js";

const STRAY = ["active ", "ACTIVE", "inactive", "Hidden", ""];
const ENUM_MESSAGE = "Status must be one of: Active, Inactive.";
const PICTURE = "/media/0123456789abcdef-320-640/640.webp";

type Method = "POST" | "PUT" | "PATCH";
interface Write {
  name: string;
  method: Method;
  url: () => string;
  body: (status: string) => object;
  field: string;
}

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("a stray status on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  const ids: Record<string, number> = {};
  const stamp = Date.now().toString(36).toUpperCase();
  let product = 0;

  const call = (method: Method | "GET", url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, token: owner.accessToken, ...(payload ? { payload } : {}) });
  const made = async (method: Method, url: string, payload: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id?: number; product_id?: number };
  };

  const inputs = {
    slide: (status: string) => ({ slider_name: "Diwali cones", image: PICTURE, status }),
    offer: (status: string) => ({ title: "Two for one", image: PICTURE, status }),
    arrivals: (status: string) => ({ category_name: "Just in", product_ids: [product], status }),
    category: (status: string) => ({ category: `stray-${stamp}`.toLowerCase(), name: "Stray", status }),
    coupon: (status: string) => ({ code: `STRAY${stamp}`, kind: "percent", amount: 10, status }),
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    product = await insertProduct(t, { price: 299, stock: 4 });
    ids.product = (await made("POST", "/admin/products", simpleInput())).product_id ?? 0;
    ids.slide = (await made("POST", "/admin/marketing/sliders", inputs.slide("Active"))).id ?? 0;
    ids.offer = (await made("POST", "/admin/marketing/offers", inputs.offer("Active"))).id ?? 0;
    ids.arrivals = (await made("POST", "/admin/marketing/new-arrivals", inputs.arrivals("Active"))).id ?? 0;
    ids.category = (await made("POST", "/admin/marketing/categories", inputs.category("Inactive"))).id ?? 0;
    ids.coupon = (await made("POST", "/admin/coupons", inputs.coupon("Active"))).id ?? 0;
    const pincode = "799001";
    expect((await call("POST", "/admin/pincodes", { pincodes: [pincode] })).statusCode).toBe(200);
    const listed = await call("GET", `/admin/pincodes?q=${pincode}`);
    ids.pincode = listed.json().data[0].id;
  });
  afterAll(() => t.close());

  const writes: Write[] = [
    {
      name: "a new product",
      method: "POST",
      url: () => "/admin/products",
      body: (status) => simpleInput({ status }),
      field: "status",
    },
    {
      name: "a product changed",
      method: "PUT",
      url: () => `/admin/products/${ids.product}`,
      body: (status) => simpleInput({ status }),
      field: "status",
    },
    {
      name: "pincodes added",
      method: "POST",
      url: () => "/admin/pincodes",
      body: (status) => ({ pincodes: ["799002"], status }),
      field: "status",
    },
    {
      name: "a pincode switched",
      method: "PATCH",
      url: () => `/admin/pincodes/${ids.pincode}`,
      body: (status) => ({ status }),
      field: "status",
    },
    {
      name: "a delivery band",
      method: "PUT",
      url: () => "/admin/delivery/bands",
      body: (status) => ({
        bands: [{ min_kilometer: 0, max_kilometer: 10, delivery_price: 40, status }],
        free_bands: [],
      }),
      field: "bands.0.status",
    },
    {
      name: "a free-delivery band",
      method: "PUT",
      url: () => "/admin/delivery/bands",
      body: (status) => ({
        bands: [],
        free_bands: [{ min_kilometer: 0, max_kilometer: 10, freedelivery_price: 999, status }],
      }),
      field: "free_bands.0.status",
    },
    ...(
      [
        ["slide", "sliders"],
        ["offer", "offers"],
        ["arrivals", "new-arrivals"],
        ["category", "categories"],
      ] as const
    ).flatMap(([key, path]): Write[] => [
      {
        name: `a new ${key}`,
        method: "POST",
        url: () => `/admin/marketing/${path}`,
        body: inputs[key],
        field: "status",
      },
      {
        name: `a ${key} changed`,
        method: "PUT",
        url: () => `/admin/marketing/${path}/${ids[key]}`,
        body: inputs[key],
        field: "status",
      },
    ]),
    {
      name: "a new coupon",
      method: "POST",
      url: () => "/admin/coupons",
      body: inputs.coupon,
      field: "status",
    },
    {
      name: "a coupon changed",
      method: "PUT",
      url: () => `/admin/coupons/${ids.coupon}`,
      body: inputs.coupon,
      field: "status",
    },
  ];

  it.each(writes)("$name: 400 naming the status, never a 500", async (write) => {
    for (const status of STRAY) {
      const res = await call(write.method, write.url(), write.body(status));
      expect(res.statusCode, `${JSON.stringify(status)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
      expect(res.json().errors).toEqual([{ field: write.field, message: ENUM_MESSAGE }]);
    }
  });

  it("the stored statuses are as the valid writes left them", async () => {
    const statuses = await Promise.all([
      call("GET", `/admin/products/${ids.product}`),
      call("GET", `/admin/pincodes?q=799`),
      call("GET", "/admin/marketing/categories"),
    ]);
    expect(statuses[0]?.json().data.status).toBe("Active");
    expect(statuses[1]?.json().data.map((row: { pincode: string }) => row.pincode)).toEqual(["799001"]);
    const category = statuses[2]?.json().data.find((row: { id: number }) => row.id === ids.category);
    expect(category?.status).toBe("Inactive");
  });

  it("the catalogue CSV: a row's stray status is a problem of that row, not a write", async () => {
    const line = (status: string, n: number) => {
      const cells: Record<string, string> = {
        sku: `CSV-${stamp}-${n}`,
        title: "Stray cone",
        product_type: "Simple",
        category: "Cones",
        originalPrice: "120",
        status,
      };
      return CSV_COLUMNS.map((column) => cells[column] ?? "").join(",");
    };
    const strays = STRAY.filter((status) => status.trim() !== "");
    const csv = [CSV_COLUMNS.join(","), ...strays.map((status, n) => line(status, n))].join("\n");
    const res = await t.request({
      method: "POST",
      url: "/api/admin/catalogue/imports",
      token: owner.accessToken,
      headers: { "content-type": "text/csv", "x-file-name": "stray.csv" },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ totalRows: strays.length, validRows: 0 });
    expect(data.problems).toEqual(
      strays.map((_, n) => ({ row: n + 2, column: "status", message: "Use Active or Inactive." })),
    );
  });
});
