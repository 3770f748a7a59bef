// The store's customers: server-paged, searched by name, e-mail or mobile, blocked ones on their own;
// a row opens the customer.
import type { components } from "@henna/api";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { serverPage } from "../../ui/data-table/server-page";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { dateOnly } from "../../ui/format";
import { ListView } from "../../ui/list-view";

type Customer = components["schemas"]["AdminCustomerRow"];
const FILTERS = ["blocked"] as const;
const NEWEST: DataTableSort = { id: "createdAt", desc: true };

const column = createDataTableColumnHelper<Customer>();
const COLUMNS = column.columns([
  column.accessor("full_name", {
    header: "Name",
    enableSorting: false,
    cell: (info) => <Link to={`/customers/${info.row.original.user_id}`}>{info.getValue() || "—"}</Link>,
  }),
  column.accessor("email", { header: "E-mail", enableSorting: false, meta: { wrap: true } }),
  column.accessor("mobile", {
    header: "Mobile",
    enableSorting: false,
    cell: (info) => info.getValue() || "—",
  }),
  column.accessor("createdAt", {
    header: "Joined",
    enableSorting: false,
    cell: (info) => dateOnly(info.getValue()),
  }),
  column.accessor("orders_count", { header: "Orders", enableSorting: false, meta: { align: "end" } }),
  column.accessor("blocked", {
    header: "Account",
    enableSorting: false,
    cell: (info) =>
      info.getValue() ? (
        <span className="pill" data-tone="bad">
          Blocked
        </span>
      ) : (
        <span className="pill" data-tone="good">
          Active
        </span>
      ),
  }),
]);

export default function CustomersPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const list = useTableUrlState({ filters: FILTERS, defaultSort: NEWEST, sortable: [] });
  const blocked = list.filters.blocked;

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/customers", {
        params: {
          query: {
            ...list.pageQuery,
            blocked: blocked === "" ? undefined : blocked === "true",
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, blocked],
  );

  const table = useDataTable<Customer>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => String(row.user_id),
    ...list.tableProps,
    onRowOpen: (row) => navigate(`/customers/${row.user_id}`),
    rowLabel: (row) => `Customer ${row.full_name || row.email}`,
  });

  return (
    <>
      <h1>Customers</h1>
      <ListView
        table={table}
        label="Customers"
        list={list}
        searchLabel="Search customers"
        placeholder="Name, e-mail or mobile"
        filters={[
          {
            name: "blocked",
            label: "Account",
            options: [
              ["false", "Active"],
              ["true", "Blocked"],
            ],
          },
        ]}
        empty="No customers yet."
        filteredEmpty="No customers match."
      />
    </>
  );
}
