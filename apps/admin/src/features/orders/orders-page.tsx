// The orders list: server-paged, filtered (status, payment mode and status, dates), searched (order id,
// e-mail, mobile) and sorted, its state in the URL. Opening it marks the orders seen.

import type { components, operations } from "@henna/api";
import { ORDER_STATUSES } from "@henna/domain/order-status";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { markOrdersSeen } from "../../api/orders-seen";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { pillCell } from "../../ui/data-table/pill-cell";
import { serverPage } from "../../ui/data-table/server-page";
import { TwoLineCell } from "../../ui/data-table/two-line-cell";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { plainOptions } from "../../ui/filter-controls";
import { dateTime, money, statusTone } from "../../ui/format";
import { ListView } from "../../ui/list-view";

type OrderRow = components["schemas"]["AdminOrderRow"];
type OrdersQuery = NonNullable<operations["adminListOrders"]["parameters"]["query"]>;

const MODES = ["Pay now", "Pay on delivery"] as const;
const FILTERS = ["status", "payment_mode", "payment_status", "from", "to"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };

/** The server's sort name for the table's sorted column. */
function serverSort(sort: DataTableSort | null): OrdersQuery["sort"] {
  if (!sort || sort.id === "createdAt") return sort?.desc === false ? "oldest" : "newest";
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
    meta: { wrap: true },
    cell: (info) => <TwoLineCell first={info.getValue()} second={info.row.original.email} />,
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
    cell: pillCell(statusTone),
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
  const list = useTableUrlState({
    filters: FILTERS,
    defaultSort: NEWEST,
    sortable: ["createdAt", "totalAmountbeforePay"],
  });
  const values = list.filters;

  useEffect(() => {
    void markOrdersSeen(client);
  }, [client]);

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/orders", {
        params: {
          query: {
            ...list.pageQuery,
            status: (values.status || undefined) as OrdersQuery["status"],
            payment_mode: (values.payment_mode || undefined) as OrdersQuery["payment_mode"],
            payment_status: (values.payment_status || undefined) as OrdersQuery["payment_status"],
            from: values.from || undefined,
            to: values.to || undefined,
            sort: serverSort(list.sort),
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, list.sort?.id, list.sort?.desc, values],
  );

  const table = useDataTable<OrderRow>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => row.order_id,
    ...list.tableProps,
    onRowOpen: (row) => navigate(`/orders/${row.order_id}`),
    rowLabel: (row) => `Order ${row.order_id}`,
  });

  return (
    <>
      <h1>Orders</h1>
      <ListView
        table={table}
        label="Orders"
        list={list}
        searchLabel="Search orders"
        placeholder="Order id, e-mail or mobile"
        filters={[
          { name: "status", label: "Status", options: plainOptions(ORDER_STATUSES) },
          { name: "payment_mode", label: "Payment mode", options: plainOptions(MODES) },
          {
            name: "payment_status",
            label: "Payment",
            options: [
              ["Success", "Paid"],
              ["Failed", "Failed"],
              ["Pending", "Pending"],
            ],
          },
          { name: "from", label: "From" },
          { name: "to", label: "To" },
        ]}
        empty="No orders yet."
        filteredEmpty="No orders match these filters."
      />
    </>
  );
}
