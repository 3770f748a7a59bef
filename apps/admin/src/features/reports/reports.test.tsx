import type { components } from "@henna/api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import { savedFiles } from "../../test-support/saved-files";
import { indiaToday, monthName } from "./download";

type Summary = components["schemas"]["Gstr1Summary"];

const none = { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const EMPTY: Summary = {
  month: "2026-11",
  supplier: { name: "Henna & Tea", gstin: "27ABCDE1234F1Z5", state: { code: "27", name: "Maharashtra" } },
  totals: none,
  invoiced: none,
  credited: none,
  sections: { b2b: none, b2cl: none, b2cs: none, cdnr: none, cdnur: none },
  sheets: (["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "hsn_b2b", "hsn_b2c", "docs"] as const).map(
    (sheet) => ({
      sheet,
      rows: 0,
    }),
  ),
  docs: [],
  cancelled: 0,
  withoutPlaceOfSupply: 0,
  linesWithoutHsn: 0,
};
const FULL: Summary = {
  ...EMPTY,
  // Invoices of ₹1,298 less one credit note of ₹118.
  totals: { invoices: 3, value: 1180, taxable: 1000, cgst: 45, sgst: 45, igst: 90 },
  invoiced: { invoices: 3, value: 1298, taxable: 1100, cgst: 54, sgst: 54, igst: 90 },
  credited: { invoices: 1, value: 118, taxable: 100, cgst: 9, sgst: 9, igst: 0 },
  sections: {
    b2b: none,
    b2cl: none,
    b2cs: { invoices: 3, value: 1180, taxable: 1000, cgst: 45, sgst: 45, igst: 90 },
    cdnr: none,
    cdnur: none,
  },
  sheets: EMPTY.sheets.map((row) => ({ ...row, rows: row.sheet === "b2b" || row.sheet === "b2cl" ? 0 : 2 })),
  docs: [
    { nature: "invoices", from: "INV/2026-27/000001", to: "INV/2026-27/000004", total: 4, cancelled: 1 },
    { nature: "credit-notes", from: "CN/2026-27/000001", to: "CN/2026-27/000001", total: 1, cancelled: 0 },
  ],
  cancelled: 1,
  withoutPlaceOfSupply: 1,
};

const thisMonth = indiaToday().slice(0, 7);

const saved = savedFiles();

describe("GSTR-1 (owner)", () => {
  it("shows the month's return, what to check, and downloads a sheet as the offline tool's CSV", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/reports", {
      answers: {
        "GET /admin/reports/gstr1": json({ data: { ...FULL, month: thisMonth } }),
        "GET /admin/reports/gstr1/b2cs": new Response("Type,Place Of Supply\nOE,27-Maharashtra\n", {
          headers: { "content-type": "text/csv" },
        }),
      },
    });
    const intro = await screen.findByText(/3 invoices issued in/);
    expect(intro).toHaveTextContent("INV/2026-27/000001 to INV/2026-27/000004");
    expect(intro).toHaveTextContent("1 credit note for refunds worth ₹118.00");
    const totals = screen.getByRole("region", { name: "GSTR-1 totals" });
    const all = within(totals).getByRole("row", { name: /All invoices/ });
    expect(all).toHaveTextContent("₹1,100.00");
    const notes = within(totals).getByRole("row", { name: /All credit notes/ });
    expect(notes).toHaveTextContent("₹100.00");
    const net = within(totals).getByRole("row", { name: /Net supplies/ });
    expect(net).toHaveTextContent("₹1,000.00");
    expect(net).toHaveTextContent("₹90.00");
    expect(screen.getByText("cdnr.csv")).toBeInTheDocument();
    expect(screen.getByText(/No buyer gave a GSTIN/)).toBeInTheDocument();
    expect(screen.getByText(/1 invoice has no place of supply/)).toBeInTheDocument();
    expect(screen.getByText(/1 cancelled invoice is counted only/)).toBeInTheDocument();
    expect(callsTo("GET", "/admin/reports/gstr1")[0]?.query.get("month")).toBe(thisMonth);

    await user.click(screen.getByRole("button", { name: "Download b2cs.csv" }));
    await waitFor(() => expect(callsTo("GET", "/admin/reports/gstr1/b2cs")).toHaveLength(1));
    expect(callsTo("GET", "/admin/reports/gstr1/b2cs")[0]?.query.get("month")).toBe(thisMonth);
    // A sheet is a month's invoices in one file: the client that waits minutes; the summary is quick.
    expect(callsTo("GET", "/admin/reports/gstr1/b2cs")[0]?.budget).toBe("long");
    expect(callsTo("GET", "/admin/reports/gstr1")[0]?.budget).toBe("usual");
    await waitFor(() => expect(saved).toEqual([`gstr1-${thisMonth}-b2cs.csv`]));
  });

  it("another month: asks again; a month without invoices says so", async () => {
    const { callsTo } = renderAdmin("/reports", {
      answers: {
        "GET /admin/reports/gstr1": (call) => json({ data: { ...EMPTY, month: call.query.get("month") } }),
      },
    });
    await screen.findByText(
      `No invoices or credit notes were issued in ${monthName(thisMonth)}. The sheets hold their headers only.`,
    );
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2025-04" } });
    expect(
      await screen.findByText(
        "No invoices or credit notes were issued in April 2025. The sheets hold their headers only.",
      ),
    ).toBeInTheDocument();
    expect(callsTo("GET", "/admin/reports/gstr1").map((call) => call.query.get("month"))).toEqual([
      thisMonth,
      "2025-04",
    ]);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2999-01" } });
    expect(await screen.findByText("Choose a month from July 2017 to this month.")).toBeInTheDocument();
    expect(callsTo("GET", "/admin/reports/gstr1")).toHaveLength(2);
  });

  it("a month the server refuses shows its message", async () => {
    renderAdmin("/reports", {
      answers: {
        "GET /admin/reports/gstr1": apiError(400, "VALIDATION_FAILED", "That month has not begun yet."),
      },
    });
    expect(await screen.findByText("That month has not begun yet.")).toBeInTheDocument();
  });
});

