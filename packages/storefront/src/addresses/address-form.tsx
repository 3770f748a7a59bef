// Add or edit an address (spec §2 Checkout address form): location type Home/Office/Others, address
// text, city, area, pincode. Latitude and longitude are not asked for: the server geocodes the address
// when it is saved (contract AddressInput), so a shopper never sees or fixes coordinates.
import {
  type AddressField,
  LOCATION_TYPES,
  type LocationType,
  sanitizePincodeInput,
  toLocationType,
  validateAddressForm,
} from "@henna/domain/checkout-address";
import { type FormEvent, useState } from "react";
import { FormField } from "../forms/form-field";
import { TextField } from "../forms/text-field";
import { t } from "../i18n/i18n";
import { useAppDispatch } from "../state/hooks";
import styles from "./address-book.module.css";
import { type Address, saveAddress } from "./address-calls";

export interface AddressFormProps {
  /** The address to edit; null to add a new one. */
  address: Address | null;
  /** Called with the saved address. */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

interface Values {
  location_user: LocationType;
  new_address: string;
  city: string;
  area: string;
  pincode: string;
}

function initialValues(address: Address | null): Values {
  return {
    location_user: toLocationType(address?.location_user ?? "Home"),
    new_address: address?.new_address ?? "",
    city: address?.city ?? "",
    area: address?.area ?? "",
    pincode: address?.pincode ?? "",
  };
}

export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => initialValues(address));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  function change<K extends keyof Values>(key: K, value: Values[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    // §5 forms: validation first runs on submit, then on every change.
    if (submitted) setErrors(validateAddressForm(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAddressForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      const saved = await dispatch(
        saveAddress({
          ...(address ? { id: address.id } : {}),
          fields: {
            location_user: values.location_user,
            new_address: values.new_address.trim(),
            city: values.city.trim(),
            area: values.area.trim(),
            pincode: values.pincode.trim(),
          },
        }),
      ).unwrap();
      if (saved) onSaved(saved);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField layout="group" label={t("Location type")} className={styles.types}>
        {() => (
          <div className={styles.typeRow}>
            {LOCATION_TYPES.map((type) => (
              <label key={type} className={styles.typeChoice}>
                <input
                  type="radio"
                  name="location_user"
                  value={type}
                  checked={values.location_user === type}
                  onChange={() => change("location_user", type)}
                />
                <span>{t(type)}</span>
              </label>
            ))}
          </div>
        )}
      </FormField>
      <TextField
        label={t("Address")}
        required
        name="new_address"
        autoComplete="street-address"
        placeholder={t("House / flat, building, street")}
        value={values.new_address}
        maxLength={300}
        error={errors.new_address}
        onChange={(event) => change("new_address", event.target.value)}
      />
      <TextField
        label={t("Area (optional)")}
        name="area"
        autoComplete="address-level3"
        placeholder={t("Locality or landmark")}
        value={values.area}
        maxLength={300}
        onChange={(event) => change("area", event.target.value)}
      />
      <div className={styles.formRow}>
        <TextField
          label={t("City")}
          required
          name="city"
          autoComplete="address-level2"
          value={values.city}
          maxLength={100}
          error={errors.city}
          onChange={(event) => change("city", event.target.value)}
        />
        <TextField
          label={t("Pincode")}
          required
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          error={errors.pincode}
          onChange={(event) => change("pincode", sanitizePincodeInput(event.target.value))}
        />
      </div>
      <p className="muted">{t("We locate this address to work out the delivery charge.")}</p>
      <div className={styles.formActions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          {t("Cancel")}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? t("Saving…") : address ? t("Update address") : t("Save address")}
        </button>
      </div>
    </form>
  );
}
