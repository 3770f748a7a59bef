import type { ApiSchemas } from "@henna/api";
import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONE_LINE, invoice } from "./invoice-fixtures.test-support";
import InvoicePage from "./invoice-page";

type CreditNote = ApiSchemas["CreditNote"];

function note(over: Partial<CreditNote> = {}): CreditNote {
  const issued = invoice();
  return {
    number: "CN/2026-27/000007",
    issued_at: "2026-11-25T08:00:00Z",
    order_id: "ORD1",
    invoice_number: issued.invoice_number,
    invoice_date: issued.invoice_date,
    supplier: issued.supplier,
    recipient: issued.recipient,
    place_of_supply: issued.place_of_supply,
    supply_type: "intra-state",
    reason: "Leaked in transit",
    lines: [
      { ...CONE_LINE, quantity: 1, amount: 49, taxable_value: 46.67, cgst: 1.165, sgst: 1.165, total: 49 },
    ],
    totals: {
      amount: 49,
      discount: 0,
      taxable_value: 46.67,
      cgst: 1.17,
      sgst: 1.16,
      igst: 0,
      tax: 2.33,
      total: 49,
    },
    total_in_words: "Rupees Forty-Nine Only",
    ...over,
  };
}

function renderPage(path: string, notes: () => Response) {
  const app = renderApp(<InvoicePage />, {
    path,
    routePath: "/invoice",
    preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
  });
  app.server.on("GET", "/payment/order/ORD1/invoice", () => json({ data: invoice() }));
  app.server.on("GET", "/payment/order/ORD1/credit-notes", notes);
  return app;
}

describe("Credit note", () => {
  it("the invoice links to each of the order's credit notes", async () => {
    renderPage("/invoice?order=ORD1", () => json({ data: [note(), note({ number: "CN/2026-27/000009" })] }));
    const links = await screen.findByRole("navigation", { name: "Credit notes" });
    const anchors = within(links).getAllByRole("link");
    expect(anchors.map((a) => a.getAttribute("href"))).toEqual([
      "/invoice?order=ORD1&credit-note=CN%2F2026-27%2F000007",
      "/invoice?order=ORD1&credit-note=CN%2F2026-27%2F000009",
    ]);
    expect(anchors[0]).toHaveTextContent("Credit note CN/2026-27/000007 of 25 Nov 2026: ₹49.00");
  });

  it("shows its number and date, the invoice's, the supplier, HSN, the CGST + SGST split and the words", async () => {
    renderPage("/invoice?order=ORD1&credit-note=CN%2F2026-27%2F000007", () => json({ data: [note()] }));
    await screen.findByRole("heading", { level: 1, name: "Credit Note" });
    expect(screen.getByText("Credit note No.").nextElementSibling).toHaveTextContent("CN/2026-27/000007");
    expect(screen.getByText("Credit note date").nextElementSibling).toHaveTextContent("25 Nov 2026");
    expect(screen.getByText("Against invoice No.").nextElementSibling).toHaveTextContent(
      "INV/2026-27/000001",
    );
    expect(screen.getByText("Invoice date").nextElementSibling).toHaveTextContent("23 Nov 2026");
    expect(screen.getByText("GSTIN: 27ABCDE1234F1Z5")).toBeInTheDocument();
    const table = screen.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "#",
      "Description",
      "HSN",
      "Qty",
      "Amount",
      "Taxable value",
      "GST rate",
      "CGST",
      "SGST",
      "Total",
    ]);
    expect(within(table).getByText("3305")).toBeInTheDocument();
    expect(screen.getByText("Total credited").nextElementSibling).toHaveTextContent("₹49.00");
    expect(screen.getByText("Rupees Forty-Nine Only")).toBeInTheDocument();
    expect(screen.getByText("Reason: Leaked in transit")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the invoice" })).toHaveAttribute(
      "href",
      "/invoice?order=ORD1",
    );
  });

  it("a credit note across states shows IGST", async () => {
    renderPage("/invoice?order=ORD1&credit-note=CN%2F2026-27%2F000007", () =>
      json({
        data: [
          note({
            supply_type: "inter-state",
            place_of_supply: { code: "29", name: "Karnataka" },
            lines: [{ ...CONE_LINE, quantity: 1, cgst: 0, sgst: 0, igst: 2.33, total: 49 }],
          }),
        ],
      }),
    );
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toContain("IGST");
    expect(headers).not.toContain("CGST");
    expect(screen.getByText("Karnataka (29)")).toBeInTheDocument();
  });

  it.each([
    {
      name: "a number the order does not have",
      answer: () => json({ data: [note()] }),
      heading: "Credit note not found",
    },
    {
      name: "another customer's order (404)",
      answer: () =>
        json(
          {
            isError: true,
            success: false,
            code: "NOT_FOUND",
            message: "Order not found",
            msg: "Order not found",
          },
          404,
        ),
      heading: "Credit note not found",
    },
    {
      name: "a failure",
      answer: () =>
        json(
          { isError: true, success: false, code: "INTERNAL", message: "Server busy", msg: "Server busy" },
          500,
        ),
      heading: "We could not load the credit note",
    },
  ])("$name → $heading", async ({ answer, heading }) => {
    renderPage("/invoice?order=ORD1&credit-note=CN%2F2026-27%2F000099", answer);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });
});
