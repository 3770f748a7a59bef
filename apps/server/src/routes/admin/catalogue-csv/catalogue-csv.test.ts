// CSV export and import over HTTP: an export imported again changes nothing; a file with bad rows shows
// each problem (row, column, message) in the dry run, writes nothing until applied, and then applies its
// valid rows only when told to; updates reach the shop; a product's rows are applied whole.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariations, stockMovements } from "../../../db/schema.js";
import { runStoreJobsOnce } from "../../../jobs/start.js";
import { CSV_COLUMNS } from "../../../services/catalogue-import/csv-columns.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";
import { findUp } from "../../../web/web-apps.js";

const HEADER = CSV_COLUMNS.join(",");

/** A CSV line in CSV_COLUMNS order from the columns given (the rest empty). */
function line(cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>): string {
  return CSV_COLUMNS.map((column) => {
    const cell = cells[column] ?? "";
    return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }).join(",");
}

describe.each(await testDatabaseKinds())("catalogue CSV on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
  });
  afterAll(() => t.close());

  const exportCsv = async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/admin/catalogue/export",
      token: staff.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    return res.body;
  };
  const check = (csv: string, name = "catalogue.csv") =>
    t.request({
      method: "POST",
      url: "/api/admin/catalogue/imports",
      token: staff.accessToken,
      headers: { "content-type": "text/csv", "x-file-name": name },
      payload: csv,
    });
  const apply = (id: number, skipInvalid?: boolean) =>
    t.request({
      method: "POST",
      url: `/api/admin/catalogue/imports/${id}/apply`,
      token: staff.accessToken,
      payload: skipInvalid === undefined ? {} : { skipInvalid },
    });
  const report = async (id: number) =>
    (
      await t.request({
        method: "GET",
        url: `/api/admin/catalogue/imports/${id}?limit=200`,
        token: staff.accessToken,
      })
    ).json().data;
  const bySku = async (sku: string) =>
    (await t.ctx.db.select().from(products).where(eq(products.sku, sku)))[0];

  it("exports every product and variation with the layout's header", async () => {
    const csv = await exportCsv();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...CSV_COLUMNS]);
    const [{ count }] = (
      await t.ctx.db.execute<{ count: number }>(
        "select (select count(*) from products where product_type <> 'Variable Product' and main_id = 'demo-store') + (select count(*) from product_variations where main_id = 'demo-store') as count" as never,
      )
    ).rows as [{ count: number }];
    expect(rows.length).toBe(Number(count));
    const variation = rows.find((row) => row.variation_sku !== "");
    expect(variation?.product_type).toBe("Variable Product");
    expect(variation?.variation_attributes).toMatch(/=/);
  });

  it("an export imported again changes nothing", async () => {
    const csv = await exportCsv();
    const checked = await check(csv);
    expect(checked.statusCode, checked.body).toBe(201);
    const data = checked.json().data;
    expect(data).toMatchObject({ state: "checked", toCreate: 0, toUpdate: 0, problems: [] });
    expect(data.validRows).toBe(data.totalRows);
    expect(data.rows.every((row: { action: string }) => row.action === "unchanged")).toBe(true);
    const before = await t.ctx.db.select().from(stockMovements);
    expect((await apply(data.id)).statusCode).toBe(202);
    await runStoreJobsOnce(t.ctx);
    expect((await report(data.id)).state).toBe("done");
    expect(await exportCsv()).toBe(csv);
    expect(await t.ctx.db.select().from(stockMovements)).toHaveLength(before.length);
  });

  it("shows both bad rows' problems in the dry run, writes nothing, then applies the valid rows when told", async () => {
    const stamp = Date.now();
    const csv = [
      HEADER,
      line({
        sku: `OK-${stamp}`,
        title: "Rose henna cone",
        product_type: "Simple",
        category: "Cones",
        originalPrice: "120",
        discountPrice: "99",
        stock: "7",
      }),
      line({
        sku: `BAD1-${stamp}`,
        title: "Sale too high",
        product_type: "Simple",
        category: "Cones",
        originalPrice: "100",
        discountPrice: "150",
      }),
      line({
        sku: `BAD2-${stamp}`,
        title: "",
        product_type: "Simple",
        category: "Cones",
        originalPrice: "abc",
      }),
      line({
        sku: `VAR-${stamp}`,
        title: "Assam tea",
        product_type: "Variable Product",
        category: "Tea",
        variation_sku: `VAR-${stamp}-S`,
        variation_price: "200",
        variation_stock: "3",
        variation_attributes: "Size=Small",
      }),
      line({
        sku: `VAR-${stamp}`,
        title: "Assam tea",
        product_type: "Variable Product",
        category: "Tea",
        variation_sku: `VAR-${stamp}-L`,
        variation_price: "350",
        variation_salePrice: "300",
        variation_stock: "2",
        variation_attributes: "Size=Large",
      }),
    ].join("\n");
    const checked = await check(csv);
    expect(checked.statusCode, checked.body).toBe(201);
    const data = checked.json().data;
    expect(data).toMatchObject({ totalRows: 5, validRows: 3, toCreate: 2, toUpdate: 0 });
    expect(data.problems).toEqual([
      { row: 3, column: "discountPrice", message: "Sale price must be less than the price." },
      { row: 4, column: "originalPrice", message: expect.stringMatching(/number/) },
      expect.objectContaining({ row: 4, column: "title" }),
    ]);
    expect(data.rows.map((row: { action: string }) => row.action)).toEqual([
      "create",
      "error",
      "error",
      "create",
      "create",
    ]);
    expect(await bySku(`OK-${stamp}`)).toBeUndefined();

    const refused = await apply(data.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("IMPORT_HAS_ERRORS");
    const queued = await apply(data.id, true);
    expect(queued.statusCode).toBe(202);
    expect(queued.json().data.state).toBe("queued");
    expect((await apply(data.id, true)).json().code).toBe("IMPORT_NOT_READY");
    await runStoreJobsOnce(t.ctx);
    const done = await report(data.id);
    // The 3 valid rows were written; the 2 with problems were skipped, not counted as written.
    expect(done).toMatchObject({ state: "done", totalRows: 5, validRows: 3, processedRows: 3 });

    expect(await bySku(`OK-${stamp}`)).toMatchObject({
      title: "Rose henna cone",
      originalPrice: 120,
      discountPrice: 99,
      stock: 7,
    });
    expect(await bySku(`BAD1-${stamp}`)).toBeUndefined();
    expect(await bySku(`BAD2-${stamp}`)).toBeUndefined();
    const variable = await bySku(`VAR-${stamp}`);
    expect(variable).toMatchObject({
      product_type: "Variable Product",
      stock: 5,
      originalPrice: 200,
      discountPrice: 300,
    });
    const variations = await t.ctx.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.product_id, variable?.product_id ?? 0));
    expect(variations.map((v) => [v.sku, v.stock, v.attributes])).toEqual([
      [`VAR-${stamp}-S`, 3, { Size: "Small" }],
      [`VAR-${stamp}-L`, 2, { Size: "Large" }],
    ]);
    // The shop sees the new product at once.
    const shop = await t.request({
      method: "GET",
      url: "/api/grouped-product/search-all-products/demo-store?search=Rose%20henna%20cone&page=1",
    });
    expect(shop.body).toContain(`OK-${stamp}`);
  });

  it("a Variable product's later row that gives another status is flagged; an empty cell repeats the first row", async () => {
    const stamp = Date.now();
    const variation = (suffix: string, status: string) =>
      line({
        sku: `MIX-${stamp}`,
        title: "Nilgiri tea",
        product_type: "Variable Product",
        status,
        category: "Tea",
        variation_sku: `MIX-${stamp}-${suffix}`,
        variation_price: "250",
        variation_attributes: `Size=${suffix}`,
      });
    const mixed = await check([HEADER, variation("S", "Inactive"), variation("L", "Active")].join("\n"));
    expect(mixed.json().data.problems).toEqual([
      {
        row: 3,
        column: "status",
        message:
          'Row 2 gives this product\'s status as "Inactive"; repeat it on every row, or leave the cell empty.',
      },
    ]);
    expect(mixed.json().data.rows.map((row: { action: string }) => row.action)).toEqual(["error", "error"]);

    const blank = (await check([HEADER, variation("S", "Inactive"), variation("L", "")].join("\n"))).json()
      .data;
    expect(blank).toMatchObject({ problems: [], toCreate: 1 });
    await apply(blank.id);
    await runStoreJobsOnce(t.ctx);
    expect(await bySku(`MIX-${stamp}`)).toMatchObject({ status: "Inactive" });
  });

  it("updates matched SKUs: a new price reaches the shop and a stock change is on the stock history", async () => {
    const csv = await exportCsv();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const simple = rows.find((row) => row.product_type === "Simple" && row.stock !== "") as Record<
      string,
      string
    >;
    simple.originalPrice = String(Number(simple.originalPrice) + 11);
    simple.discountPrice = "";
    simple.stock = String(Number(simple.stock) + 4);
    const changed = [HEADER, line(simple)].join("\n");
    const data = (await check(changed)).json().data;
    expect(data).toMatchObject({ toCreate: 0, toUpdate: 1, problems: [] });
    expect(data.rows).toEqual([{ row: 2, sku: simple.sku, action: "update" }]);
    await apply(data.id);
    await runStoreJobsOnce(t.ctx);
    const product = await bySku(simple.sku as string);
    expect(product).toMatchObject({
      originalPrice: Number(simple.originalPrice),
      discountPrice: null,
      stock: Number(simple.stock),
    });
    const [move] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, product?.product_id ?? 0));
    expect(move).toMatchObject({ reason: "import", delta: 4 });
    const audit = await t.request({
      method: "GET",
      url: "/api/admin/audit?entity=import",
      token: (await createTestStaff(t, "owner")).accessToken,
    });
    expect(audit.json().data[0]).toMatchObject({ action: "catalogue.import", actor: staff.email });
  });

  it("new products with and without delivery days or a GST rate in one batch: blanks take the defaults", async () => {
    const base = {
      product_type: "Simple",
      status: "Active",
      category: "Cones",
      originalPrice: "150",
      hsn_code: "3305",
    };
    const csv = [
      HEADER,
      line({
        ...base,
        sku: "MIX-GIVEN",
        title: "Given cone",
        stock: "3",
        delivery_days: "9",
        gst_rate: "12",
      }),
      line({ ...base, sku: "MIX-BLANK", title: "Blank cone", stock: "4" }),
      line({ ...base, sku: "MIX-DAYS", title: "Days cone", delivery_days: "2" }),
    ].join("\n");
    const data = (await check(csv)).json().data;
    expect(data).toMatchObject({ toCreate: 3, problems: [] });
    await apply(data.id);
    await runStoreJobsOnce(t.ctx);
    expect(await bySku("MIX-GIVEN")).toMatchObject({ delivery_days: 9, gst_rate: 12, stock: 3 });
    expect(await bySku("MIX-BLANK")).toMatchObject({ delivery_days: 5, gst_rate: 18, stock: 4 });
    expect(await bySku("MIX-DAYS")).toMatchObject({ delivery_days: 2, gst_rate: 18, stock: 0 });
  });

  it("the README's example file (docs/catalogue-import-example.csv) checks clean and creates its three kinds", async () => {
    const example = readFileSync(join(findUp("docs") ?? "docs", "catalogue-import-example.csv"), "utf8");
    const data = (await check(example, "catalogue-import-example.csv")).json().data;
    expect(data).toMatchObject({ totalRows: 4, validRows: 4, toCreate: 3, problems: [] });
    await apply(data.id);
    await runStoreJobsOnce(t.ctx);
    expect(await bySku("EX-BRIDAL-KIT")).toMatchObject({
      product_type: "Grouped Product",
      grouped_product: [
        expect.objectContaining({ title: "Rose henna cone" }),
        expect.objectContaining({ title: "Assam CTC tea" }),
      ],
    });
    expect(await bySku("EX-ASSAM-TEA")).toMatchObject({ stock: 37, originalPrice: 180, discountPrice: 160 });
  });

  it("a package may hold products the file does not name (they are found by SKU in the store)", async () => {
    const [simple] = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.product_type, "Simple"))
      .limit(1);
    const data = (
      await check(
        [
          HEADER,
          line({
            sku: `PKG-${Date.now()}`,
            title: "Gift pack",
            product_type: "Grouped Product",
            category: "Gifts",
            originalPrice: "500",
            grouped_skus: simple?.sku ?? "",
          }),
        ].join("\n"),
      )
    ).json().data;
    expect(data).toMatchObject({ toCreate: 1, problems: [] });
  });

  it.each([
    ["a file without the sku column", "title,category\nRose,Cones", /no "sku" column/],
    ["a binary file", "\u0000\u0001PNG", /binary/],
    ["unbalanced quotes", `${HEADER}\n"broken,quote`, /not a CSV file we can read/],
  ])("refuses %s with a clear message", async (_name, csv, message) => {
    const res = await check(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it("SKU clashes with another product's variation are problems, not writes", async () => {
    const [variation] = await t.ctx.db.select().from(productVariations).limit(1);
    const data = (
      await check(
        [
          HEADER,
          line({
            sku: variation?.sku ?? "x",
            title: "Clash",
            product_type: "Simple",
            category: "Cones",
            originalPrice: "10",
          }),
        ].join("\n"),
      )
    ).json().data;
    expect(data.problems[0]).toMatchObject({
      row: 2,
      column: "sku",
      message: expect.stringMatching(/already used/),
    });
  });

  it("only staff may export or import", async () => {
    const customer = await createTestUser(t);
    for (const token of [undefined, customer.accessToken]) {
      const res = await t.request({
        method: "GET",
        url: "/api/admin/catalogue/export",
        ...(token ? { token } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
