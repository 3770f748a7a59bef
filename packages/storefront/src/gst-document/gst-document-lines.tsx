// A GST document's line table (the tax invoice's, and its credit notes' with the credited part of each
// line): HSN, quantity, taxable value, rate and CGST + SGST or IGST per line.
import { t } from "../i18n/i18n.ts";
import styles from "./gst-document.module.css";
import { type GstDocument, money } from "./gst-document-parts.tsx";

export function GstDocumentLines({ document }: { document: GstDocument }) {
  const intra = document.supply_type === "intra-state";
  const { totals } = document;
  const hasDiscount = totals.discount > 0;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableScroll} aria-label={t("Invoice lines")} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("Description")}</th>
            <th scope="col">{t("HSN")}</th>
            <th scope="col" className={styles.num}>
              {t("Qty")}
            </th>
            <th scope="col" className={styles.num}>
              {t("Amount")}
            </th>
            {hasDiscount && (
              <th scope="col" className={styles.num}>
                {t("Discount")}
              </th>
            )}
            <th scope="col" className={styles.num}>
              {t("Taxable value")}
            </th>
            <th scope="col" className={styles.num}>
              {t("GST rate")}
            </th>
            {intra ? (
              <>
                <th scope="col" className={styles.num}>
                  {t("CGST")}
                </th>
                <th scope="col" className={styles.num}>
                  {t("SGST")}
                </th>
              </>
            ) : (
              <th scope="col" className={styles.num}>
                {t("IGST")}
              </th>
            )}
            <th scope="col" className={styles.num}>
              {t("Total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines have no id and never reorder
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                {line.description}
                {line.kind !== "goods" && <span className={styles.kind}> {t("(charge)")}</span>}
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
              {t("Total")}
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
