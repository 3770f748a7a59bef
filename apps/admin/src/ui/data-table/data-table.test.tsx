import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "./data-table";
import {
  createDataTableColumnHelper,
  type DataTableSort,
  type RowSelectionState,
} from "./data-table-columns";
import { type UseDataTableOptions, useDataTable } from "./use-data-table";

interface Order {
  id: string;
  email: string;
  total: number;
}

const column = createDataTableColumnHelper<Order>();
const columns = column.columns([
  column.accessor("id", { header: "Order" }),
  column.accessor("email", { header: "Customer", enableSorting: false }),
  column.accessor("total", {
    header: "Total",
    meta: { align: "end" },
    cell: (cell) => `₹${cell.getValue()}`,
  }),
]);

const orders: Order[] = [
  { id: "1042", email: "asha@example.com", total: 499 },
  { id: "1043", email: "ravi@example.com", total: 1250 },
  { id: "1044", email: "meera@example.com", total: 89 },
];

type Options = Partial<UseDataTableOptions<Order>>;

function Orders(props: Options & { selectable?: boolean }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const table = useDataTable<Order>({
    data: orders,
    columns,
    getRowId: (order) => order.id,
    rowCount: 45,
    page: 1,
    pageSize: 20,
    onPageChange: () => {},
    sort: null,
    onSortChange: () => {},
    rowLabel: (order) => `order ${order.id}`,
    ...(props.selectable ? { rowSelection: selection, onRowSelectionChange: setSelection } : {}),
    ...props,
  });
  return (
    <DataTable instance={table} label="Orders">
      <DataTable.Toolbar>
        <DataTable.Search debounceMs={0} />
        <DataTable.Filters>
          <button type="button">Paid only</button>
        </DataTable.Filters>
        <DataTable.Selection>
          <button type="button">Mark shipped</button>
        </DataTable.Selection>
      </DataTable.Toolbar>
      <DataTable.Table
        emptyTitle="No orders match."
        emptyAction={<button type="button">Clear filters</button>}
      />
      <DataTable.Pagination />
    </DataTable>
  );
}

function Searching({ onSearchChange }: { onSearchChange: (search: string) => void }) {
  const dt = useDataTable<Order>({
    data: orders,
    columns,
    getRowId: (order) => order.id,
    rowCount: 3,
    page: 1,
    pageSize: 20,
    onPageChange: () => {},
    sort: null,
    onSortChange: () => {},
    search: "",
    onSearchChange,
  });
  return (
    <DataTable instance={dt} label="Orders">
      <DataTable.Search />
    </DataTable>
  );
}

const table = () => screen.getByRole("table", { name: "Orders" });
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

