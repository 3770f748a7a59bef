// The Orders tab: the caller's orders, newest first, each with Track Order or Failed (spec §2, §4).
import { failureText } from "@henna/storefront/api/api-result.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUserId } from "@henna/storefront/state/session-slice.ts";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { useState } from "react";
import { Link } from "react-router";
import { accountOrders } from "./account-resources";
import { OrderCard } from "./order-card";
import styles from "./orders-tab.module.css";

export function OrdersTab() {
  const userId = useAppSelector(selectUserId);
  const { data, error, isLoading, refetch } = useResource(accountOrders, userId ?? skip);
  // One "today" for the whole list, so every window is counted from the same day.
  const [now] = useState(() => new Date());

  if (isLoading) {
    return (
      <div aria-busy="true" className={styles.list}>
        <span className="visually-hidden">{t("Loading your orders…")}</span>
        {[0, 1].map((n) => (
          <div key={n} className={`skeleton ${styles.skeleton}`} />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <div role="alert" className={styles.message}>
        <p>
          {t("We could not load your orders.")} {failureText(error)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={refetch}>
          {t("Try again")}
        </button>
      </div>
    );
  }
  if (!data || data.length === 0) {
    return (
      <div className={styles.message}>
        <p>{t("You have not placed any orders yet.")}</p>
        <Link className="btn" to="/products">
          {t("Start shopping")}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      <h2 className="visually-hidden">{t("Your orders")}</h2>
      {data.map((order) => (
        <OrderCard key={order.order_id} order={order} now={now} />
      ))}
    </div>
  );
}
