// The invoice's line table: HSN, quantity, taxable value, rate and CGST + SGST or IGST per line.
import { formatRupees } from "@henna/domain/money";
import styles from "./invoice-page.module.css";
import type { TaxInvoice } from "./invoice-resources";

const money = (amount: number) => formatRupees(amount, { paise: "always" });

export function InvoiceLines({ invoice }: { invoice: TaxInvoice }) {
  const intra = invoice.supply_type === "intra-state";
  const { totals } = invoice;
  const hasDiscount = totals.discount > 0;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableScroll} aria-label="Invoice lines" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col" className={styles.num}>
              Qty
            </th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
            {hasDiscount && (
              <th scope="col" className={styles.num}>
                Discount
              </th>
            )}
            <th scope="col" className={styles.num}>
              Taxable value
            </th>
            <th scope="col" className={styles.num}>
              GST rate
            </th>
            {intra ? (
              <>
                <th scope="col" className={styles.num}>
                  CGST
                </th>
                <th scope="col" className={styles.num}>
                  SGST
                </th>
              </>
            ) : (
              <th scope="col" className={styles.num}>
                IGST
              </th>
            )}
            <th scope="col" className={styles.num}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                {line.description}
                {line.kind !== "goods" && <span className={styles.kind}> (charge)</span>}
              </td>
              <td>{line.hsn_code ?? "—"}</td>
              <td className={styles.num}>{line.quantity ?? "—"}</td>
              <td className={styles.num}>{money(line.amount)}</td>
              {hasDiscount && (
                <td className={styles.num}>{line.discount > 0 ? `−${money(line.discount)}` : "—"}</td>
              )}
              <td className={styles.num}>{money(line.taxable_value)}</td>
              <td className={styles.num}>{line.gst_rate}%</td>
              {intra ? (
                <>
                  <td className={styles.num}>
                    {money(line.cgst)}
                    <span className={styles.rate}> @{line.gst_rate / 2}%</span>
                  </td>
                  <td className={styles.num}>
                    {money(line.sgst)}
                    <span className={styles.rate}> @{line.gst_rate / 2}%</span>
                  </td>
                </>
              ) : (
                <td className={styles.num}>{money(line.igst)}</td>
              )}
              <td className={styles.num}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className={styles.num}>{money(totals.amount)}</td>
            {hasDiscount && <td className={styles.num}>−{money(totals.discount)}</td>}
            <td className={styles.num}>{money(totals.taxable_value)}</td>
            <td />
            {intra ? (
              <>
                <td className={styles.num}>{money(totals.cgst)}</td>
                <td className={styles.num}>{money(totals.sgst)}</td>
              </>
            ) : (
              <td className={styles.num}>{money(totals.igst)}</td>
            )}
            <td className={styles.num}>{money(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
