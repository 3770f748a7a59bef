// The back office's landing page: how the shop is doing (today, 7 and 30 days against the period
// before), what needs doing (orders waiting, low stock), what sells, and 30 days of revenue. One call
// for every figure; the chart's code loads after the figures are on screen.
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { dateOnly } from "../../ui/format";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./dashboard.module.css";
import { DashboardChart } from "./dashboard-chart";
import { LowStock, TopProducts, WaitingOrders } from "./dashboard-lists";
import { PeriodFigures } from "./period-figures";

export default function DashboardPage() {
  const client = useAdminClient();
  const { state, reload } = useApi(() => client.GET("/admin/dashboard"), [client]);

  const data = state.data?.data;
  return (
    <>
      <div className={styles.head}>
        <h1>Dashboard</h1>
        {data && <p className="muted">{dateOnly(`${data.today}T12:00:00+05:30`)}, India time</p>}
      </div>
      {state.status === "error" && !data ? (
        <ErrorState failure={state.error} onRetry={reload} title="The figures could not be loaded" />
      ) : !data ? (
        <div className={styles.loading}>
          <Skeleton lines={1} height={180} label="Loading the figures" />
          <Skeleton lines={2} height={120} label="Loading the lists" />
        </div>
      ) : (
        <>
          {!data.hasOrders && (
            <EmptyState title="No orders yet">
              The figures fill in from the first paid order. Until then, every count here is zero.
            </EmptyState>
          )}
          <PeriodFigures periods={data.periods} />
          <div className={styles.grid}>
            <WaitingOrders waiting={data.waiting} />
            <LowStock stock={data.lowStock} />
          </div>
          <div className={styles.grid}>
            <DashboardChart daily={data.daily} hasOrders={data.hasOrders} />
            <TopProducts products={data.topProducts} />
          </div>
        </>
      )}
    </>
  );
}
