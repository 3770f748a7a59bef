import { useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { serverPage } from "../../ui/data-table/server-page";
import { TwoLineCell } from "../../ui/data-table/two-line-cell";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { dateTime } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import { ReturnDialog } from "./return-dialog";
import {
  type AdminReturn,
  FILTER_LABELS,
  REASON_LABELS,
  type ReturnFilter,
  STATE_LABELS,
  STATE_TONES,
} from "./return-labels";

const FILTERS = ["state"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };
const rowId = (request: AdminReturn) => String(request.id);

const column = createDataTableColumnHelper<AdminReturn>();
const COLUMNS = column.columns([
  column.accessor("createdAt", {
    header: "Requested",
    enableSorting: false,
    cell: (info) => dateTime(info.getValue()),
  }),
  column.accessor("order_id", { header: "Order", enableSorting: false }),
  column.accessor("customer_name", {
    header: "Customer",
    enableSorting: false,
    meta: { wrap: true },
    cell: (info) => <TwoLineCell first={info.getValue() || "—"} second={info.row.original.customer_email} />,
  }),
  column.accessor("lines", {
    header: "Items",
    enableSorting: false,
    meta: { wrap: true },
    cell: (info) =>
      info
        .getValue()
        .map((line) => `${line.quantity} × ${line.title}`)
        .join(", "),
  }),
  column.accessor("reason", {
    header: "Reason",
    enableSorting: false,
    cell: (info) => REASON_LABELS[info.getValue()],
  }),
  column.accessor("state", {
    header: "State",
    enableSorting: false,
    cell: (info) => (
      <span className="pill" data-tone={STATE_TONES[info.getValue()]}>
        {STATE_LABELS[info.getValue()]}
      </span>
    ),
  }),
]);

export default function ReturnsPage() {
  const client = useAdminClient();
  const list = useTableUrlState({ filters: FILTERS, defaultSort: NEWEST, sortable: [] });
  const values = list.filters;
  const [open, setOpen] = useState<AdminReturn | null>(null);

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/returns", {
        params: {
          query: {
            ...list.pageQuery,
            state: (values.state || undefined) as ReturnFilter | undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, values],
  );

  const table = useDataTable<AdminReturn>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: rowId,
    ...list.tableProps,
    onRowOpen: setOpen,
    rowLabel: (request) => `Return ${request.id} of order ${request.order_id}`,
  });
  const waiting = state.data?.waiting ?? 0;

  return (
    <>
      <h1>Returns</h1>
      {waiting > 0 && (
        <p className="muted">
          {waiting === 1 ? "1 request waits for a decision." : `${waiting} requests wait for a decision.`}
        </p>
      )}
      <ListView
        table={table}
        label="Returns"
        list={list}
        searchLabel="Search the returns"
        placeholder="Order id or e-mail"
        filters={[{ name: "state", label: "State", options: Object.entries(FILTER_LABELS) }]}
        empty="No return requests yet."
        filteredEmpty="Nothing matches these filters."
      />
      <ReturnDialog
        request={open}
        onClose={() => setOpen(null)}
        onChanged={(request) => {
          setOpen(request);
          reload();
        }}
      />
    </>
  );
}
