// The refund policy's returns section: the store's return window and the categories that cannot be
// returned, as store setup has them (GET /returns/policy/{storeId}), so the page never promises
// what My Account will refuse.
import type { ApiSchemas } from "@henna/api";
import { settle } from "../api/api-result";
import { t } from "../i18n/i18n";
import { tx } from "../i18n/rich";
import { defineResource } from "../state/server-data";
import { useResource } from "../state/use-resource";

type ReturnPolicy = ApiSchemas["ReturnPolicy"];

export const returnPolicy = defineResource<void, ReturnPolicy>(
  "returnPolicy",
  async ({ clients, mainId }) => {
    const result = await settle(
      clients.store.GET("/returns/policy/{storeId}", { params: { path: { storeId: mainId } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.data };
  },
);

export function ReturnWindow() {
  const { data: policy, isLoading } = useResource(returnPolicy, undefined);
  if (!policy) {
    return (
      <p className="muted">
        {isLoading ? t("Loading the return window…") : t("Write to us to return an item.")}
      </p>
    );
  }
  if (policy.window_days <= 0) {
    return (
      <p>
        {t(
          "We do not take back undamaged items. A damaged, wrong or missing item is refunded as described above.",
        )}
      </p>
    );
  }
  const names = policy.non_returnable.map((category) => category.name).join(", ");
  return (
    <>
      <p>
        {tx(
          "You can return a delivered item within {days} of delivery: open My Account, choose the order and press Request a return. Pick the items, tell us why and add photos if you like; we reply within 2 working days.",
          {
            days: (
              <strong>
                {policy.window_days === 1 ? t("1 day") : t("{n} days", { n: policy.window_days })}
              </strong>
            ),
          },
        )}
      </p>
      {names && <p>{t("These cannot be returned: {names}.", { names })}</p>}
      <p>{t("Once we receive the items, the refund goes back the way you paid.")}</p>
    </>
  );
}
