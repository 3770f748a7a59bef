import type { components } from "@henna/api";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, OWNER, renderAdmin } from "../../test-support/admin-harness";
import { adminOrder } from "../../test-support/order-fixture";

type CreditNote = components["schemas"]["CreditNote"];
const MAHARASHTRA = { code: "27", name: "Maharashtra" };

function note(number: string, over: Partial<CreditNote> = {}): CreditNote {
  return {
    number,
    issued_at: "2026-11-25T08:00:00Z",
    order_id: "ORD1001",
    invoice_number: "INV/2026-27/000001",
    invoice_date: "2026-11-23T10:00:00Z",
    supplier: {
      name: "Mehendi & Chai",
      address: "Shop 4, Malad East, Mumbai 400097",
      gstin: "27ABCDE1234F1Z5",
      state: MAHARASHTRA,
      mobile: null,
      email: null,
    },
    recipient: {
      name: "Asha Rao",
      gstin: null,
      mobile: "9876543210",
      billing_address: "Flat 4, Mumbai, 400097",
      shipping_address: "Flat 4, Mumbai, 400097",
    },
    place_of_supply: MAHARASHTRA,
    supply_type: "intra-state",
    reason: "Leaked cone",
    lines: [
      {
        kind: "goods",
        description: "Organic henna cone",
        hsn_code: "3305",
        quantity: 1,
        unit_price: 120,
        amount: 120,
        discount: 0,
        taxable_value: 114.29,
        gst_rate: 5,
        cgst: 2.86,
        sgst: 2.85,
        igst: 0,
        total: 120,
      },
    ],
    totals: {
      amount: 120,
      discount: 0,
      taxable_value: 114.29,
      cgst: 2.86,
      sgst: 2.85,
      igst: 0,
      tax: 5.71,
      total: 120,
    },
    total_in_words: "Rupees One Hundred Twenty Only",
    ...over,
  };
}

describe("an order's credit notes", () => {
  it("the order page links to each note's print", async () => {
    renderAdmin("/orders/ORD1001", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "GET /admin/orders/ORD1001/credit-notes": json({ data: [note("CN/2026-27/000004")] }),
      },
    });
    const link = await screen.findByRole("link", { name: /^Print credit note CN\/2026-27\/000004/ });
    expect(link).toHaveAttribute("href", "/orders/ORD1001/credit-notes?number=CN%2F2026-27%2F000004");
    expect(link).toHaveTextContent("Credit note CN/2026-27/000004");
  });

  it("prints each note like the invoice: numbers, the invoice's, HSN, CGST + SGST, words and reason", async () => {
    renderAdmin("/orders/ORD1001/credit-notes", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001/credit-notes": json({
          data: [note("CN/2026-27/000004"), note("CN/2026-27/000005", { reason: "Late delivery" })],
        }),
      },
    });
    const sheets = await screen.findAllByRole("article");
    expect(sheets).toHaveLength(2);
    const first = sheets[0] as HTMLElement;
    expect(within(first).getByRole("heading", { level: 1, name: "Credit Note" })).toBeInTheDocument();
    expect(within(first).getByText("Credit note No.").nextElementSibling).toHaveTextContent(
      "CN/2026-27/000004",
    );
    expect(within(first).getByText("Against invoice No.").nextElementSibling).toHaveTextContent(
      "INV/2026-27/000001",
    );
    const headers = within(first)
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
    expect(within(first).getByText("Rupees One Hundred Twenty Only")).toBeInTheDocument();
    expect(within(first).getByText("Reason: Leaked cone")).toBeInTheDocument();
    expect(document.title).toBe("Credit notes of order ORD1001");
  });

  it("?number= prints that note only; none says so; a failure offers to retry", async () => {
    renderAdmin("/orders/ORD1001/credit-notes?number=CN%2F2026-27%2F000005", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001/credit-notes": json({
          data: [note("CN/2026-27/000004"), note("CN/2026-27/000005")],
        }),
      },
    });
    const sheets = await screen.findAllByRole("article");
    expect(sheets).toHaveLength(1);
    expect(within(sheets[0] as HTMLElement).getByText("CN/2026-27/000005")).toBeInTheDocument();
  });

  it.each([
    { answer: json({ data: [] }), want: "No credit note to print" },
    {
      answer: apiError(500, "INTERNAL", "Something went wrong on our side."),
      want: "The credit notes could not be opened",
    },
  ])("$want", async ({ answer, want }) => {
    renderAdmin("/orders/ORD1001/credit-notes", {
      as: OWNER,
      answers: { "GET /admin/orders/ORD1001/credit-notes": answer },
    });
    expect(await screen.findByText(want)).toBeInTheDocument();
  });
});

describe("the order's invoice print", () => {
  it("uses the same sheet: the supplier, the numbers, the line table and the payment", async () => {
    const { number: _n, issued_at: _i, reason: _r, ...same } = note("CN/2026-27/000004");
    renderAdmin("/orders/ORD1001/invoice", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001/invoice": json({
          data: {
            ...same,
            order_date: "2026-11-23T09:00:00Z",
            orderStatus: "Packed",
            payment_mode: "Pay on delivery",
            advance_paid: 20,
            remaining_amount: 100,
            tax_mode: "inclusive",
            checkout_tax_line: null,
          },
        }),
      },
    });
    const sheet = await screen.findByRole("article");
    expect(within(sheet).getByRole("heading", { level: 1, name: "Tax invoice" })).toBeInTheDocument();
    expect(within(sheet).getByText("Invoice No.").nextElementSibling).toHaveTextContent("INV/2026-27/000001");
    expect(within(sheet).getByText("Invoice total").nextElementSibling).toHaveTextContent("₹120.00");
    expect(within(sheet).getByText("Due on delivery").nextElementSibling).toHaveTextContent("₹100.00");
    expect(within(sheet).getByText("3305")).toBeInTheDocument();
  });
});
