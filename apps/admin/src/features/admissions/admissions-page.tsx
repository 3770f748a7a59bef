// The academy's admissions: server-paged, searched (name, mobile, e-mail), filtered by center and by
// paid/unpaid, state in the URL. Rows never carry the Aadhaar number.
import type { components } from "@henna/api";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { serverPage } from "../../ui/data-table/server-page";
import { TwoLineCell } from "../../ui/data-table/two-line-cell";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { plainOptions } from "../../ui/filter-controls";
import { dateOnly, money } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import { AcademyNav } from "./academy-nav";

type Row = components["schemas"]["AdminAdmissionRow"];

const FILTERS = ["center", "paid"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };

const column = createDataTableColumnHelper<Row>();
const COLUMNS = column.columns([
  column.accessor("name", {
    header: "Student",
    enableSorting: false,
    meta: { wrap: true },
    cell: (info) => (
      <TwoLineCell
        first={<Link to={`/admissions/${info.row.original.id}`}>{info.getValue()}</Link>}
        second={info.row.original.email}
      />
    ),
  }),
  column.accessor("mobile", { header: "Mobile", enableSorting: false }),
  column.accessor("center", { header: "Center", enableSorting: false }),
  column.accessor("createdAt", {
    header: "Applied",
    enableSorting: false,
    cell: (info) => dateOnly(info.getValue()),
  }),
  column.accessor("amountPaid", {
    header: "Fee",
    enableSorting: false,
    meta: { align: "end" },
    cell: (info) =>
      info.row.original.paid ? (
        <span className="pill" data-tone="good">
          Paid {money(info.getValue())}
        </span>
      ) : (
        <span className="pill" data-tone="warn">
          Unpaid
        </span>
      ),
  }),
]);

export default function AdmissionsPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const list = useTableUrlState({ filters: FILTERS, defaultSort: NEWEST, sortable: [] });
  const values = list.filters;

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/admissions", {
        params: {
          query: {
            ...list.pageQuery,
            center: values.center || undefined,
            paid: (values.paid || undefined) as "paid" | "unpaid" | undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, values],
  );

  // The store's centers come with each page (useApi keeps the last page's while the next one loads); a
  // center chosen from a shared link stays choosable even if the store no longer lists it.
  const listed = state.data?.centers ?? [];
  const centers = values.center && !listed.includes(values.center) ? [...listed, values.center] : listed;

  const table = useDataTable<Row>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => String(row.id),
    ...list.tableProps,
    onRowOpen: (row) => navigate(`/admissions/${row.id}`),
    rowLabel: (row) => `Admission of ${row.name}`,
  });

  return (
    <>
      <h1>Academy</h1>
      <AcademyNav />
      <ListView
        table={table}
        label="Admissions"
        list={list}
        searchLabel="Search admissions"
        placeholder="Name, mobile or e-mail"
        filters={[
          { name: "center", label: "Center", options: plainOptions(centers) },
          {
            name: "paid",
            label: "Fee",
            options: [
              ["paid", "Paid"],
              ["unpaid", "Unpaid"],
            ],
          },
        ]}
        empty="No admissions yet."
        filteredEmpty="No admissions match these filters."
      />
    </>
  );
}
