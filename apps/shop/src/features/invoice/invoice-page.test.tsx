import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONE_LINE, invoice } from "./invoice-fixtures.test-support";
import InvoicePage from "./invoice-page";

function renderInvoice(path: string, answer?: () => Response) {
  const app = renderApp(<InvoicePage />, {
    path,
    routePath: "/invoice",
    preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
  });
  if (answer) app.server.on("GET", "/payment/order/ORD1/invoice", answer);
  app.server.on("GET", "/payment/order/ORD1/credit-notes", () => json({ data: [] }));
  return app;
}

describe("Invoice", () => {
  it("shows the supplier, place of supply, HSN, the CGST + SGST split, totals and words", async () => {
    renderInvoice("/invoice?order=ORD1", () => json({ data: invoice() }));
    await screen.findByRole("heading", { level: 1, name: "Tax Invoice" });
    expect(screen.getByText("GSTIN: 27ABCDE1234F1Z5")).toBeInTheDocument();
    expect(screen.getByText("INV/2026-27/000001")).toBeInTheDocument();
    expect(screen.getAllByText("23 Nov 2026", { selector: "dd" })).toHaveLength(2);
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
    expect(within(table).getAllByText("3305")).toHaveLength(1);
    expect(within(table).getByText("996812")).toBeInTheDocument();
    expect(screen.getByText("Rupees One Hundred Thirty-Eight Only")).toBeInTheDocument();
    expect(screen.getByText("Invoice total").nextElementSibling).toHaveTextContent("₹138.00");
    expect(screen.getByText(/All prices include GST/)).toBeInTheDocument();
    expect(screen.queryByText(/fixed line/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
  });

  it("shows IGST across states, and the advance and remaining amount for pay on delivery", async () => {
    renderInvoice("/invoice?order=ORD1", () =>
      json({
        data: invoice({
          supply_type: "inter-state",
          place_of_supply: { code: "29", name: "Karnataka" },
          payment_mode: "Pay on delivery",
          advance_paid: 60,
          remaining_amount: 78,
        }),
      }),
    );
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toContain("IGST");
    expect(headers).not.toContain("CGST");
    expect(screen.getByText("Karnataka (29)")).toBeInTheDocument();
    expect(screen.getByText("Advance paid").nextElementSibling).toHaveTextContent("₹60.00");
    expect(screen.getByText("Remaining (due on delivery)").nextElementSibling).toHaveTextContent("₹78.00");
  });

  it("says the GST was added at checkout when the store prices without GST", async () => {
    renderInvoice("/invoice?order=ORD1", () => json({ data: invoice({ tax_mode: "exclusive" }) }));
    expect(
      await screen.findByText(/Prices exclude GST: the GST of each line was added at checkout/),
    ).toBeInTheDocument();
  });

  it("an order placed with the fixed 'Gst Tax (10%)' line shows that line as issued, and says so", async () => {
    renderInvoice("/invoice?order=ORD1", () =>
      json({
        data: invoice({
          tax_mode: "legacy_fixed",
          lines: [
            CONE_LINE,
            {
              kind: "charge",
              description: "Gst Tax (10%)",
              hsn_code: "3305",
              quantity: null,
              unit_price: null,
              amount: 200,
              discount: 0,
              taxable_value: 190.48,
              gst_rate: 5,
              cgst: 4.76,
              sgst: 4.76,
              igst: 0,
              total: 200,
            },
          ],
          totals: {
            amount: 298,
            discount: 0,
            taxable_value: 283.82,
            cgst: 7.09,
            sgst: 7.09,
            igst: 0,
            tax: 14.18,
            total: 298,
          },
          checkout_tax_line: { label: "Gst Tax (10%)", amount: 200 },
        }),
      }),
    );
    const table = await screen.findByRole("table");
    expect(within(table).getAllByText("3305")).toHaveLength(2);
    expect(screen.getByText(/fixed line “Gst Tax \(10%\)” of ₹200\.00/)).toBeInTheDocument();
  });

  it.each([
    { status: 404, code: "NOT_FOUND", message: "Order not found", heading: "Invoice not found" },
    {
      status: 409,
      code: "INVOICE_NOT_READY",
      message: "The invoice is ready once the order is paid or confirmed.",
      heading: "Invoice not ready yet",
    },
    { status: 500, code: "INTERNAL", message: "Server busy", heading: "We could not load the invoice" },
  ])("$status answer → $heading", async ({ status, code, message, heading }) => {
    renderInvoice("/invoice?order=ORD1", () =>
      json({ isError: true, success: false, code, message, msg: message }, status),
    );
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("asks which invoice without ?order", () => {
    renderInvoice("/invoice");
    expect(screen.getByRole("heading", { level: 1, name: "Which invoice?" })).toBeInTheDocument();
  });
});
