// The audit log (owners only): every write a member made, newest first, filtered by member, what was
// changed, a search and dates; each entry's before and after shown as the values that changed.
import type { components } from "@henna/api";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper } from "../../ui/data-table/data-table-columns";
import { serverPage } from "../../ui/data-table/server-page";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { dateTime } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import styles from "./audit.module.css";
import { auditDiff } from "./audit-diff";

type Entry = components["schemas"]["AuditEntry"];

/** Every kind of thing the server records a change of (its `entity`), named as the menu names it. */
export const AUDIT_ENTITIES: readonly (readonly [string, string])[] = [
  ["order", "Orders"],
  ["product", "Products"],
  ["stock", "Stock"],
  ["import", "Catalogue imports"],
  ["media", "Photos"],
  ["admission", "Admissions"],
  ["class_level", "Class levels"],
  ["lead", "Product enquiries"],
  ["contact", "Contact messages"],
  ["enquiry", "Academy enquiries"],
  ["quote", "Quote requests"],
  ["customer", "Customers"],
  ["slider", "Home slides"],
  ["offer", "Offers"],
  ["new-arrivals", "New Arrivals"],
  ["category", "Categories"],
  ["coupon", "Coupons"],
  ["staff", "Staff"],
  ["store", "Store setup"],
  ["delivery", "Delivery"],
  ["pincode", "Pincodes"],
];
const FILTERS = ["staff_id", "entity", "from", "to"] as const;

function Changes({ entry }: { entry: Entry }) {
  const lines = auditDiff(entry.before, entry.after);
  if (lines.length === 0) return <span className="muted">No values</span>;
  return (
    <details className={styles.details}>
      <summary>
        {lines.length} {lines.length === 1 ? "change" : "changes"}
      </summary>
      <table className={styles.diff}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.path}>
              <th scope="row">{line.path}</th>
              <td>
                <del>{line.before || "—"}</del>
              </td>
              <td>
                <ins>{line.after || "—"}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const column = createDataTableColumnHelper<Entry>();
const COLUMNS = column.columns([
  column.accessor("createdAt", {
    header: "When",
    enableSorting: false,
    cell: (info) => dateTime(info.getValue()),
  }),
  column.accessor("actor", { header: "Who", enableSorting: false, meta: { wrap: true } }),
  column.accessor("action", { header: "Action", enableSorting: false }),
  column.accessor("entity", {
    header: "What",
    enableSorting: false,
    cell: (info) => `${info.getValue()} ${info.row.original.entity_id}`,
  }),
  column.display({ id: "changes", header: "Changes", cell: (info) => <Changes entry={info.row.original} /> }),
]);

export default function AuditPage() {
  const client = useAdminClient();
  const list = useTableUrlState({ filters: FILTERS, defaultPageSize: 50 });
  const values = list.filters;
  const staff = useApi(() => client.GET("/admin/staff"), [client]);

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/audit", {
        params: {
          query: {
            ...list.pageQuery,
            staff_id: values.staff_id ? Number(values.staff_id) : undefined,
            entity: values.entity || undefined,
            from: values.from || undefined,
            to: values.to || undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, values],
  );

  const table = useDataTable<Entry>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => String(row.id),
    ...list.tableProps,
    rowLabel: (row) => `${row.action} ${row.entity_id}`,
  });

  const members: (readonly [string, string])[] = (staff.state.data?.data ?? []).map(
    (member) => [String(member.id), member.email] as const,
  );
  return (
    <>
      <h1>Audit log</h1>
      <ListView
        table={table}
        label="Audit log"
        list={list}
        searchLabel="Search the audit log"
        placeholder="Action or id"
        filters={[
          { name: "staff_id", label: "Member", options: members, allLabel: "Everyone" },
          { name: "entity", label: "What", options: AUDIT_ENTITIES, allLabel: "Everything" },
          { name: "from", label: "From" },
          { name: "to", label: "To" },
        ]}
        empty="Nothing has been changed yet."
        filteredEmpty="No entries match these filters."
      />
    </>
  );
}
