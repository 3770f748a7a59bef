// The orders list: server-paged, filtered (status, payment mode and status, dates), searched (order id,
// e-mail, mobile) and sorted, its state in the URL. Opening it marks the orders seen.
import type { components, operations } from "@henna/api";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { DataTable } from "@henna/storefront/data-table/data-table.tsx";
import {
  createDataTableColumnHelper,
  type DataTableSort,
} from "@henna/storefront/data-table/data-table-columns.ts";
import { useDataTable } from "@henna/storefront/data-table/use-data-table.ts";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { markOrdersSeen } from "../../api/orders-seen";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { DateFilter, FilterSelect, plainOptions } from "../../ui/filter-controls";
import { dateTime, money, statusTone } from "../../ui/format";
import { useListParams } from "../../ui/use-list-params";

type OrderRow = components["schemas"]["AdminOrderRow"];
type OrdersQuery = NonNullable<operations["adminListOrders"]["parameters"]["query"]>;

const STATUSES = [
  "Pending",
  "Processing",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Cancelled",
] as const;
const MODES = ["Pay now", "Pay on delivery"] as const;
const FILTERS = ["q", "status", "payment_mode", "payment_status", "from", "to", "sort"] as const;

/** The server's sort names for the table's sortable columns. */
const SORTS: Record<string, DataTableSort> = {
  newest: { id: "createdAt", desc: true },
  oldest: { id: "createdAt", desc: false },
  total_desc: { id: "totalAmountbeforePay", desc: true },
  total_asc: { id: "totalAmountbeforePay", desc: false },
};

function sortName(sort: DataTableSort | null): string {
  if (!sort) return "";
  if (sort.id === "createdAt") return sort.desc ? "" : "oldest";
  return sort.desc ? "total_desc" : "total_asc";
}

const column = createDataTableColumnHelper<OrderRow>();
const COLUMNS = column.columns([
  column.accessor("order_id", {
    header: "Order",
    enableSorting: false,
    cell: (info) => <Link to={`/orders/${info.getValue()}`}>{info.getValue()}</Link>,
  }),
  column.accessor("createdAt", { header: "Placed", cell: (info) => dateTime(info.getValue()) }),
  column.accessor("user_name", {
    header: "Customer",
    enableSorting: false,
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="muted">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor("mobile", { header: "Mobile", enableSorting: false }),
  column.accessor("payment_mode", {
    header: "Payment",
    enableSorting: false,
    cell: (info) => (
      <>
        {info.getValue()}{" "}
        <span className="pill" data-tone={statusTone(info.row.original.status)}>
          {info.row.original.status}
        </span>
      </>
    ),
  }),
  column.accessor("orderStatus", {
    header: "Status",
    enableSorting: false,
    cell: (info) => (
      <span className="pill" data-tone={statusTone(info.getValue())}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor("items_count", { header: "Items", enableSorting: false, meta: { align: "end" } }),
  column.accessor("totalAmountbeforePay", {
    header: "Total",
    meta: { align: "end" },
    cell: (info) => money(info.getValue()),
  }),
]);

export default function OrdersPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const list = useListParams(FILTERS, 20);
  const { values } = list;

  useEffect(() => {
    document.title = "Orders · Back office";
    void markOrdersSeen(client);
  }, [client]);

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/orders", {
        params: {
          query: {
            page: list.page,
            limit: list.limit,
            q: values.q || undefined,
            status: (values.status || undefined) as OrdersQuery["status"],
            payment_mode: (values.payment_mode || undefined) as OrdersQuery["payment_mode"],
            payment_status: (values.payment_status || undefined) as OrdersQuery["payment_status"],
            from: values.from || undefined,
            to: values.to || undefined,
            sort: (values.sort || undefined) as OrdersQuery["sort"],
          },
        },
      }),
    [client, list.page, list.limit, values],
  );

  const table = useDataTable<OrderRow>({
    data: state.data?.data ?? [],
    columns: COLUMNS,
    getRowId: (row) => row.order_id,
    rowCount: state.data?.total ?? 0,
    page: list.page,
    pageSize: list.limit,
    onPageChange: (page) => list.set({ page }),
    onPageSizeChange: (limit) => list.set({ limit }),
    sort: SORTS[values.sort || "newest"] ?? null,
    onSortChange: (sort) => list.set({ sort: sortName(sort) }),
    search: values.q,
    onSearchChange: (q) => list.set({ q }),
    onRowOpen: (row) => navigate(`/orders/${row.order_id}`),
    rowLabel: (row) => `Order ${row.order_id}`,
    isLoading: state.status === "loading",
    error: state.status === "error" ? failureText(state.error) : null,
    onRetry: reload,
  });

  return (
    <>
      <h1>Orders</h1>
      <DataTable instance={table} label="Orders">
        <DataTable.Toolbar>
          <DataTable.Search label="Search orders" placeholder="Order id, e-mail or mobile" />
          <DataTable.Filters>
            <FilterSelect
              label="Status"
              value={values.status}
              options={plainOptions(STATUSES)}
              onChange={(status) => list.set({ status })}
            />
            <FilterSelect
              label="Payment mode"
              value={values.payment_mode}
              options={plainOptions(MODES)}
              onChange={(payment_mode) => list.set({ payment_mode })}
            />
            <FilterSelect
              label="Payment"
              value={values.payment_status}
              options={[
                ["Success", "Paid"],
                ["Failed", "Failed"],
                ["Pending", "Pending"],
              ]}
              onChange={(payment_status) => list.set({ payment_status })}
            />
            <DateFilter label="From" value={values.from} onChange={(from) => list.set({ from })} />
            <DateFilter label="To" value={values.to} onChange={(to) => list.set({ to })} />
            {list.filtered && (
              <button type="button" className="btn btn-ghost btn-small" onClick={list.clear}>
                Clear filters
              </button>
            )}
          </DataTable.Filters>
        </DataTable.Toolbar>
        <DataTable.Table
          emptyTitle={list.filtered ? "No orders match these filters." : "No orders yet."}
          emptyAction={
            list.filtered ? (
              <button type="button" className="btn btn-secondary btn-small" onClick={list.clear}>
                Clear filters
              </button>
            ) : undefined
          }
        />
        <DataTable.Pagination />
      </DataTable>
    </>
  );
}
