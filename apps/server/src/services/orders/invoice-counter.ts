// Invoice numbers: allocated from invoice_counters in the paying transaction, so numbers are unique,
// gap-free within a financial year for committed payments, and a rolled-back payment takes none.
// An invoice, once issued, does not change: the supplier's details are copied onto the order with the
// number, so a later change of the store's name, address or GSTIN leaves its issued invoices as they were.
import { financialYear, formatInvoiceNumber } from "@henna/domain/invoice-number";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { type InvoiceSupplier, invoiceCounters, stores } from "../../db/schema.js";
import { yearCounter } from "../year-counter.js";

const nextInvoiceNumber = yearCounter("invoice_counter_next", invoiceCounters);

export async function allocateInvoiceNumber(tx: Transaction, mainId: string, at: Date): Promise<string> {
  const year = financialYear(at);
  return formatInvoiceNumber(year, await nextInvoiceNumber(tx, mainId, year));
}

type StoreRow = typeof stores.$inferSelect;

/** The store's columns an invoice's supplier is named from. */
export type SupplierColumns = Pick<
  StoreRow,
  "company_name" | "orignal_logoname" | "address" | "office_address" | "gstin" | "phone" | "mobile" | "email"
>;

/** The store's columns the supplier is named from, for a query that reads them beside an order. */
export const supplierColumns = {
  company_name: stores.company_name,
  orignal_logoname: stores.orignal_logoname,
  address: stores.address,
  office_address: stores.office_address,
  gstin: stores.gstin,
  phone: stores.phone,
  mobile: stores.mobile,
  email: stores.email,
} satisfies Record<keyof SupplierColumns, unknown>;

/** The supplier as the store's profile names it now (the invoice's view reads its state from these). */
export function supplierOf(store: SupplierColumns): InvoiceSupplier {
  return {
    name: store.company_name || store.orignal_logoname,
    address: store.address || store.office_address,
    gstin: store.gstin,
    mobile: store.phone || store.mobile || null,
    email: store.email || null,
  };
}

/** What issuing an order's invoice writes onto it: the next number, the date and the supplier. */
export async function issueInvoice(
  tx: Transaction,
  mainId: string,
  at: Date,
): Promise<{ invoice_number: string; invoice_date: Date; invoice_supplier: InvoiceSupplier | null }> {
  const invoice_number = await allocateInvoiceNumber(tx, mainId, at);
  const [store] = await tx.select().from(stores).where(eq(stores.main_id, mainId));
  return { invoice_number, invoice_date: at, invoice_supplier: store ? supplierOf(store) : null };
}
