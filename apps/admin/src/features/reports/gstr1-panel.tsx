// GSTR-1 for a month: what the return holds (the month's invoices, its credit notes and the net
// supplies, which equal invoices minus notes; each table; the document series; what to check before
// filing) and each sheet as the GST offline tool's CSV.
import type { components } from "@henna/api";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { useAdminClient, useLongAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { money } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import { saveFile } from "../../ui/save-file";
import { ErrorState, Skeleton } from "../../ui/states";
import { indiaToday, monthName } from "./download";
import styles from "./reports.module.css";

type Summary = components["schemas"]["Gstr1Summary"];
type Sheet = Summary["sheets"][number]["sheet"];

const SHEET_TEXT: Record<Sheet, string> = {
  b2b: "B2B: buyers who gave a GSTIN",
  b2cl: "B2C large: other states, above ₹1,00,000",
  b2cs: "B2C small: every other sale, net of its credit notes",
  cdnr: "Credit notes to buyers with a GSTIN",
  cdnur: "Credit notes on B2C large invoices",
  hsn: "HSN summary, every sale net of credit notes",
  hsn_b2b: "HSN summary, B2B tab",
  hsn_b2c: "HSN summary, B2C tab",
  docs: "Documents issued: invoices and credit notes",
};

const COLUMNS = [
  "Table",
  ...["Documents", "Value", "Taxable value", "IGST", "CGST", "SGST"].map((label) => ({ label, num: true })),
];

function Totals({ summary }: { summary: Summary }) {
  const rows: [string, Summary["totals"], boolean?][] = [
    ["B2B", summary.sections.b2b],
    ["B2C large", summary.sections.b2cl],
    ["B2C small (net of its credit notes)", summary.sections.b2cs],
    ["Credit notes, B2B (cdnr)", summary.sections.cdnr],
    ["Credit notes, B2C large (cdnur)", summary.sections.cdnur],
    ["All invoices", summary.invoiced, true],
    ["All credit notes", summary.credited, true],
    ["Net supplies", summary.totals, true],
  ];
  return (
    <PlainTable label="GSTR-1 totals" columns={COLUMNS}>
      {rows.map(([label, totals, total]) => (
        <tr key={label} className={total ? styles.totalRow : undefined}>
          <th scope="row">{label}</th>
          <td className="num">{totals.invoices}</td>
          <td className="num">{money(totals.value)}</td>
          <td className="num">{money(totals.taxable)}</td>
          <td className="num">{money(totals.igst)}</td>
          <td className="num">{money(totals.cgst)}</td>
          <td className="num">{money(totals.sgst)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

function Checks({ summary }: { summary: Summary }) {
  const checks: string[] = [];
  if (!summary.supplier.gstin) checks.push("The store has no GSTIN in its profile: add it before filing.");
  if (summary.sections.b2b.invoices === 0)
    checks.push("No buyer gave a GSTIN at checkout this month, so the B2B sheet is empty.");
  if (summary.withoutPlaceOfSupply > 0)
    checks.push(
      `${summary.withoutPlaceOfSupply} ${summary.withoutPlaceOfSupply === 1 ? "invoice has" : "invoices have"} no place of supply (no delivery address, such as course fees): fill it in before filing.`,
    );
  if (summary.linesWithoutHsn > 0)
    checks.push(
      `${summary.linesWithoutHsn} invoice ${summary.linesWithoutHsn === 1 ? "line has" : "lines have"} no HSN code: add the codes to those products and fill them in the HSN sheet.`,
    );
  if (summary.cancelled > 0)
    checks.push(
      `${summary.cancelled} cancelled ${summary.cancelled === 1 ? "invoice is" : "invoices are"} counted only in the documents sheet.`,
    );
  if (checks.length === 0) return null;
  return (
    <div className={styles.checks}>
      <h3>Before filing</h3>
      <ul>
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
    </div>
  );
}

function Sheets({ month, summary }: { month: string; summary: Summary }) {
  // A sheet is a month's invoices in one file, downloaded as the sales report is (long client).
  const client = useLongAdminClient();
  const [preparing, setPreparing] = useState<Sheet | null>(null);
  const { busy: saving, failure, save } = useSave();
  const busy = saving ? preparing : null;
  const download = async (sheet: Sheet) => {
    setPreparing(sheet);
    const result = await save(() =>
      client.GET("/admin/reports/gstr1/{sheet}", {
        params: { path: { sheet }, query: { month } },
        parseAs: "blob",
      }),
    );
    if (result.error) return;
    saveFile(result.data as Blob, `gstr1-${month}-${sheet}.csv`);
    toast.success(`${sheet}.csv is downloaded`);
  };
  return (
    <>
      <ul className={styles.sheets}>
        {summary.sheets.map(({ sheet, rows }) => (
          <li key={sheet}>
            <span>
              <strong>{sheet}.csv</strong> <span className="muted">{SHEET_TEXT[sheet]}</span>
            </span>
            <span className={styles.sheetAction}>
              <span className="muted">
                {rows} {rows === 1 ? "row" : "rows"}
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-disabled={busy !== null || undefined}
                aria-label={`Download ${sheet}.csv`}
                onClick={() => busy === null && void download(sheet)}
              >
                {busy === sheet ? "Preparing…" : "Download"}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <FormFailure failure={failure} />
    </>
  );
}

function MonthSummary({ month }: { month: string }) {
  const client = useAdminClient();
  const { state, reload } = useApi(
    () => client.GET("/admin/reports/gstr1", { params: { query: { month } } }),
    [client, month],
  );
  if (state.status === "error")
    return <ErrorState failure={state.error} onRetry={reload} title="This month could not be prepared" />;
  const summary = state.data?.data;
  if (!summary || state.status === "loading")
    return <Skeleton lines={3} height={48} label="Preparing the return" />;
  const series = summary.docs[0];
  return (
    <div className={styles.summary}>
      {summary.totals.invoices === 0 && summary.cancelled === 0 && summary.credited.invoices === 0 ? (
        <p className={styles.empty}>
          No invoices or credit notes were issued in {monthName(month)}. The sheets hold their headers only.
        </p>
      ) : (
        <>
          <p>
            {summary.totals.invoices} {summary.totals.invoices === 1 ? "invoice" : "invoices"} issued in{" "}
            {monthName(month)}
            {series ? `, ${series.from} to ${series.to}` : ""}
            {summary.supplier.gstin ? ` under GSTIN ${summary.supplier.gstin}` : ""}
            {summary.credited.invoices > 0
              ? `, and ${summary.credited.invoices} ${summary.credited.invoices === 1 ? "credit note" : "credit notes"} for refunds worth ${money(summary.credited.value)}`
              : ""}
            . The net supplies equal these invoices minus these credit notes.
          </p>
          <Totals summary={summary} />
        </>
      )}
      <Checks summary={summary} />
      <Sheets month={month} summary={summary} />
    </div>
  );
}

export function Gstr1Panel() {
  const thisMonth = indiaToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month <= thisMonth && month >= "2017-07";
  return (
    <section className="admin-panel" aria-labelledby="gstr1-title">
      <h2 id="gstr1-title">GSTR-1</h2>
      <p className="muted">
        The month's tax invoices in the layout the GST offline tool imports, one CSV file per sheet.
      </p>
      <div className={styles.range}>
        <FormField
          label="Month"
          hint="India time, by invoice date"
          error={valid ? undefined : "Choose a month from July 2017 to this month."}
        >
          {(control) => (
            <input
              {...control}
              type="month"
              className="admin-control"
              value={month}
              min="2017-07"
              max={thisMonth}
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {valid && <MonthSummary month={month} />}
    </section>
  );
}
