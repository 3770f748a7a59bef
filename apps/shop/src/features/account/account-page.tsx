// My Account (spec §2): who is logged in and Logout, then the tabs Orders, Address (hidden when the
// store's default button is Get Quote) and Help. The open tab is kept in the address (?tab=help), so
// a reload or a shared link opens the same tab.
import { AddressBook } from "@henna/storefront/addresses/address-book.tsx";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useLogOut } from "@henna/storefront/session/use-log-out.ts";
import { useDefaultButton } from "@henna/storefront/settings/use-default-button.ts";
import { useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { type TabItem, Tabs } from "@henna/storefront/ui/tabs.tsx";
import { useSearchParams } from "react-router";
import styles from "./account-page.module.css";
import { HelpTab } from "./help-tab";
import { OrdersTab } from "./orders-tab";

type AccountTab = "orders" | "address" | "help";

const ORDERS: TabItem<AccountTab> = { key: "orders", label: msg("Orders") };
const ADDRESS: TabItem<AccountTab> = { key: "address", label: msg("Address") };
const HELP: TabItem<AccountTab> = { key: "help", label: msg("Help") };

export default function AccountPage() {
  const user = useAppSelector(selectUser);
  const logOut = useLogOut();
  const { defaultButton } = useDefaultButton();
  const [params, setParams] = useSearchParams();
  if (!user) return null;

  const tabs = defaultButton === "getquote" ? [ORDERS, HELP] : [ORDERS, ADDRESS, HELP];
  const asked = params.get("tab");
  const active = tabs.find((tab) => tab.key === asked)?.key ?? "orders";
  const choose = (key: AccountTab) =>
    setParams(key === "orders" ? {} : { tab: key }, { replace: true, preventScrollReset: true });

  return (
    <div className="page">
      <h1>{t("My Account")}</h1>
      <section className={`card ${styles.profile}`} aria-label={t("Your details")}>
        <div className={styles.who}>
          <p className={styles.name}>{user.full_name || user.name}</p>
          <p className="muted">{user.email}</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void logOut()}>
          {t("Logout")}
        </button>
      </section>
      <Tabs label={t("My Account")} tabs={tabs} active={active} onChange={choose}>
        {active === "orders" && <OrdersTab />}
        {active === "address" && <AddressBook mode="manage" />}
        {active === "help" && <HelpTab />}
      </Tabs>
    </div>
  );
}
