import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin } from "../../test-support/admin-harness";
import { savedFiles } from "../../test-support/saved-files";

function report(patch: Record<string, unknown> = {}) {
  return {
    id: 5,
    state: "checked",
    fileName: "catalogue.csv",
    totalRows: 4,
    validRows: 2,
    toCreate: 1,
    toUpdate: 1,
    processedRows: 0,
    problems: [
      { row: 3, column: "price", message: "Enter the price as a number." },
      { row: 5, column: "sale_price", message: "The sale price must be below the price." },
    ],
    rows: [
      { row: 2, sku: "NEW-1", action: "create" },
      { row: 3, sku: "BAD-1", action: "error" },
      { row: 4, sku: "OLD-1", action: "update" },
      { row: 5, sku: "BAD-2", action: "error" },
    ],
    skipInvalid: false,
    createdAt: "2026-11-25T10:00:00.000Z",
    finishedAt: null,
    lastError: null,
    ...patch,
  };
}

describe("CSV import", () => {
  it("checks the file first, shows every problem, applies the valid rows only when confirmed and follows the progress", async () => {
    const user = userEvent.setup();
    let applied = false;
    let reads = 0;
    const { callsTo } = renderAdmin("/catalogue", {
      answers: {
        "POST /admin/catalogue/imports": json({ data: report() }, 201),
        "POST /admin/catalogue/imports/5/apply": () => {
          applied = true;
          return json({ data: report({ state: "queued", skipInvalid: true }) }, 202);
        },
        "GET /admin/catalogue/imports/5": () => {
          if (!applied) return json({ data: report() });
          reads += 1;
          const done = {
            state: "done",
            processedRows: 2,
            skipInvalid: true,
            finishedAt: "2026-11-25T10:01:00.000Z",
          };
          return json({
            data:
              reads < 2 ? report({ state: "running", processedRows: 1, skipInvalid: true }) : report(done),
          });
        },
      },
    });
    const file = new File(["sku,title\nNEW-1,Cone\n"], "catalogue.csv", { type: "text/csv" });
    await user.upload(await screen.findByLabelText("Upload CSV"), file);
    await waitFor(() => expect(callsTo("POST", "/admin/catalogue/imports")).toHaveLength(1));
    expect(callsTo("POST", "/admin/catalogue/imports")[0]?.body).toBe("sku,title\nNEW-1,Cone\n");
    expect(callsTo("POST", "/admin/catalogue/imports")[0]?.headers.get("x-file-name")).toBe("catalogue.csv");
    // Up to 100 MB sent and checked before the answer: the client that waits minutes, not 15 s.
    expect(callsTo("POST", "/admin/catalogue/imports")[0]?.budget).toBe("long");

    const problems = await screen.findByRole("table", { name: "Problems in the file" });
    expect(within(problems).getByText("Enter the price as a number.")).toBeInTheDocument();
    expect(within(problems).getByText("The sale price must be below the price.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Apply valid rows only" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply the valid rows only?" });
    await user.click(within(dialog).getByRole("button", { name: "Apply 2 rows" }));
    await waitFor(() => expect(callsTo("POST", "/admin/catalogue/imports/5/apply")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/catalogue/imports/5/apply")[0]?.body ?? "{}")).toEqual({
      skipInvalid: true,
    });
    expect(await screen.findByText("Applied: 2 rows written.")).toBeInTheDocument();
    expect(screen.getByText("2 rows with problems were skipped.")).toBeInTheDocument();
  });

  it("applies a clean file with one click", async () => {
    const user = userEvent.setup();
    const clean = report({ problems: [], validRows: 4, rows: [{ row: 2, sku: "NEW-1", action: "create" }] });
    const { callsTo } = renderAdmin("/catalogue?import=5", {
      answers: {
        "GET /admin/catalogue/imports/5": json({ data: clean }),
        "POST /admin/catalogue/imports/5/apply": json(
          { data: { ...clean, state: "done", processedRows: 4 } },
          202,
        ),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    await waitFor(() => expect(callsTo("POST", "/admin/catalogue/imports/5/apply")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/catalogue/imports/5/apply")[0]?.body ?? "{}")).toEqual({
      skipInvalid: false,
    });
  });

  it("shows a refused upload's message", async () => {
    renderAdmin("/catalogue", {
      answers: {
        "POST /admin/catalogue/imports": json(
          {
            isError: true,
            success: false,
            code: "BAD_CSV",
            message: "The first row must name the columns.",
            msg: "",
          },
          400,
        ),
      },
    });
    const input = await screen.findByLabelText("Upload CSV");
    fireEvent.change(input, { target: { files: [new File(["x"], "x.csv", { type: "text/csv" })] } });
    expect(await screen.findByText("The first row must name the columns.")).toBeInTheDocument();
  });
});

describe("CSV export", () => {
  const saved = savedFiles();

  it("downloads the whole catalogue through the client that waits minutes", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/catalogue", {
      answers: {
        "GET /admin/catalogue/export": new Response("sku,title\nKESAR-100,Kesar\n", {
          headers: { "content-type": "text/csv" },
        }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("The catalogue is downloaded")).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(callsTo("GET", "/admin/catalogue/export").map((call) => call.budget)).toEqual(["long"]);
  });
});
