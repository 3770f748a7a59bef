import type { components } from "@henna/api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import { changeOf } from "./change";

// uPlot draws on a canvas, which happy-dom does not have: the chart module is replaced by a marker, so
// these tests see when the page loads it.
vi.mock("./revenue-chart", () => ({
  default: ({ daily }: { daily: unknown[] }) => <div data-testid="revenue-chart">{daily.length} days</div>,
}));

type Dashboard = components["schemas"]["AdminDashboard"];

const zero = { revenue: 0, refunds: 0, orders: 0, averageOrderValue: 0 };
const days = (revenue: (index: number) => number) =>
  Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    revenue: revenue(index),
    refunds: 0,
    orders: revenue(index) > 0 ? 1 : 0,
  }));

const EMPTY: Dashboard = {
  today: "2026-11-30",
  hasOrders: false,
  periods: (["today", "7d", "30d"] as const).map((key) => ({
    key,
    days: key === "today" ? 1 : key === "7d" ? 7 : 30,
    from: "2026-11-01",
    to: "2026-11-30",
    current: zero,
    previous: zero,
  })),
  waiting: (["Pending", "Processing", "Packed", "Shipped", "Out for delivery"] as const).map((status) => ({
    status,
    count: 0,
  })),
  topProducts: [],
  lowStock: { total: 0, out: 0, items: [] },
  daily: days(() => 0),
};

const BUSY: Dashboard = {
  ...EMPTY,
  hasOrders: true,
  periods: [
    {
      ...EMPTY.periods[0],
      key: "today",
      current: { revenue: 1500, refunds: 120, orders: 3, averageOrderValue: 540 },
      previous: { revenue: 1000, refunds: 0, orders: 1, averageOrderValue: 1000 },
    },
    {
      ...EMPTY.periods[1],
      key: "7d",
      current: { revenue: 4000, refunds: 0, orders: 8, averageOrderValue: 500 },
      previous: { revenue: 5000, refunds: 0, orders: 10, averageOrderValue: 500 },
    },
    {
      ...EMPTY.periods[2],
      key: "30d",
      current: { revenue: 9000, refunds: 0, orders: 18, averageOrderValue: 500 },
      previous: zero,
    },
  ] as Dashboard["periods"],
  waiting: EMPTY.waiting.map((row) => (row.status === "Processing" ? { ...row, count: 4 } : row)),
  topProducts: [{ product_id: 7, title: "Rose henna cone", quantity: 12, revenue: 1260 }],
  lowStock: {
    total: 2,
    out: 1,
    items: [
      { product_id: 9, title: "Bridal kit", sku: "BK-1", stock: 0 },
      { product_id: 8, title: "Masala chai", sku: "MC-1", stock: 3 },
    ],
  },
  daily: days((index) => (index % 3 === 0 ? 300 : 0)),
};

describe("changeOf", () => {
  it.each([
    { current: 150, previous: 100, want: { text: "Up 50 %", tone: "up" } },
    { current: 80, previous: 100, want: { text: "Down 20 %", tone: "down" } },
    { current: 5, previous: 0, want: { text: "New", tone: "up" } },
    { current: 0, previous: 0, want: { text: "No change", tone: "same" } },
    { current: 1001, previous: 1000, want: { text: "Up under 1 %", tone: "same" } },
  ])("$current against $previous → $want.text", ({ current, previous, want }) => {
    expect(changeOf(current, previous)).toEqual(want);
  });
});

describe("the dashboard", () => {
  it("is the landing page: every figure from one call, against the period before, then the chart", async () => {
    const { callsTo } = renderAdmin("/", { answers: { "GET /admin/dashboard": json({ data: BUSY }) } });
    const today = await screen.findByRole("region", { name: /^Today/ });
    expect(within(today).getByText("₹1,500.00")).toBeInTheDocument();
    expect(within(today).getByText("Revenue, net of refunds")).toBeInTheDocument();
    expect(within(today).getByText("Up 50 %")).toBeInTheDocument();
    expect(within(today).getByText("Up 200 %")).toBeInTheDocument();
    expect(within(today).getByText("Down 46 %")).toBeInTheDocument();
    // Refunds are their own figure; more of them than the day before is bad news.
    const refunds = within(today).getByText("Refunds").nextElementSibling as HTMLElement;
    expect(refunds).toHaveTextContent("₹120.00");
    expect(within(refunds).getByText("New")).toHaveAttribute("data-tone", "down");
    const week = screen.getByRole("region", { name: /^Last 7 days/ });
    expect(within(week).getAllByText("Down 20 %")).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: /^Last 30 days/ })).getAllByText("New")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Processing 4" })).toHaveAttribute(
      "href",
      "/orders?status=Processing",
    );
    expect(screen.getByRole("link", { name: "Rose henna cone" })).toHaveAttribute("href", "/products/7");
    expect(screen.getByText("Sold out")).toBeInTheDocument();
    expect(screen.getByText("3 left")).toBeInTheDocument();
    expect(await screen.findByTestId("revenue-chart")).toHaveTextContent("30 days");
    expect(screen.queryByText("No orders yet")).toBeNull();
    expect(callsTo("GET", "/admin/dashboard")).toHaveLength(1);
    expect(document.title).toBe("Dashboard · Back office");
  });

  it("an empty store shows zeros and 'no orders yet', never an empty chart", async () => {
    renderAdmin("/", { answers: { "GET /admin/dashboard": json({ data: EMPTY }) } });
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByText("No orders yet. Your first paid order will show here.")).toBeInTheDocument();
    expect(screen.getAllByText("₹0.00").length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText("Nothing waiting: every paid order has been delivered.")).toBeInTheDocument();
    expect(screen.getByText("No sales in the last 30 days yet.")).toBeInTheDocument();
    expect(screen.queryByTestId("revenue-chart")).toBeNull();
  });

  it("a failed load says so and tries again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin("/", {
      answers: {
        "GET /admin/dashboard": () => {
          calls += 1;
          return calls === 1
            ? apiError(500, "INTERNAL", "Something went wrong on our side.")
            : json({ data: BUSY });
        },
      },
    });
    expect(await screen.findByText("The figures could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: /^Today/ })).toBeInTheDocument();
  });

  it("staff land on it too, without the owner's Reports", async () => {
    renderAdmin("/", { as: STAFF, answers: { "GET /admin/dashboard": json({ data: BUSY }) } });
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByRole("link", { name: "Reports" })).toBeNull();
  });
});
