// Reports (owners only): the sales report for a date range, the month's GSTR-1 and the product feed.
import { FeedPanel } from "./feed-panel";
import { Gstr1Panel } from "./gstr1-panel";
import styles from "./reports.module.css";
import { SalesPanel } from "./sales-panel";

export default function ReportsPage() {
  return (
    <>
      <h1>Reports</h1>
      <div className={styles.panels}>
        <Gstr1Panel />
        <SalesPanel />
        <FeedPanel />
      </div>
    </>
  );
}