describe("DataTable", () => {
  it("shows the page's rows under their headers, amounts at the end", () => {
    render(<Orders />);
    const rows = within(table()).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1042", "asha@example.com", "₹499"]);
    expect(header("Total").className).toMatch(/end/);
  });

  it("says how each column is sorted and asks for the next sort when a header is pressed", async () => {
    const onSortChange = vi.fn<(sort: DataTableSort | null) => void>();
    const { rerender } = render(<Orders onSortChange={onSortChange} />);
    expect(header("Order")).toHaveAttribute("aria-sort", "none");
    expect(header("Customer")).not.toHaveAttribute("aria-sort");
    expect(within(header("Customer")).queryByRole("button")).toBeNull();

    await userEvent.click(within(header("Order")).getByRole("button", { name: /Order/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "id", desc: false });

    rerender(<Orders onSortChange={onSortChange} sort={{ id: "id", desc: false }} />);
    expect(header("Order")).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header("Order")).getByRole("button"));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "id", desc: true });

    rerender(<Orders onSortChange={onSortChange} sort={{ id: "id", desc: true }} />);
    expect(header("Order")).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(within(header("Order")).getByRole("button"));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it("selects rows one by one and every row of the page at once", async () => {
    const user = userEvent.setup();
    render(<Orders selectable />);
    const all = screen.getByRole("checkbox", { name: "Select all on page" });
    await user.click(screen.getByRole("checkbox", { name: "Select order 1043" }));
    expect(screen.getByRole("checkbox", { name: "Select order 1043" })).toBeChecked();
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByText("1 selected")).toBeInTheDocument();

    await user.click(all);
    for (const id of ["1042", "1043", "1044"]) {
      expect(screen.getByRole("checkbox", { name: `Select order ${id}` })).toBeChecked();
    }
    expect(screen.getByText("3 selected")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark shipped" })).toBeInTheDocument();

    await user.click(all);
    expect(screen.getByRole("checkbox", { name: "Select order 1042" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Mark shipped" })).toBeNull();
  });

  it("opens a row on a click or Enter, but not on a click of its checkbox", async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    render(<Orders selectable onRowOpen={onRowOpen} />);
    const row = screen.getByRole("row", { name: /1043/ });
    await user.click(within(row).getByText("ravi@example.com"));
    expect(onRowOpen).toHaveBeenLastCalledWith(orders[1]);
    await user.click(within(row).getByRole("checkbox"));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    row.focus();
    await user.keyboard("{Enter}");
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it("shows skeleton rows of the page's size while the first page loads", () => {
    render(<Orders data={[]} isLoading pageSize={20} />);
    const body = table().querySelector("tbody") as HTMLElement;
    expect(body.querySelectorAll("tr")).toHaveLength(20);
    expect(body.querySelectorAll(".skeleton")).toHaveLength(60);
    expect(body).toHaveAttribute("aria-hidden", "true");
    expect(table()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading orders…");
  });

  it("keeps the rows it has while the next page loads", () => {
    render(<Orders isLoading />);
    expect(within(table()).getAllByRole("row")).toHaveLength(4);
    expect(table()).toHaveAttribute("aria-busy", "true");
  });

  it("says when nothing matches, with the way on", () => {
    render(<Orders data={[]} rowCount={0} />);
    expect(screen.getByText("No orders match.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    expect(screen.getByText("No rows")).toBeInTheDocument();
  });

  it("says what went wrong and tries again on request", async () => {
    const onRetry = vi.fn();
    render(<Orders data={[]} error="The orders could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The orders could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("pages: which rows of how many, Previous and Next within bounds, the page size", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { rerender } = render(<Orders onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    const pages = screen.getByRole("navigation", { name: "Orders pages" });
    expect(pages).toHaveTextContent("1–20 of 45");
    expect(pages).toHaveTextContent("Page 1 of 3");
    const previous = within(pages).getByRole("button", { name: "Previous" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Orders page={3} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    expect(pages).toHaveTextContent("41–45 of 45");
    const next = within(pages).getByRole("button", { name: "Next" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).not.toBeDisabled();
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    await user.click(within(pages).getByRole("button", { name: "Previous" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    await user.selectOptions(within(pages).getByRole("combobox", { name: "Rows per page" }), "50");
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it("pages past a total the server stopped counting while the pages come back full", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const full = Array.from({ length: 3 }, (_, i) => ({ id: `9${i}`, email: `e${i}@x.in`, total: i }));
    const { rerender } = render(
      <Orders
        data={full}
        rowCount={1001}
        rowCountAtLeast
        page={60}
        pageSize={3}
        onPageChange={onPageChange}
      />,
    );
    const pages = screen.getByRole("navigation", { name: "Orders pages" });
    expect(pages).toHaveTextContent("178–180 of 1,000+");
    expect(pages).toHaveTextContent("Page 60 of 334+");
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(61);

    rerender(
      <Orders
        data={full.slice(0, 1)}
        rowCount={1001}
        rowCountAtLeast
        page={400}
        pageSize={3}
        onPageChange={onPageChange}
      />,
    );
    expect(pages).toHaveTextContent("1,198–1,198 of 1,000+");
    expect(within(pages).getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  });

  it("asks for a search once typing settles", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSearchChange = vi.fn();
      render(<Searching onSearchChange={onSearchChange} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "asha");
      expect(onSearchChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(300));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenLastCalledWith("asha");
    } finally {
      vi.useRealTimers();
    }
  });
});
