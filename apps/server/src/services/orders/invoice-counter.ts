// Invoice numbers: allocated from invoice_counters in the paying transaction, so numbers are unique,
// gap-free within a financial year for committed payments, and a rolled-back payment takes none.
// An invoice, once issued, does not change: the supplier's details are copied onto the order with the
// number, so a later change of the store's name, address or GSTIN leaves its issued invoices as they were.
import { financialYear, formatInvoiceNumber } from "@henna/domain/invoice-number";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { type InvoiceSupplier, stores } from "../../db/schema.js";

export async function allocateInvoiceNumber(tx: Transaction, mainId: string, at: Date): Promise<string> {
  const year = financialYear(at);
  const result = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO invoice_counters (main_id, financial_year, last_number) VALUES (${mainId}, ${year}, 1)
    ON CONFLICT (main_id, financial_year)
    DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`);
  const next = Number(result.rows[0]?.last_number);
  return formatInvoiceNumber(year, next);
}

type StoreRow = typeof stores.$inferSelect;

/** The supplier as the store's profile names it now (the invoice's view reads its state from these). */
export function supplierOf(store: StoreRow): InvoiceSupplier {
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
