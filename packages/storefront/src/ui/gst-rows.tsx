// The GST in a bill (checkout summary, tracking page): "Includes GST" when the prices include it, then
// its CGST + SGST (within the store's state) or IGST. When the GST was added on top, the bill's own
// 'GST' line shows the amount and these rows only its split. Rows of a <dl>, styled by the caller's
// row class.
import type { ApiSchemas } from "@henna/api";
import { GST_LABELS } from "@henna/domain/order-pricing";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import styles from "./gst-rows.module.css";

export function GstRows({ gst, rowClassName = "" }: { gst: ApiSchemas["OrderGst"]; rowClassName?: string }) {
  const parts: [string, number][] =
    gst.supply_type === "intra-state"
      ? [
          [GST_LABELS.cgst, gst.cgst],
          [GST_LABELS.sgst, gst.sgst],
        ]
      : [[GST_LABELS.igst, gst.igst]];
  return (
    <>
      {gst.mode === "inclusive" && (
        <div className={`${rowClassName} ${styles.included}`}>
          <dt>{t(GST_LABELS.included)}</dt>
          <dd>{formatRupees(gst.total)}</dd>
        </div>
      )}
      {parts.map(([label, amount]) => (
        <div key={label} className={`${rowClassName} ${styles.part}`}>
          <dt>{t(label)}</dt>
          <dd>{formatRupees(amount)}</dd>
        </div>
      ))}
    </>
  );
}