describe("the sales report (owner)", () => {
  it("refuses a range the wrong way round without asking, then downloads the CSV for the days", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/reports", {
      answers: {
        "GET /admin/reports/gstr1": json({ data: EMPTY }),
        "GET /admin/reports/sales": new Response("paid_at,order_id\n", {
          headers: { "content-type": "text/csv" },
        }),
      },
    });
    const panel = (await screen.findByRole("heading", { name: "Sales report" })).parentElement as HTMLElement;
    fireEvent.change(within(panel).getByLabelText(/^From/), { target: { value: "2026-11-20" } });
    fireEvent.change(within(panel).getByLabelText(/^To/), { target: { value: "2026-11-01" } });
    await user.click(within(panel).getByRole("button", { name: "Download sales CSV" }));
    expect(
      await within(panel).findByText("The start day must be on or before the end day."),
    ).toBeInTheDocument();
    expect(callsTo("GET", "/admin/reports/sales")).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText(/^To/), { target: { value: "2026-11-25" } });
    await user.click(within(panel).getByRole("button", { name: "Download sales CSV" }));
    await waitFor(() => expect(callsTo("GET", "/admin/reports/sales")).toHaveLength(1));
    const call = callsTo("GET", "/admin/reports/sales")[0];
    expect([call?.query.get("from"), call?.query.get("to")]).toEqual(["2026-11-20", "2026-11-25"]);
    expect(call?.budget).toBe("long");
    await waitFor(() => expect(saved).toEqual(["sales-2026-11-20-to-2026-11-25.csv"]));
  });

  it("shows the server's message when it refuses the range", async () => {
    const user = userEvent.setup();
    renderAdmin("/reports", {
      answers: {
        "GET /admin/reports/gstr1": json({ data: EMPTY }),
        "GET /admin/reports/sales": apiError(400, "VALIDATION_FAILED", "From is not valid."),
      },
    });
    const panel = (await screen.findByRole("heading", { name: "Sales report" })).parentElement as HTMLElement;
    await user.click(within(panel).getByRole("button", { name: "Download sales CSV" }));
    expect(await within(panel).findByText("From is not valid.")).toBeInTheDocument();
  });
});

describe("reports for staff", () => {
  it("a staff member cannot open them", async () => {
    const { callsTo } = renderAdmin("/reports", { as: STAFF });
    expect(await screen.findByText("Only the store owner can open this page.")).toBeInTheDocument();
    expect(callsTo("GET", "/admin/reports/gstr1")).toHaveLength(0);
  });
});

describe("the product feed (owner)", () => {
  it("shows the feed's address and copies it", async () => {
    const user = userEvent.setup();
    renderAdmin("/reports", {
      answers: { "GET /admin/reports/gstr1": json({ isError: false, data: EMPTY }) },
    });
    const address = await screen.findByRole("textbox", { name: "Feed address" });
    const url = `${window.location.origin}/feeds/google-merchant.xml`;
    expect(address).toHaveValue(url);
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(url));
  });
});
