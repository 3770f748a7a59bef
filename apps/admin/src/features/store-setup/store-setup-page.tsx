// /admin/store-setup (owners only): the store's profile and its selling rules, each saved on its own,
// and the database backups (backups-panel.tsx).
// What is saved is what the shop's next page load shows.
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { ErrorState, Skeleton } from "../../ui/states";
import { BackupsPanel } from "./backups-panel";
import { ProfileForm } from "./profile-form";
import { SellingForm } from "./selling-form";
import styles from "./store-setup.module.css";

export default function StoreSetupPage() {
  const client = useAdminClient();
  const { state, reload, setData } = useApi(() => client.GET("/admin/store-setup"), [client]);

  const setup = state.data?.data;
  return (
    <>
      <h1>Store setup</h1>
      {state.status === "error" && !setup ? (
        <ErrorState failure={state.error} onRetry={reload} />
      ) : !setup ? (
        <Skeleton lines={8} label="Loading the store setup" />
      ) : (
        <div className={styles.columns}>
          <ProfileForm setup={setup} onSaved={(data) => setData({ data })} />
          <SellingForm setup={setup} onSaved={(data) => setData({ data })} />
        </div>
      )}
      <BackupsPanel />
    </>
  );
}
