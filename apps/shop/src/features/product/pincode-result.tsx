// The answer to a pincode check (spec §5): invalid, checking, available or not, with a retry when the
// list could not be read. Loaded when the shopper first uses the field (pincode-check.tsx).
import type { ApiSchemas } from "@henna/api";
import { checkProductPincode } from "@henna/domain/pincode";
import { t } from "@henna/storefront/i18n/i18n.ts";
import type { ResourceState } from "@henna/storefront/state/use-resource.ts";
import styles from "./pincode-check.module.css";

export default function PincodeResult({
  pincode,
  list,
}: {
  pincode: string;
  list: ResourceState<ApiSchemas["Pincode"][]>;
}) {
  const result = checkProductPincode(pincode, list.data ?? []);
  if (result.status === "invalid") return <p className="error-text">{t(result.message)}</p>;
  if (list.data === undefined) {
    if (list.isError) {
      return (
        <p className="error-text">
          {t("We could not check delivery just now.")}{" "}
          <button type="button" className={styles.retry} onClick={list.refetch}>
            {t("Try again")}
          </button>
        </p>
      );
    }
    return <p className="muted">{t("Checking…")}</p>;
  }
  return (
    <p
      className={
        result.status === "available" ? `success-text ${styles.result}` : `error-text ${styles.result}`
      }
    >
      {/* The domain's texts (deliveryAvailableTo, deliveryNotAvailableTo), said with the pincode. */}
      {result.status === "available"
        ? t("Delivery available to {pincode}", { pincode })
        : t("Sorry, delivery is not available to {pincode}", { pincode })}
    </p>
  );
}
