// The GSTR-1 tables as the GST offline tool's CSV sheets (b2b, b2cl, b2cs, hsn, docs): its column
// headers, in its order, and its cell formats.
//
// Decisions:
// - Dates are dd-Mmm-yyyy ('05-Nov-2026') in India's calendar, amounts have two decimals, rates are
//   plain numbers ('18', '0.25'), places of supply are '27-Maharashtra' with the tool's spelling of the
//   state ('&' for 'and').
// - 'Applicable % of Tax Rate' is empty (the 65 % rate is for a few notified supplies this shop does
//   not make), cess is 0, there is no e-commerce operator, no reverse charge, and B2B invoices are
//   'Regular B2B'.
// - hsn_b2b and hsn_b2c are the HSN table's two tabs of the offline tool since 2025 (hsn(b2b), hsn(b2c));
//   hsn is both together, for a tool of the earlier layout.
// - cdnr and cdnur are the credit notes' sheets (Note Type C), amounts positive as the tool asks; a
//   cdnr note of a registered buyer is 'Regular B2B', a cdnur note 'B2CL' (the only unregistered kind
//   this shop issues notes on: exports and e-commerce supplies it does not make). docs lists the credit
//   notes' series as 'Credit Note'.
// - The HSN sheets are the 'Rate' layout (one row per HSN and rate) with the UQC NOS-NUMBERS, or NA for
//   a services code.
import type { GstState } from "./gst-states";
import { type Gstr1Return, isServiceCode } from "./gstr1";

export const GSTR1_SHEETS = [
  "b2b",
  "b2cl",
  "b2cs",
  "cdnr",
  "cdnur",
  "hsn",
  "hsn_b2b",
  "hsn_b2c",
  "docs",
] as const;
export type Gstr1Sheet = (typeof GSTR1_SHEETS)[number];

const HSN_HEADERS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

export const GSTR1_HEADERS: Record<Gstr1Sheet, readonly string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn: HSN_HEADERS,
  hsn_b2b: HSN_HEADERS,
  hsn_b2c: HSN_HEADERS,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IST_OFFSET_MS = 330 * 60 * 1000;

/** '05-Nov-2026': the day in India. */
export function portalDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, "0")}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

/** '27-Maharashtra'; empty when unknown. */
export function portalPlaceOfSupply(state: GstState | null): string {
  return state ? `${state.code}-${state.name.replaceAll(" and ", " & ")}` : "";
}

/** Whole paise as '1234.50'. */
export function portalAmount(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 18 → '18', 0.25 → '0.25'. */
export const portalRate = (rate: number) => String(Math.round(rate * 100) / 100);

/** One sheet's rows (without its header), every cell text. */
export function gstr1SheetRows(result: Gstr1Return, sheet: Gstr1Sheet): string[][] {
  switch (sheet) {
    case "b2b":
      return result.b2b.map((row) => [
        row.recipientGstin,
        row.recipientName,
        row.number,
        portalDate(row.date),
        portalAmount(row.invoiceValue),
        portalPlaceOfSupply(row.placeOfSupply),
        "N",
        "",
        "Regular B2B",
        "",
        portalRate(row.rate),
        portalAmount(row.taxable),
        "0.00",
      ]);
    case "b2cl":
      return result.b2cl.map((row) => [
        row.number,
        portalDate(row.date),
        portalAmount(row.invoiceValue),
        portalPlaceOfSupply(row.placeOfSupply),
        "",
        portalRate(row.rate),
        portalAmount(row.taxable),
        "0.00",
        "",
      ]);
    case "b2cs":
      return result.b2cs.map((row) => [
        "OE",
        portalPlaceOfSupply(row.placeOfSupply),
        "",
        portalRate(row.rate),
        portalAmount(row.taxable),
        "0.00",
        "",
      ]);
    case "cdnr":
      return result.cdnr.map((row) => [
        row.recipientGstin,
        row.recipientName,
        row.number,
        portalDate(row.date),
        "C",
        portalPlaceOfSupply(row.placeOfSupply),
        "N",
        "Regular B2B",
        portalAmount(row.noteValue),
        "",
        portalRate(row.rate),
        portalAmount(row.taxable),
        "0.00",
      ]);
    case "cdnur":
      return result.cdnur.map((row) => [
        "B2CL",
        row.number,
        portalDate(row.date),
        "C",
        portalPlaceOfSupply(row.placeOfSupply),
        portalAmount(row.noteValue),
        "",
        portalRate(row.rate),
        portalAmount(row.taxable),
        "0.00",
      ]);
    case "hsn":
    case "hsn_b2b":
    case "hsn_b2c":
      return (sheet === "hsn" ? result.hsn : sheet === "hsn_b2b" ? result.hsnB2b : result.hsnB2c).map(
        (row) => [
          row.hsn,
          row.description.slice(0, 30),
          isServiceCode(row.hsn) ? "NA" : "NOS-NUMBERS",
          String(row.quantity),
          portalAmount(row.totalValue),
          portalRate(row.rate),
          portalAmount(row.taxable),
          portalAmount(row.igst),
          portalAmount(row.cgst),
          portalAmount(row.sgst),
          "0.00",
        ],
      );
    case "docs":
      return result.docs.map((row) => [
        row.nature === "credit-notes" ? "Credit Note" : "Invoices for outward supply",
        row.from,
        row.to,
        String(row.total),
        String(row.cancelled),
      ]);
  }
}
