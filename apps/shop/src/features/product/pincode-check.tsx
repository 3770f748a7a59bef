// Delivery check by pincode (spec §5) and the delivery estimate, today + delivery_days (spec §2).
// The pincode list is fetched when the shopper first uses the field, not on every product view.
import { deliveryEstimate } from "@henna/domain/dates";
import type { NumberLike } from "@henna/domain/money";
import { readerDate } from "@henna/storefront/i18n/format.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import { usePageTime } from "@henna/storefront/ssr/page-time.ts";
import { pincodes } from "@henna/storefront/state/resources.ts";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { type FormEvent, lazy, Suspense, useId, useMemo, useState } from "react";
import styles from "./pincode-check.module.css";

// The check's rule and answers load when the shopper first uses the field, with the pincode list.
const loadResult = inPageLanguage(() => import("./pincode-result"));
const PincodeResult = lazy(loadResult);

export function PincodeCheck({ deliveryDays }: { deliveryDays: NumberLike }) {
  const inputId = useId();
  const [value, setValue] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const list = useResource(pincodes, wanted ? undefined : skip);
  // The server's time while its page is hydrated: a page it rendered may be days old.
  const now = usePageTime();
  const estimate = useMemo(() => deliveryEstimate(new Date(now), deliveryDays), [now, deliveryDays]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setWanted(true);
    setSubmitted(value);
  }

  return (
    <section className={styles.box} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {t("Delivery")}
      </h2>
      <form onSubmit={onSubmit} noValidate>
        {/* The form kit's FormField markup written out: one labelled box needs none of its states, and
            the kit would be a file of its own in the product page's first render. */}
        <div className={styles.field}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("Pincode")}
          </label>
          <div className={styles.form}>
            <input
              id={inputId}
              className={styles.input}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder={t("Enter pincode")}
              value={value}
              onFocus={() => {
                setWanted(true);
                void loadResult();
              }}
              onChange={(event) => setValue(event.target.value.replace(/\D/g, ""))}
            />
            <button type="submit" className="btn btn-secondary">
              {t("Check")}
            </button>
          </div>
        </div>
      </form>
      <div aria-live="polite">
        {submitted !== null && (
          <Suspense fallback={<p className="muted">{t("Checking…")}</p>}>
            <PincodeResult pincode={submitted} list={list} />
          </Suspense>
        )}
      </div>
      {estimate && (
        <p className={styles.estimate}>
          {t("Estimated delivery by")} <strong>{readerDate(estimate.date, estimate.text)}</strong>
        </p>
      )}
    </section>
  );
}
