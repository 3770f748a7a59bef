// The pincode list: add one or paste many (spaces, commas or new lines between them), then a
// server-paged table searched by the pincode's first digits and filtered by status, each pincode
// with its distance from the office and whether an Active distance band holds it.
import type { components } from "@henna/api";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useMemo, useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { createDataTableColumnHelper } from "../../ui/data-table/data-table-columns";
import { pillCell } from "../../ui/data-table/pill-cell";
import { serverPage } from "../../ui/data-table/server-page";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { plainOptions } from "../../ui/filter-controls";
import { bindField } from "../../ui/form/bind-field";
import { FormFailure } from "../../ui/form/form-failure";
import { RowButton } from "../../ui/form/row-buttons";
import { useSave } from "../../ui/form/use-save";
import { activeTone } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import styles from "./delivery.module.css";

type Pincode = components["schemas"]["AdminPincode"];
type Status = Pincode["status"];

/** The pincodes in pasted text: runs of digits split on anything else (spaces inside one are joined). */
export function pastedPincodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const addSchema = object({
  pincodes: string()
    .default("")
    .test("pincodes", function pincodesRule(text) {
      const entries = pastedPincodes(text ?? "");
      if (entries.length === 0) return this.createError({ message: "Enter a pincode, or paste many." });
      const bad = entries.filter((entry) => !/^[1-9][0-9]{5}$/.test(entry));
      if (bad.length === 0) return true;
      const more = bad.length > 5 ? ` and ${bad.length - 5} more` : "";
      return this.createError({ message: `Not 6-digit pincodes: ${bad.slice(0, 5).join(", ")}${more}.` });
    }),
});

function AddPincodes({ onAdded }: { onAdded: () => void }) {
  const client = useAdminClient();
  const { register, handleSubmit, formState, setError, reset } = useYupForm<{ pincodes: string }>(addSchema, {
    pincodes: "",
  });
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({ setError, fields: ["pincodes"] });

  const onSubmit = handleSubmit(async (values) => {
    const entries = pastedPincodes(values.pincodes);
    const result = await save(() => client.POST("/admin/pincodes", { body: { pincodes: entries } }));
    if (result.error) return;
    const { added, existing } = result.data;
    const parts = [
      added.length > 0 ? `${added.length === 1 ? added[0] : `${added.length} pincodes`} added` : "",
      existing.length > 0
        ? `${existing.length === 1 ? existing[0] : `${existing.length}`} already listed`
        : "",
    ].filter(Boolean);
    toast.success(parts.join(", "));
    reset({ pincodes: "" });
    onAdded();
  });

  return (
    <>
      <form className={styles.add} onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Add pincodes"
          rows={2}
          placeholder="400097"
          hint="One, or many separated by spaces, commas or new lines. They are added Active."
          {...field("pincodes")}
        />
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? "Adding…" : "Add"}
        </button>
      </form>
      <FormFailure failure={failure} />
    </>
  );
}

export function PincodesPanel({ onChanged }: { onChanged: () => void }) {
  const client = useAdminClient();
  const list = useTableUrlState({ filters: ["status"] as const });
  const [toggling, setToggling] = useState<number | null>(null);
  const { busy, save } = useSave();
  const busyId = busy ? toggling : null;
  const { state, reload } = useApi(
    () =>
      client.GET("/admin/pincodes", {
        params: {
          query: {
            page: list.page,
            limit: list.pageSize,
            q: list.search.replace(/\D/g, "").slice(0, 6) || undefined,
            status: (list.filters.status || undefined) as Status | undefined,
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, list.filters],
  );

  const toggle = async (row: Pincode) => {
    const status: Status = row.status === "Active" ? "Inactive" : "Active";
    setToggling(row.id);
    const result = await save(
      () =>
        client.PATCH("/admin/pincodes/{pincodeId}", {
          params: { path: { pincodeId: row.id } },
          body: { status },
        }),
      { show: "toast" },
    );
    if (result.error) return;
    toast.success(`${row.pincode} is ${status}`);
    reload();
    onChanged();
  };

  const columns = useMemo(() => {
    const column = createDataTableColumnHelper<Pincode>();
    return column.columns([
      column.accessor("pincode", { header: "Pincode", enableSorting: false }),
      column.accessor("status", {
        header: "Status",
        enableSorting: false,
        cell: pillCell(activeTone),
      }),
      column.accessor("distance_km", {
        header: "Distance",
        enableSorting: false,
        meta: { align: "end" },
        cell: (info) => (info.getValue() === null ? "—" : `${info.getValue()?.toLocaleString("en-IN")} km`),
      }),
      column.accessor("in_band", {
        header: "Band",
        enableSorting: false,
        cell: (info) =>
          info.getValue() === null ? (
            <span className="muted">Place unknown</span>
          ) : info.getValue() ? (
            "In a band"
          ) : (
            <span className="pill" data-tone={info.row.original.status === "Active" ? "bad" : undefined}>
              Outside every Active band
            </span>
          ),
      }),
      column.display({
        id: "actions",
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) => {
          const row = info.row.original;
          return (
            <RowButton
              tone="secondary"
              row={row.pincode}
              busy={busyId === row.id}
              onClick={() => void toggle(row)}
            >
              {row.status === "Active" ? "Make Inactive" : "Make Active"}
            </RowButton>
          );
        },
      }),
    ]);
  }, [busyId]);

  const table = useDataTable<Pincode>({
    ...serverPage({ state, reload }),
    columns,
    getRowId: (row) => String(row.id),
    ...list.tableProps,
    rowLabel: (row) => row.pincode,
  });

  return (
    <section className={`admin-panel ${styles.form}`} aria-labelledby="pincodes-title">
      <h2 id="pincodes-title">Pincodes</h2>
      <p className="muted">
        The shop delivers to the Active pincodes (with none Active, the checkout takes any pincode).
      </p>
      <AddPincodes
        onAdded={() => {
          reload();
          onChanged();
        }}
      />
      <ListView
        table={table}
        label="Pincodes"
        list={list}
        searchLabel="Search pincodes"
        placeholder="First digits"
        filters={[{ name: "status", label: "Status", options: plainOptions(["Active", "Inactive"]) }]}
        empty="No pincodes yet."
        filteredEmpty="No pincodes match."
      />
    </section>
  );
}
