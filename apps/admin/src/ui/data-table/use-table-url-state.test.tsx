import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { BrowserRouter, MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { type TableUrlStateOptions, useTableUrlState } from "./use-table-url-state";

type Filter = "status" | "mode";

/** Writes where the router is into `seen.location`. */
function Probe({ seen }: { seen: { location: string } }) {
  const here = useLocation();
  seen.location = `${here.pathname}${here.search}`;
  return null;
}

function withRouter(path: string, options: TableUrlStateOptions<Filter> = {}) {
  const seen = { location: "" };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Probe seen={seen} />
    </MemoryRouter>
  );
  const view = renderHook(() => useTableUrlState<Filter>({ filters: ["status", "mode"], ...options }), {
    wrapper,
  });
  return { ...view, location: () => seen.location };
}

/** What the hook hands to useDataTable. */
function Show() {
  const state = useTableUrlState();
  return (
    <p>{`${state.tableProps.page}/${state.tableProps.pageSize}/${state.tableProps.pageSizeOptions.join(",")}`}</p>
  );
}

describe("useTableUrlState", () => {
  it("starts at page 1 of the default size, unsorted, unsearched, unfiltered, with a clean address", () => {
    const { result, location } = withRouter("/orders");
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(20);
    expect(result.current.sort).toBeNull();
    expect(result.current.search).toBe("");
    expect(result.current.filters).toEqual({ status: "", mode: "" });
    expect(result.current.narrowed).toBe(false);
    expect(result.current.pageQuery).toEqual({ page: 1, limit: 20, q: undefined });
    expect(location()).toBe("/orders");
  });

  it("reads the page, size, sort, search and filters from the address", () => {
    const { result } = withRouter("/orders?page=3&size=50&sort=-total&q=asha&status=paid");
    expect(result.current.page).toBe(3);
    expect(result.current.pageSize).toBe(50);
    expect(result.current.sort).toEqual({ id: "total", desc: true });
    expect(result.current.search).toBe("asha");
    expect(result.current.filters).toEqual({ status: "paid", mode: "" });
    expect(result.current.narrowed).toBe(true);
    expect(result.current.pageQuery).toEqual({ page: 3, limit: 50, q: "asha" });
  });

  it("ignores what the list cannot do: a page below 1, an unknown size or sort column", () => {
    const { result } = withRouter("/orders?page=-2&size=7&sort=password", {
      sortable: ["total", "created_at"],
      defaultSort: { id: "created_at", desc: true },
    });
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(20);
    expect(result.current.sort).toEqual({ id: "created_at", desc: true });
  });

  it("writes each change to the address, back to page 1 for anything but the page", () => {
    const { result, location } = withRouter("/orders?page=4&status=paid");
    act(() => result.current.setPage(5));
    expect(location()).toBe("/orders?page=5&status=paid");
    act(() => result.current.setSort({ id: "total", desc: false }));
    expect(location()).toBe("/orders?status=paid&sort=total");
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter("mode", "cod"));
    expect(location()).toBe("/orders?status=paid&sort=total&mode=cod");
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch("9876543210"));
    expect(location()).toBe("/orders?status=paid&sort=total&mode=cod&q=9876543210");
    act(() => result.current.setPageSize(100));
    expect(result.current.pageSize).toBe(100);
    act(() => result.current.setFilter("status", ""));
    expect(result.current.filters.status).toBe("");
    act(() => result.current.clear());
    expect(location()).toBe("/orders?sort=total&size=100");
    expect(result.current.narrowed).toBe(false);
  });

  it("keeps a default sort out of the address, and an unsorted choice in it", () => {
    const { result, location } = withRouter("/orders", { defaultSort: { id: "created_at", desc: true } });
    expect(result.current.sort).toEqual({ id: "created_at", desc: true });
    act(() => result.current.setSort(null));
    expect(location()).toBe("/orders?sort=none");
    expect(result.current.sort).toBeNull();
    act(() => result.current.setSort({ id: "created_at", desc: true }));
    expect(location()).toBe("/orders");
  });

  it("keeps two lists of a page apart by a prefix", () => {
    const { result, location } = withRouter("/products?page=2", { prefix: "stock_" });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    expect(location()).toBe("/products?page=2&stock_page=3");
  });

  it("gives useDataTable its props", () => {
    render(
      <MemoryRouter initialEntries={["/x?page=2"]}>
        <Show />
      </MemoryRouter>,
    );
    expect(screen.getByText("2/20/20,50,100")).toBeInTheDocument();
  });

  it("drops a late write once the browser has moved to another entry (a search settling after a row was opened)", () => {
    window.history.replaceState(null, "", "/orders");
    const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
    const { result } = renderHook(() => useTableUrlState<Filter>({ filters: ["status", "mode"] }), {
      wrapper,
    });
    act(() => result.current.setSearch("asha"));
    expect(window.location.pathname + window.location.search).toBe("/orders?q=asha");
    // A row's link was followed: the browser is on the next entry while the list is still on screen.
    window.history.pushState({ usr: null, key: "next-page", idx: 2 }, "", "/orders/1042");
    act(() => result.current.setSearch("asha k"));
    expect(window.location.pathname + window.location.search).toBe("/orders/1042");
  });
});
