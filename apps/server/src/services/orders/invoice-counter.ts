// Invoice numbers: allocated from invoice_counters in the paying transaction, so numbers are unique,
// gap-free within a financial year for committed payments, and a rolled-back payment takes none.
import { financialYear, formatInvoiceNumber } from "@henna/domain/invoice-number";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";

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
