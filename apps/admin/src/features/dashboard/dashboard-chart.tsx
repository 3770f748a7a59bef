// The chart's panel: the chart itself loads on demand once the figures are shown; an empty store gets
// a sentence instead of an empty plot.
import type { components } from "@henna/api";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { money } from "../../ui/format";
import styles from "./dashboard.module.css";

type Day = components["schemas"]["AdminDashboard"]["daily"][number];

const RevenueChart = lazy(() => import("./revenue-chart"));

/** A chart that cannot load (its chunk failed after a deploy, no canvas) leaves the figures standing. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return <p className="muted">The chart could not be drawn. The figures above are complete.</p>;
    return this.props.children;
  }
}

function summary(daily: Day[]): string {
  const total = daily.reduce((sum, day) => sum + day.revenue, 0);
  const best = daily.reduce<Day | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  const refunds = daily.reduce((sum, day) => sum + day.refunds, 0);
  return `Revenue per day net of refunds over the last 30 days: ${money(total)} in all (refunds ${money(refunds)})${
    best && best.revenue > 0 ? `, the best day ${best.day} with ${money(best.revenue)}` : ""
  }.`;
}

export function DashboardChart({ daily, hasOrders }: { daily: Day[]; hasOrders: boolean }) {
  const sold = daily.some((day) => day.revenue > 0);
  return (
    <section className="admin-panel" aria-labelledby="chart-title">
      <h2 id="chart-title">Revenue net of refunds, last 30 days</h2>
      {sold ? (
        <figure className={styles.chartFigure}>
          <ChartBoundary>
            <Suspense
              fallback={
                <div
                  className={`skeleton ${styles.chartSkeleton}`}
                  role="status"
                  aria-label="Loading the chart"
                />
              }
            >
              <RevenueChart daily={daily} />
            </Suspense>
          </ChartBoundary>
          <figcaption className="visually-hidden">{summary(daily)}</figcaption>
        </figure>
      ) : (
        <p className={styles.noChart}>
          {hasOrders
            ? "No paid orders in the last 30 days."
            : "No orders yet. Your first paid order will show here."}
        </p>
      )}
    </section>
  );
}
