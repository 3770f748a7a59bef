#!/usr/bin/env node
// The back office's CSV at catalogue scale: the built server over a fresh database holding N seeded
// products; an owner made with the CLI exports the catalogue (streamed), then imports a file of N new
// products (dry run, then applied by the job runner) and an export of the whole catalogue again
// (every row unchanged). Prints each step's time; targets: export of 100,000 products <= 15 s, an
// import of 100,000 rows applied <= 90 s on PostgreSQL.
//   node bench/api/catalogue-csv.mjs [--postgres] [--products 100000] [--rows 100000]
import { parseArgs } from "node:util";
import { seededStore } from "./seeded-server.mjs";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    products: { type: "string", default: "100000" },
    rows: { type: "string", default: "100000" },
  },
});
const PRODUCTS = Number(values.products);
const ROWS = Number(values.rows);
const store = await seededStore({ name: "csv", postgres: values.postgres, env: { JOBS_POLL_MS: "200" } });

async function main() {
  console.log(
    `# catalogue CSV: ${PRODUCTS.toLocaleString("en-IN")} products, importing ${ROWS.toLocaleString("en-IN")} rows, on ${store.database}`,
  );
  store.cli(["seed-catalogue", "--count", String(PRODUCTS)]);
  const email = "bench-owner@shop.example";
  store.cli(["staff", "add", email, "--role", "owner"], "bench-password-1\n");
  const base = `${await store.startServer()}/api`;
  const login = await (
    await fetch(`${base}/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "bench-password-1" }),
    })
  ).json();
  const auth = { authorization: `Bearer ${login.accessToken}` };

  let started = performance.now();
  const exported = await (await fetch(`${base}/admin/catalogue/export`, { headers: auth })).text();
  const exportSeconds = (performance.now() - started) / 1000;
  const exportRows = exported.trimEnd().split("\n").length - 1;
  console.log(
    `export: ${exportRows.toLocaleString("en-IN")} rows, ${(exported.length / 1e6).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s`,
  );

  const [header] = exported.split("\n", 1);
  const columns = header.split(",");
  const lines = [header];
  for (let i = 0; i < ROWS; i++) {
    const cells = Object.fromEntries(columns.map((c) => [c, ""]));
    Object.assign(cells, {
      sku: `CSV-${i + 1}`,
      title: `Imported henna cone ${i + 1}`,
      product_type: "Simple",
      status: "Active",
      category: "Cones",
      originalPrice: String(100 + (i % 400)),
      discountPrice: i % 3 === 0 ? String(90 + (i % 400)) : "",
      stock: String(i % 50),
      gst_rate: "5",
      hsn_code: "3305",
    });
    lines.push(columns.map((c) => cells[c]).join(","));
  }

  async function importFile(csv, label) {
    let t0 = performance.now();
    const checked = await (
      await fetch(`${base}/admin/catalogue/imports`, {
        method: "POST",
        headers: { ...auth, "content-type": "text/csv" },
        body: csv,
      })
    ).json();
    if (!checked.data) throw new Error(`dry run failed: ${JSON.stringify(checked)}`);
    const dry = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await fetch(`${base}/admin/catalogue/imports/${checked.data.id}/apply`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: "{}",
    });
    let report;
    for (;;) {
      report = (
        await (
          await fetch(`${base}/admin/catalogue/imports/${checked.data.id}?limit=1`, { headers: auth })
        ).json()
      ).data;
      if (report.state === "done" || report.state === "failed") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const applied = (performance.now() - t0) / 1000;
    console.log(
      `${label}: dry run ${dry.toFixed(1)} s (${checked.data.toCreate} to create, ${checked.data.toUpdate} to update, ${checked.data.problems.length} problems), applied in ${applied.toFixed(1)} s (${report.state}${report.lastError ? `: ${report.lastError}` : ""})`,
    );
  }
  await importFile(lines.join("\n"), `import of ${ROWS.toLocaleString("en-IN")} new products`);
  started = performance.now();
  const again = await (await fetch(`${base}/admin/catalogue/export`, { headers: auth })).text();
  console.log(
    `export after import: ${(again.trimEnd().split("\n").length - 1).toLocaleString("en-IN")} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await importFile(again, "the export imported again");
}

try {
  await main();
} finally {
  await store.cleanup();
}
