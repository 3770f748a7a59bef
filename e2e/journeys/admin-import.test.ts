// A staff member uploads a catalogue CSV with two bad rows: the dry run shows both problems (row, column,
// message) and writes nothing; applying the valid rows only (confirmed) imports the rest, which the
// shop then shows.

import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { adminJourney, STAFF } from "./admin-steps.js";

const HEADER =
  "sku,title,product_type,status,category,categorytype,originalPrice,discountPrice,stock,short_description,description,key_features,specifications,delivery_days,gst_rate,hsn_code,image,gallery,grouped_skus,variation_sku,variation_price,variation_salePrice,variation_stock,variation_image,variation_attributes";

function csvFor(viewport: string): { csv: string; good: string[] } {
  const tag = viewport.toUpperCase();
  const row = (sku: string, title: string, price: string, sale = "") =>
    `${sku},${title},Simple,Active,Cones,,${price},${sale},12,,,,,4,5,3305,,,,,,,,,`;
  return {
    csv: [
      HEADER,
      row(`E2E-JASMINE-${tag}`, `Jasmine henna cone ${viewport}`, "140", "119"),
      row(`E2E-BAD-SALE-${tag}`, "Sale above price", "100", "150"),
      row(`E2E-MOGRA-${tag}`, `Mogra henna cone ${viewport}`, "150"),
      row(`E2E-BAD-PRICE-${tag}`, "Price in words", "hundred"),
    ].join("\n"),
    good: [`Jasmine henna cone ${viewport}`, `Mogra henna cone ${viewport}`],
  };
}

adminJourney("admin-import", (j) => {
  it("the dry run shows both bad rows and writes nothing", async () => {
    await j.signIn(STAFF);
    await j.goto("/admin/catalogue");
    await j.page.getByRole("heading", { name: "Import/Export" }).waitFor();
    const { csv } = csvFor(j.viewport);
    await j.page
      .getByLabel("Upload CSV")
      .setInputFiles({ name: `cones-${j.viewport}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
    const problems = j.page.getByRole("table", { name: "Problems in the file" });
    await problems.waitFor();
    const rows = problems.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    // biome-ignore lint/performance/useDomNodeTextContent: a row as it reads, its cells apart
    expect(await rows.nth(0).innerText()).toMatch(
      /3\s+discountPrice\s+Sale price must be less than the price\./,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: a row as it reads, its cells apart
    expect(await rows.nth(1).innerText()).toMatch(/5\s+originalPrice\s+Enter a number/);
    const plan = j.page.getByRole("table", { name: "What each row does" }).locator("tbody tr");
    expect(await plan.allInnerTexts()).toEqual([
      expect.stringMatching(/2\s+E2E-JASMINE.*create/),
      expect.stringMatching(/3\s+E2E-BAD-SALE.*error/),
      expect.stringMatching(/4\s+E2E-MOGRA.*create/),
      expect.stringMatching(/5\s+E2E-BAD-PRICE.*error/),
    ]);
    await j.shot("import-dry-run", { fullPage: true });
    await j.expectAccessible();
    const shop = await fetch(
      j.url(
        `/api/grouped-product/search-all-products/demo-store?search=${encodeURIComponent("Jasmine henna cone")}&page=1`,
      ),
    );
    expect(JSON.stringify(await shop.json())).not.toContain(`Jasmine henna cone ${j.viewport}`);
  });

  it("applies the valid rows only, when confirmed, and the shop shows them", async () => {
    await j.page.getByRole("button", { name: "Apply valid rows only" }).click();
    await j.page.getByRole("button", { name: "Apply 2 rows" }).click();
    // Of the file's 4 rows, the 2 valid ones were written and the 2 with problems skipped.
    await j.page.getByText("Applied: 2 rows written.").waitFor({ timeout: STEP_LIMIT_MS });
    await j.page.getByText("2 rows with problems were skipped.").waitFor();
    await j.shot("import-applied");
    for (const title of csvFor(j.viewport).good) {
      const answer = await fetch(
        j.url(
          `/api/grouped-product/search-all-products/demo-store?search=${encodeURIComponent(title)}&page=1`,
        ),
      );
      const body = (await answer.json()) as { data: { title: string }[] };
      expect(body.data.map((product) => product.title)).toContain(title);
    }
    const bad = await fetch(
      j.url(
        `/api/grouped-product/search-all-products/demo-store?search=${encodeURIComponent("Sale above price")}&page=1`,
      ),
    );
    expect(((await bad.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
