/**
 * Invoice numbers (Indian GST practice: a running number per financial year).
 *
 * Decisions:
 * - The financial year runs from 1 April to 31 March in Asia/Kolkata (UTC+05:30, no daylight saving),
 *   written '2026-27'. An order paid at 23:59 IST on 31 March belongs to the year that ends that day.
 * - Numbers are 'INV/<year>/<n>' with n zero-padded to 6 digits (wider numbers are kept whole), so they
 *   sort by text within a year.
 */

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Indian financial year (April–March, IST) an instant falls in, as '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  // getUTCMonth: 0 = January, 3 = April.
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** 'INV/2026-27/000001' for the first invoice of financial year 2026-27. */
export function formatInvoiceNumber(year: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError("invoice sequence must be a whole number from 1");
  return `INV/${year}/${String(sequence).padStart(6, "0")}`;
}

/** 'CN/2026-27/000001' for the first credit note of financial year 2026-27: a series of its own. */
export function formatCreditNoteNumber(year: string, sequence: number): string {
  return formatInvoiceNumber(year, sequence).replace(/^INV\//, "CN/");
}
