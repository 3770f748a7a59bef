// The academy's fee payments beside the admissions: server-paged, by status, searched by order id,
// payment id or student, state in the URL.
import type { components } from "@henna/api";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { DataTable } from "../../ui/data-table/data-table";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { pillCell } from "../../ui/data-table/pill-cell";
import { serverPage } from "../../ui/data-table/server-page";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { FilterSelect } from "../../ui/filter-controls";
import { dateTime, money, statusTone } from "../../ui/format";
import { AcademyNav } from "./academy-nav";

type Payment = components["schemas"]["AdminAdmissionPayment"];
type Status = components["schemas"]["PaymentStatus"];
const FILTERS = ["status"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };

const column = createDataTableColumnHelper<Payment>();
const COLUMNS = column.columns([
  column.accessor("order_id", { header: "Order", enableSorting: false }),
  column.accessor("student", {
    header: "Student",
    enableSorting: false,
    cell: (info) => <Link to={`/admissions/${info.row.original.admission_id}`}>{info.getValue()}</Link>,
  }),
  column.accessor("course", { header: "Course", enableSorting: false }),
  column.accessor("razorpay_payment_id", {
    header: "Payment id",
    enableSorting: false,
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: pillCell(statusTone),
  }),
  column.accessor("createdAt", {
    header: "Date",
    enableSorting: false,
    cell: (info) => dateTime(info.row.original.paid_at ?? info.getValue()),
  }),
  column.accessor("amount", {
    header: "Amount",
    enableSorting: false,
    meta: { align: "end" },
    cell: (info) => money(info.getValue()),
  }),
]);

export default function PaymentsPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const list = useTableUrlState({ filters: FILTERS, defaultSort: NEWEST, sortable: [] });
  const status = list.filters.status;

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/admission-payments", {
        params: {
          query: {
            ...list.pageQuery,
            status: (status || undefined) as Status | undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, status],
  );

  const table = useDataTable<Payment>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => row.order_id,
    ...list.tableProps,
    onRowOpen: (row) => navigate(`/admissions/${row.admission_id}`),
    rowLabel: (row) => `Payment ${row.order_id} of ${row.student}`,
  });

  return (
    <>
      <h1>Academy</h1>
      <AcademyNav />
      <DataTable instance={table} label="Fee payments">
        <DataTable.Toolbar>
          <DataTable.Search label="Search payments" placeholder="Order id, payment id or student" />
          <DataTable.Filters>
            <FilterSelect
              label="Status"
              value={status}
              options={[
                ["Success", "Paid"],
                ["Pending", "Pending"],
                ["Failed", "Failed"],
              ]}
              onChange={(value) => list.setFilter("status", value)}
            />
          </DataTable.Filters>
        </DataTable.Toolbar>
        <DataTable.Table emptyTitle={list.narrowed ? "No payments match." : "No fee payments yet."} />
        <DataTable.Pagination />
      </DataTable>
    </>
  );
}
