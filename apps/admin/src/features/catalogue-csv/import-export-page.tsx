// Import/Export: download the catalogue as CSV; upload a CSV for a dry run (counts, every problem by
// row and column, what each row will do, paged), then apply it (only its valid rows when it has
// problems, and only when the owner says so), with the progress followed until it is done.
import type { components } from "@henna/api";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useAdminClient, useLongAdminClient } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import { saveFile } from "../../ui/save-file";
import { ErrorState, Skeleton } from "../../ui/states";
import styles from "./import-export.module.css";

type Report = components["schemas"]["ImportReport"];

export const PROGRESS_POLL_MS = 1000;
const ROWS_PER_PAGE = 50;
const MAX_CSV_BYTES = 100 * 1024 * 1024;

function ExportPanel() {
  // The whole catalogue as one file: a large one outlasts the usual budget over a slow line.
  const client = useLongAdminClient();
  const { busy, failure, save } = useSave();
  const download = async () => {
    const result = await save(() => client.GET("/admin/catalogue/export", { parseAs: "blob" }));
    if (result.error) return;
    saveFile(result.data as Blob, `catalogue-${new Date().toISOString().slice(0, 10)}.csv`);
    toast.success("The catalogue is downloaded");
  };
  return (
    <section className="admin-panel" aria-labelledby="export-title">
      <h2 id="export-title">Export</h2>
      <p>
        Every product and variation as one CSV file. Edit it and import it again: rows are matched by SKU.
      </p>
      <button type="button" className="btn btn-small" onClick={download} disabled={busy}>
        {busy ? "Preparing…" : "Download CSV"}
      </button>
      <FormFailure failure={failure} />
    </section>
  );
}

