// /admin/coupons: every coupon with its discount, minimum, uses against its limit, the days it is
// valid and whether a shopper can apply it now; add, edit, end. A coupon an order has used cannot be
// deleted: Delete says so and offers to end it (it stops working at once, its orders keep it).
import { couponUsedNotDeletable } from "@henna/domain/coupon-validity";
import { formatRupees } from "@henna/domain/money";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DataTable } from "../../ui/data-table/data-table";
import { createDataTableColumnHelper } from "../../ui/data-table/data-table-columns";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { RowButton } from "../../ui/form/row-buttons";
import { useSave } from "../../ui/form/use-save";
import { dateOnly } from "../../ui/format";
import listWithEditor from "../../ui/list-with-editor.module.css";
import { type Coupon, CouponForm } from "./coupon-form";
import { couponState, stateTone } from "./coupon-state";
import styles from "./coupons.module.css";

const PAGE_SIZE = 20;

function discount(coupon: Coupon) {
  return coupon.kind === "percent" ? `${coupon.amount}% off` : `${formatRupees(coupon.amount)} off`;
}

function validity(coupon: Coupon) {
  if (!coupon.valid_from && !coupon.valid_to) return "Always";
  if (!coupon.valid_to) return `From ${dateOnly(coupon.valid_from)}`;
  if (!coupon.valid_from) return `Until ${dateOnly(coupon.valid_to)}`;
  return `${dateOnly(coupon.valid_from)} – ${dateOnly(coupon.valid_to)}`;
}

type Asking = { coupon: Coupon; action: "end" | "delete" } | null;

export default function CouponsPage() {
  const client = useAdminClient();
  const { state, reload } = useApi(() => client.GET("/admin/coupons"), [client]);
  const [editing, setEditing] = useState<Coupon | "new" | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const { busy, save } = useSave();
  const [page, setPage] = useState(1);
  const editor = useRef<HTMLElement>(null);

  useEffect(() => {
    if (editing !== null) editor.current?.focus();
  }, [editing]);

  const all = state.data?.data ?? [];
  const rows = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const columns = useMemo(() => {
    const column = createDataTableColumnHelper<Coupon>();
    return column.columns([
      column.accessor("code", {
        header: "Code",
        enableSorting: false,
        cell: (info) => <strong>{info.getValue()}</strong>,
      }),
      column.display({ id: "discount", header: "Discount", cell: (info) => discount(info.row.original) }),
      column.accessor("min_amount", {
        header: "Minimum order",
        enableSorting: false,
        meta: { align: "end" },
        cell: (info) => (info.getValue() > 0 ? formatRupees(info.getValue()) : "Any"),
      }),
      column.display({
        id: "uses",
        header: "Uses",
        meta: { align: "end" },
        cell: (info) => {
          const { used_count, usage_limit } = info.row.original;
          return usage_limit === null ? `${used_count} (no limit)` : `${used_count} of ${usage_limit}`;
        },
      }),
      column.display({ id: "valid", header: "Valid", cell: (info) => validity(info.row.original) }),
      column.display({
        id: "state",
        header: "Status",
        cell: (info) => {
          const shown = couponState(info.row.original, new Date());
          return (
            <span className="pill" data-tone={stateTone(shown)}>
              {shown}
            </span>
          );
        },
      }),
      column.display({
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) => {
          const coupon = info.row.original;
          return (
            <div className={styles.rowActions}>
              <RowButton tone="secondary" row={coupon.code} onClick={() => setEditing(coupon)}>
                Edit
              </RowButton>
              {coupon.status === "Active" && (
                <RowButton
                  tone="ghost"
                  row={coupon.code}
                  onClick={() => setAsking({ coupon, action: "end" })}
                >
                  End
                </RowButton>
              )}
              <RowButton
                tone="ghost"
                row={coupon.code}
                onClick={() => setAsking({ coupon, action: "delete" })}
              >
                Delete
              </RowButton>
            </div>
          );
        },
      }),
    ]);
  }, []);

  const table = useDataTable<Coupon>({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    rowCount: all.length,
    page,
    pageSize: PAGE_SIZE,
    onPageChange: setPage,
    sort: null,
    onSortChange: () => undefined,
    rowLabel: (row) => `Coupon ${row.code}`,
    isLoading: state.status === "loading",
    error: state.status === "error" ? failureText(state.error) : null,
    onRetry: reload,
  });

  const cannotDelete = asking?.action === "delete" && !asking.coupon.deletable;
  const confirm = async () => {
    if (!asking) return;
    const { coupon } = asking;
    const ending = asking.action === "end" || cannotDelete;
    const path = { params: { path: { couponId: coupon.id } } };
    const result = await save<unknown>(
      () =>
        ending
          ? client.POST("/admin/coupons/{couponId}/end", path)
          : client.DELETE("/admin/coupons/{couponId}", path),
      { show: "toast" },
    );
    setAsking(null);
    if (result.error) return;
    toast.success(
      ending ? `${coupon.code} is ended: shoppers can no longer apply it` : `${coupon.code} is deleted`,
    );
    if (editing !== null && editing !== "new" && editing.id === coupon.id) setEditing(null);
    reload();
  };

  return (
    <>
      <div className={styles.head}>
        <h1>Coupons</h1>
        <button type="button" className="btn btn-small" onClick={() => setEditing("new")}>
          Add coupon
        </button>
      </div>
      <p className="muted">
        Codes shoppers apply in the cart and at checkout. A change works on the shopper's next try.
      </p>
      <div
        className={`${listWithEditor.layout} ${styles.layout}`}
        data-editing={editing !== null || undefined}
      >
        <DataTable instance={table} label="Coupons">
          <DataTable.Table emptyTitle="No coupons yet: add one to offer a discount." />
          <DataTable.Pagination />
        </DataTable>
        {editing !== null && (
          <section className="admin-panel" aria-labelledby="coupon-editor-title" ref={editor} tabIndex={-1}>
            <h2 id="coupon-editor-title">{editing === "new" ? "New coupon" : `Edit ${editing.code}`}</h2>
            <CouponForm
              key={editing === "new" ? "new" : editing.id}
              coupon={editing === "new" ? null : editing}
              onCancel={() => setEditing(null)}
              onSaved={(coupon) => {
                toast.success(`${coupon.code} is saved`);
                setEditing(null);
                reload();
              }}
            />
          </section>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.action === "end"
            ? "End this coupon?"
            : cannotDelete
              ? "This coupon cannot be deleted"
              : "Delete this coupon?"
        }
        confirmLabel={asking?.action === "end" || cannotDelete ? "End it now" : "Delete"}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking?.action === "end" ? (
          <p>{asking.coupon.code} stops working at once. Orders that used it keep their discount.</p>
        ) : cannotDelete && asking ? (
          <p>{couponUsedNotDeletable(Math.max(1, asking.coupon.used_count))}</p>
        ) : (
          <p>{asking?.coupon.code} has never been used. It is removed for good.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
