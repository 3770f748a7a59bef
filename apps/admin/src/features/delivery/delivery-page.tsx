// /admin/delivery (owners only): the warning for Active pincodes no Active distance band holds (the
// checkout charges them nothing), the office location, the bands, and the pincode list.
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { ErrorState, Skeleton } from "../../ui/states";
import { BandsForm, type DeliverySetup } from "./bands-form";
import styles from "./delivery.module.css";
import { OfficeForm } from "./office-form";
import { PincodesPanel } from "./pincodes-panel";

function OutsideWarning({ setup }: { setup: DeliverySetup }) {
  if (setup.outside_count === 0) return null;
  const shown = setup.outside_bands
    .map((pin) => `${pin.pincode} (${pin.distance_km.toLocaleString("en-IN")} km)`)
    .join(", ");
  const more = setup.outside_count - setup.outside_bands.length;
  return (
    <div className={styles.warning} role="status">
      <p className={styles.warningTitle}>
        {setup.outside_count === 1
          ? "1 Active pincode lies outside every Active distance band"
          : `${setup.outside_count} Active pincodes lie outside every Active distance band`}
      </p>
      <p>
        The checkout charges these no delivery: {shown}
        {more > 0 ? ` and ${more} more` : ""}. Add or activate a band that reaches them, or make them
        Inactive.
      </p>
    </div>
  );
}

export default function DeliveryPage() {
  const client = useAdminClient();
  const { state, reload, setData } = useApi(() => client.GET("/admin/delivery"), [client]);

  const setup = state.data?.data;
  const saved = (data: DeliverySetup) => setData({ data });
  return (
    <>
      <h1>Delivery</h1>
      {state.status === "error" && !setup ? (
        <ErrorState failure={state.error} onRetry={reload} />
      ) : !setup ? (
        <Skeleton lines={6} label="Loading the delivery setup" />
      ) : (
        <div className={styles.page}>
          <OutsideWarning setup={setup} />
          {setup.unplaced_count > 0 && (
            <p className="muted">
              {setup.unplaced_count === 1
                ? "1 Active pincode has no known place, so its distance is unknown."
                : `${setup.unplaced_count} Active pincodes have no known place, so their distance is unknown.`}
            </p>
          )}
          <div className={styles.columns}>
            <BandsForm setup={setup} onSaved={saved} />
            <OfficeForm setup={setup} onSaved={saved} />
          </div>
          <PincodesPanel onChanged={reload} />
        </div>
      )}
    </>
  );
}
