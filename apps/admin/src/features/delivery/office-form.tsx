// The office, where delivery distances are measured from: its address (placed on the map by the
// pincode in it), or an exact latitude and longitude.
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type ObjectSchema, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { SettingsForm } from "../../ui/form/settings-form";
import { useSave } from "../../ui/form/use-save";
import type { DeliverySetup } from "./bands-form";
import styles from "./delivery.module.css";

interface OfficeValues {
  address: string;
  city: string;
  latitude: string;
  longitude: string;
}

const coordinate = (limit: number, name: string) =>
  string()
    .default("")
    .test(name, `Enter a number from -${limit} to ${limit}, or leave it empty.`, (value) => {
      const text = (value ?? "").trim();
      return text === "" || (Number.isFinite(Number(text)) && Math.abs(Number(text)) <= limit);
    });

const schema: ObjectSchema<OfficeValues> = object({
  address: string().trim().required("Enter the office's address.").max(500, "At most 500 characters."),
  city: string().default("").max(100, "At most 100 characters."),
  latitude: coordinate(90, "latitude"),
  longitude: coordinate(180, "longitude").test(
    "both",
    "Give both the latitude and the longitude, or neither.",
    (value, context) => ((value ?? "").trim() === "") === ((context.parent.latitude ?? "").trim() === ""),
  ),
});

export function OfficeForm({
  setup,
  onSaved,
}: {
  setup: DeliverySetup;
  onSaved: (setup: DeliverySetup) => void;
}) {
  const client = useAdminClient();
  // The position fields start empty: a changed address is placed again rather than kept at the old spot.
  const initial = (office: DeliverySetup["office"]): OfficeValues => ({
    address: office.address,
    city: office.city,
    latitude: "",
    longitude: "",
  });
  const { register, handleSubmit, formState, setError, reset } = useYupForm<OfficeValues>(
    schema,
    initial(setup.office),
  );
  const { busy, failure, save } = useSave({ setError, fields: (field) => field in schema.fields });
  const errors = formState.errors;
  const field = bindField(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    const exact = values.latitude.trim() !== "";
    const result = await save(() =>
      client.PUT("/admin/delivery/office", {
        body: {
          address: values.address.trim(),
          city: values.city.trim(),
          ...(exact ? { latitude: Number(values.latitude), longitude: Number(values.longitude) } : {}),
        },
      }),
    );
    if (result.error) return;
    reset(initial(result.data.data.office));
    onSaved(result.data.data);
    toast.success("The office location is saved");
  });

  const placed = setup.office.latitude !== null && setup.office.longitude !== null;
  return (
    <SettingsForm
      titleId="office-title"
      title="Office location"
      className={styles.form}
      onSubmit={onSubmit}
      failure={failure}
      busy={busy}
      saveLabel="Save office"
    >
      <p className="muted">
        {placed
          ? `Delivery distances are measured from ${setup.office.latitude?.toFixed(4)}, ${setup.office.longitude?.toFixed(4)}.`
          : "Not placed yet: every delivery is charged nothing until the office is set."}
      </p>
      <TextAreaField
        label="Address"
        required
        rows={2}
        maxLength={500}
        hint="With its 6-digit pincode, which places it on the map."
        {...field("address")}
      />
      <TextField label="City" maxLength={100} {...field("city")} />
      <div className={styles.pair}>
        <TextField
          label="Latitude"
          inputMode="decimal"
          hint="Optional: an exact position instead of the pincode's."
          {...field("latitude")}
        />
        <TextField label="Longitude" inputMode="decimal" {...field("longitude")} />
      </div>
    </SettingsForm>
  );
}
