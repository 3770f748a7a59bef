// The frame of a printable page of an order (invoice, packing slip, credit notes): a Print button kept
// off the paper, then the failure with a retry, the loading sheet, or the document itself.
import type { ReactNode } from "react";
import type { ApiRead } from "../../api/use-api";
import { ErrorState, Skeleton } from "../../ui/states";
import styles from "./print-page.module.css";

export function PrintFrame<T>({
  read,
  what,
  lines,
  printable = (data) => data !== undefined,
  children,
}: {
  read: Pick<ApiRead<T>, "state" | "reload">;
  /** What is printed, for the failure and loading lines: "the invoice". */
  what: string;
  /** How many lines the loading sheet shows. */
  lines: number;
  /** Whether there is anything to print yet. */
  printable?: (data: T | undefined) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { state, reload } = read;
  return (
    <main className="page">
      <div className={`${styles.bar} no-print`}>
        <button
          type="button"
          className="btn"
          onClick={() => window.print()}
          disabled={!printable(state.data)}
        >
          Print
        </button>
      </div>
      {state.status === "error" ? (
        <ErrorState
          failure={state.error}
          onRetry={reload}
          title={`${capitalise(what)} could not be opened`}
        />
      ) : state.data ? (
        children(state.data)
      ) : (
        <Skeleton lines={lines} height={32} label={`Loading ${what}`} />
      )}
    </main>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
