import { useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { pillCell } from "../../ui/data-table/pill-cell";
import { serverPage } from "../../ui/data-table/server-page";
import { TwoLineCell } from "../../ui/data-table/two-line-cell";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { dateTime } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import {
  type InboxItem,
  type InboxKind,
  type InboxStatus,
  KIND_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from "./inbox-labels";
import { ItemDialog } from "./item-dialog";

const FILTERS = ["kind", "status"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };
const rowId = (item: InboxItem) => `${item.kind}-${item.id}`;

const column = createDataTableColumnHelper<InboxItem>();
const COLUMNS = column.columns([
  column.accessor("createdAt", {
    header: "Received",
    enableSorting: false,
    cell: (info) => dateTime(info.getValue()),
  }),
  column.accessor("kind", {
    header: "Kind",
    enableSorting: false,
    cell: (info) => KIND_LABELS[info.getValue()],
  }),
  column.accessor("name", {
    header: "From",
    enableSorting: false,
    meta: { wrap: true },
    cell: (info) => (
      <TwoLineCell first={info.getValue()} second={info.row.original.email || info.row.original.mobile} />
    ),
  }),
  column.accessor("message", {
    header: "Message",
    enableSorting: false,
    cell: (info) => {
      const text = info.getValue();
      return text.length > 80 ? `${text.slice(0, 80)}…` : text || "—";
    },
  }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: pillCell<InboxStatus>(
      (status) => STATUS_TONES[status],
      (status) => STATUS_LABELS[status],
    ),
  }),
]);

export default function InboxPage() {
  const client = useAdminClient();
  const list = useTableUrlState({ filters: FILTERS, defaultSort: NEWEST, sortable: [] });
  const values = list.filters;
  const [open, setOpen] = useState<InboxItem | null>(null);

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/inbox", {
        params: {
          query: {
            ...list.pageQuery,
            kind: (values.kind || undefined) as InboxKind | undefined,
            status: (values.status || undefined) as InboxStatus | undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, values],
  );

  const table = useDataTable<InboxItem>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: rowId,
    ...list.tableProps,
    onRowOpen: setOpen,
    rowLabel: (item) => `${KIND_LABELS[item.kind]} from ${item.name}`,
  });

  return (
    <>
      <h1>Inbox</h1>
      <ListView
        table={table}
        label="Inbox"
        list={list}
        searchLabel="Search the inbox"
        placeholder="Name, e-mail or mobile"
        filters={[
          { name: "kind", label: "Kind", options: Object.entries(KIND_LABELS) },
          { name: "status", label: "Status", options: Object.entries(STATUS_LABELS) },
        ]}
        empty="The inbox is empty."
        filteredEmpty="Nothing matches these filters."
      />
      <ItemDialog
        item={open}
        onClose={() => setOpen(null)}
        onChanged={(item) => {
          setOpen(item);
          reload();
        }}
      />
    </>
  );
}