function Counts({ report }: { report: Report }) {
  const items: [string, number][] = [
    ["Rows", report.totalRows],
    ["Valid", report.validRows],
    ["To create", report.toCreate],
    ["To update", report.toUpdate],
    ["Problems", report.problems.length],
  ];
  return (
    <dl className={styles.counts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.count}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const rowCount = (count: number) => (count === 1 ? "1 row" : `${count} rows`);

const STATE_TEXT: Record<Report["state"], string> = {
  checked: "Checked, nothing written yet",
  queued: "Waiting to start",
  running: "Applying",
  done: "Applied",
  failed: "Failed",
};

function ReportView({
  report,
  page,
  onPage,
  onApply,
}: {
  report: Report;
  page: number;
  onPage: (page: number) => void;
  onApply: (skipInvalid: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const hasProblems = report.problems.length > 0;
  const pages = Math.max(1, Math.ceil(report.totalRows / ROWS_PER_PAGE));
  const working = report.state === "queued" || report.state === "running";
  const skipped = report.totalRows - report.validRows;
  const percent = report.validRows > 0 ? Math.round((report.processedRows / report.validRows) * 100) : 0;
  return (
    <section className="admin-panel" aria-labelledby="report-title">
      <h2 id="report-title">
        {report.fileName} <span className="pill">{STATE_TEXT[report.state]}</span>
      </h2>
      <p className="muted">
        Checked {dateTime(report.createdAt)}
        {report.finishedAt ? ` · finished ${dateTime(report.finishedAt)}` : ""}
      </p>
      <Counts report={report} />
      {working && (
        <div className={styles.progress}>
          <label htmlFor="import-progress">
            {report.processedRows} of {report.validRows} rows applied
          </label>
          <progress id="import-progress" max={Math.max(1, report.validRows)} value={report.processedRows}>
            {percent}%
          </progress>
        </div>
      )}
      {report.state === "done" && (
        <>
          <p className="success-text">Applied: {rowCount(report.processedRows)} written.</p>
          {skipped > 0 && (
            <p className="muted">
              {rowCount(skipped)} with problems {skipped === 1 ? "was" : "were"} skipped.
            </p>
          )}
        </>
      )}
      {report.state === "failed" && (
        <FormFailure
          failure={`The import stopped: ${report.lastError ?? "an unknown error"}. Rows already applied stay applied; nothing is half-written.`}
        />
      )}
      {report.state === "checked" && (
        <div className={styles.actions}>
          {!hasProblems && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => onApply(false)}
              disabled={report.validRows === 0}
            >
              Apply
            </button>
          )}
          {hasProblems && (
            <>
              <p>This file has problems. Fix them and upload it again, or apply only its valid rows.</p>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setConfirming(true)}
                disabled={report.validRows === 0}
              >
                Apply valid rows only
              </button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Apply the valid rows only?"
        confirmLabel={`Apply ${report.validRows} rows`}
        onConfirm={() => {
          setConfirming(false);
          onApply(true);
        }}
        onClose={() => setConfirming(false)}
      >
        <p>
          {report.validRows} valid rows will be written ({report.toCreate} new, {report.toUpdate} updated).
          The {report.totalRows - report.validRows} rows with problems are skipped.
        </p>
      </ConfirmDialog>

      {hasProblems && (
        <>
          <h3 className={styles.subTitle}>Problems</h3>
          <PlainTable
            label="Problems in the file"
            caption
            columns={[{ label: "Row", num: true }, "Column", "Problem"]}
          >
            {report.problems.map((problem) => (
              <tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                <td className="num">{problem.row}</td>
                <td>{problem.column}</td>
                <td className="wrap">{problem.message}</td>
              </tr>
            ))}
          </PlainTable>
        </>
      )}

      <h3 className={styles.subTitle}>Row by row</h3>
      <PlainTable label="What each row does" caption columns={[{ label: "Row", num: true }, "SKU", "Action"]}>
        {report.rows.map((row) => (
          <tr key={row.row}>
            <td className="num">{row.row}</td>
            <td>{row.sku}</td>
            <td>
              <span
                className="pill"
                data-tone={row.action === "error" ? "bad" : row.action === "create" ? "good" : undefined}
              >
                {row.action}
              </span>
            </td>
          </tr>
        ))}
      </PlainTable>
      <nav className={styles.pager} aria-label="Rows pages">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && onPage(page - 1)}
        >
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-disabled={page >= pages}
          onClick={() => page < pages && onPage(page + 1)}
        >
          Next
        </button>
      </nav>
    </section>
  );
}

export default function ImportExportPage() {
  const client = useAdminClient();
  // Up to 100 MB sent and checked row by row before the answer: minutes on a slow line.
  const longClient = useLongAdminClient();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get("import")) || null;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [report, setReport] = useState<Report | null>(null);
  const [loadError, setLoadError] = useState<ReturnType<typeof failureText> | null>(null);
  const [round, setRound] = useState(0);
  const upload = useSave();
  const { save } = useSave();

  // The import in the URL is read (and, while it is being applied, read again every second).
  useEffect(() => {
    if (importId === null) {
      setReport(null);
      return;
    }
    let live = true;
    void settleAnswer(
      client.GET("/admin/catalogue/imports/{importId}", {
        params: { path: { importId }, query: { page, limit: ROWS_PER_PAGE } },
      }),
    ).then((result) => {
      if (!live) return;
      if (result.error) {
        setLoadError(failureText(result.error));
        return;
      }
      setLoadError(null);
      setReport(result.data.data);
    });
    return () => {
      live = false;
    };
  }, [client, importId, page, round]);

  const working = report?.state === "queued" || report?.state === "running";
  useEffect(() => {
    if (!working) return;
    const timer = setTimeout(() => setRound((n) => n + 1), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [working, report]);

  useEffect(() => {
    if (report?.state === "done") toast.success("The import is applied");
  }, [report?.state]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    upload.setFailure("");
    if (file.size > MAX_CSV_BYTES) {
      upload.setFailure("This file is larger than 100 MB.");
      return;
    }
    const body = await file.text();
    const result = await upload.save(() =>
      longClient.POST("/admin/catalogue/imports", {
        params: { header: { "X-File-Name": file.name.slice(0, 200) } },
        body,
        bodySerializer: (text: unknown) => text as string,
        headers: { "Content-Type": "text/csv" },
      }),
    );
    if (result.error) return;
    setReport(result.data.data);
    setParams({ import: String(result.data.data.id) });
  };

  const apply = async (skipInvalid: boolean) => {
    if (!report) return;
    const result = await save(
      () =>
        client.POST("/admin/catalogue/imports/{importId}/apply", {
          params: { path: { importId: report.id } },
          body: { skipInvalid },
        }),
      { show: "toast" },
    );
    if (result.error) return;
    setReport(result.data.data);
  };

  return (
    <>
      <h1>Import/Export</h1>
      <div className={styles.layout}>
        <ExportPanel />
        <section className="admin-panel" aria-labelledby="import-title">
          <h2 id="import-title">Import</h2>
          <p>
            Upload a CSV in the export's format. It is checked first: nothing is written until you apply it.
          </p>
          <label className="btn btn-small" htmlFor={inputId} aria-disabled={upload.busy}>
            {upload.busy ? "Checking…" : "Upload CSV"}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept=".csv,text/csv"
            onChange={onFile}
            disabled={upload.busy}
          />
          <FormFailure failure={upload.failure} />
        </section>
      </div>
      {importId !== null &&
        (loadError && !report ? (
          <ErrorState
            failure={{ status: 0, code: "", message: loadError, retryAfter: null }}
            onRetry={() => setRound((n) => n + 1)}
          />
        ) : report ? (
          <ReportView
            report={report}
            page={page}
            onPage={(next) => setParams({ import: String(report.id), page: String(next) })}
            onApply={(skipInvalid) => void apply(skipInvalid)}
          />
        ) : (
          <Skeleton lines={5} label="Loading the import" />
        ))}
    </>
  );
}
