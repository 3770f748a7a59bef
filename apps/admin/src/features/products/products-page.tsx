// The products list: server-paged, searched (title or SKU), filtered (category, type, status, stock)
// and sorted, its state in the URL.
import type { components, operations } from "@henna/api";
import { imageUrl } from "@henna/storefront/config/runtime-config.ts";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { useCategories } from "../../api/use-categories";
import { createDataTableColumnHelper, type DataTableSort } from "../../ui/data-table/data-table-columns";
import { pillCell } from "../../ui/data-table/pill-cell";
import { serverPage } from "../../ui/data-table/server-page";
import { TwoLineCell } from "../../ui/data-table/two-line-cell";
import { useDataTable } from "../../ui/data-table/use-data-table";
import { useTableUrlState } from "../../ui/data-table/use-table-url-state";
import { plainOptions } from "../../ui/filter-controls";
import { activeTone, dateTime, money } from "../../ui/format";
import { ListView } from "../../ui/list-view";
import styles from "./products.module.css";

type ProductRow = components["schemas"]["AdminProductRow"];
type ProductsQuery = NonNullable<operations["adminListProducts"]["parameters"]["query"]>;

const TYPES = ["Simple", "Variable Product", "Grouped Product"] as const;
const FILTERS = ["category", "type", "status", "stock"] as const;
const LOW_STOCK = 5;

const SORTABLE = ["title", "totalStock", "originalPrice", "updatedAt"];

/** The server's sort for the table's sorted column (it sorts titles A-Z, stock lowest and updates newest first). */
function serverSort(sort: DataTableSort | null): ProductsQuery["sort"] {
  if (!sort) return "newest";
  if (sort.id === "title") return "title";
  if (sort.id === "totalStock") return "stock_asc";
  if (sort.id === "originalPrice") return sort.desc ? "price_desc" : "price_asc";
  return "updated";
}

function stockTone(row: ProductRow): "good" | "bad" | "warn" | undefined {
  if (row.product_type === "Grouped Product") return undefined;
  if (row.totalStock <= 0) return "bad";
  if (row.totalStock <= LOW_STOCK) return "warn";
  return "good";
}

const column = createDataTableColumnHelper<ProductRow>();
const COLUMNS = column.columns([
  column.accessor("image", {
    header: "Photo",
    enableSorting: false,
    meta: { width: "56px" },
    cell: (info) =>
      info.getValue() ? (
        <img
          className={styles.thumb}
          src={imageUrl(info.getValue())}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <span className={styles.noThumb} aria-hidden="true" />
      ),
  }),
  column.accessor("title", {
    header: "Product",
    cell: (info) => (
      <TwoLineCell
        first={<Link to={`/products/${info.row.original.product_id}`}>{info.getValue()}</Link>}
        second={info.row.original.sku}
      />
    ),
  }),
  column.accessor("product_type", {
    header: "Type",
    enableSorting: false,
    cell: (info) =>
      info.getValue() === "Variable Product"
        ? `Variable (${info.row.original.variations})`
        : info.getValue().replace(" Product", ""),
  }),
  column.accessor("category", { header: "Category", enableSorting: false }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: pillCell(activeTone),
  }),
  column.accessor("totalStock", {
    header: "Stock",
    meta: { align: "end" },
    cell: (info) =>
      info.row.original.product_type === "Grouped Product" ? (
        "—"
      ) : (
        <span className="pill" data-tone={stockTone(info.row.original)}>
          {info.getValue()}
        </span>
      ),
  }),
  column.accessor("originalPrice", {
    header: "Price",
    meta: { align: "end" },
    cell: (info) => {
      const sale = info.row.original.discountPrice;
      return sale !== null && sale > 0 ? (
        <>
          <s className="muted">{money(info.getValue())}</s> {money(sale)}
        </>
      ) : (
        money(info.getValue())
      );
    },
  }),
  column.accessor("updatedAt", { header: "Updated", cell: (info) => dateTime(info.getValue()) }),
]);

export default function ProductsPage() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const list = useTableUrlState({ filters: FILTERS, sortable: SORTABLE });
  const values = list.filters;
  const { categories, categoryNames } = useCategories();

  const { state, reload } = useApi(
    () =>
      client.GET("/admin/products", {
        params: {
          query: {
            ...list.pageQuery,
            category: values.category || undefined,
            type: (values.type || undefined) as ProductsQuery["type"],
            status: (values.status || undefined) as ProductsQuery["status"],
            stock: (values.stock || undefined) as ProductsQuery["stock"],
            sort: serverSort(list.sort),
          },
        },
      }),
    [client, list.page, list.pageSize, list.search, list.sort?.id, list.sort?.desc, values],
  );

  const table = useDataTable<ProductRow>({
    ...serverPage({ state, reload }),
    columns: COLUMNS,
    getRowId: (row) => String(row.product_id),
    rowCountAtLeast: state.data?.totalAtLeast,
    ...list.tableProps,
    onRowOpen: (row) => navigate(`/products/${row.product_id}`),
    rowLabel: (row) => row.title,
  });

  return (
    <>
      <div className={styles.head}>
        <h1>Products</h1>
        <Link className="btn btn-small" to="/products/new">
          Add product
        </Link>
      </div>
      <ListView
        table={table}
        label="Products"
        list={list}
        searchLabel="Search products"
        placeholder="Title or SKU"
        filters={[
          {
            name: "category",
            label: "Category",
            options: categories.map((key) => [key, categoryNames[key] ?? key] as const),
          },
          { name: "type", label: "Type", options: plainOptions(TYPES) },
          { name: "status", label: "Status", options: plainOptions(["Active", "Inactive"]) },
          {
            name: "stock",
            label: "Stock",
            allLabel: "Any",
            options: [
              ["out", "Out of stock"],
              ["low", `Low (1–${LOW_STOCK})`],
            ],
          },
        ]}
        empty="No products yet."
        filteredEmpty="No products match these filters."
        emptyAction={
          <Link className="btn btn-small" to="/products/new">
            Add the first product
          </Link>
        }
      />
    </>
  );
}
