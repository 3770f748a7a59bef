// The store's profile: name, tagline, logo (through the photo pipeline), address, GSTIN with the state
// it names, contact and help numbers, and the places the academy's and contact pages list.
import { gstStateOfGstin } from "@henna/domain/gst-states";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { Controller, useFieldArray } from "react-hook-form";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { AddRowButton, RemoveRowButton } from "../../ui/form/row-buttons";
import rowList from "../../ui/form/row-list.module.css";
import { SettingsForm } from "../../ui/form/settings-form";
import { useSave } from "../../ui/form/use-save";
import { PhotoUpload } from "../../ui/photo-upload";
import { type ProfileValues, profileSchema, profileValues, type StoreSetup } from "./setup-schemas";
import styles from "./store-setup.module.css";

const FIELDS = new Set([
  "name",
  "tagline",
  "logo",
  "address",
  "gstin",
  "phone",
  "email",
  "help_mobile",
  "help_whatsapp",
]);
const known = (field: string) => FIELDS.has(field) || /^centers\.\d+\.(name|address)$/.test(field);

export function ProfileForm({ setup, onSaved }: { setup: StoreSetup; onSaved: (setup: StoreSetup) => void }) {
  const client = useAdminClient();
  const form = useYupForm<ProfileValues>(profileSchema, profileValues(setup.profile));
  const { register, control, handleSubmit, formState, setError, watch, reset } = form;
  const centers = useFieldArray({ control, name: "centers" });
  const { busy, failure, save } = useSave({ setError, fields: known });
  const errors = formState.errors;
  const field = bindField(register, errors);
  const gstin = watch("gstin").trim().toUpperCase();
  const state = gstin.length === 15 ? gstStateOfGstin(gstin) : null;

  const onSubmit = handleSubmit(async (values) => {
    const result = await save(() => client.PUT("/admin/store-setup/profile", { body: values }));
    if (result.error) return;
    reset(profileValues(result.data.data.profile));
    onSaved(result.data.data);
    toast.success("The store profile is saved");
  });

  return (
    <SettingsForm
      titleId="profile-title"
      title="Store profile"
      className={styles.form}
      onSubmit={onSubmit}
      failure={failure}
      busy={busy}
      saveLabel="Save profile"
    >
      <div className={styles.grid}>
        <TextField label="Shop name" required maxLength={100} {...field("name")} />
        <TextField label="Tagline" maxLength={200} {...field("tagline")} />
      </div>
      <FormField
        label="Logo"
        layout="group"
        error={errors.logo?.message}
        hint="Shown in the shop's header and on invoices."
      >
        {() => (
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <PhotoUpload label="Logo" fit="contain" value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <TextAreaField
        label="Address"
        rows={3}
        maxLength={500}
        hint="The supplier's address on new invoices; include the pincode."
        {...field("address")}
      />
      <div className={styles.grid}>
        <TextField
          label="GSTIN"
          maxLength={15}
          autoCapitalize="characters"
          hint={
            state
              ? `Registered in ${state.name} (${state.code})`
              : "15 characters; leave empty if not registered."
          }
          {...field("gstin")}
        />
        <TextField label="Contact e-mail" type="email" {...field("email")} />
        <TextField label="Contact number" inputMode="tel" {...field("phone")} />
        <TextField
          label="Help: call number"
          inputMode="tel"
          hint="My Account's Help calls it; empty for none."
          {...field("help_mobile")}
        />
        <TextField
          label="Help: WhatsApp number"
          inputMode="tel"
          hint="Empty for none."
          {...field("help_whatsapp")}
        />
      </div>
      <fieldset className={rowList.list}>
        <legend>Centers and office</legend>
        <p className="muted">
          The places the academy and the contact page list. Students choose among the Centers on the admission
          form; until you list one, the form offers Malad (E), Goregoan (W), Malad (W) and Andheri.
        </p>
        {centers.fields.length === 0 && <p>No places yet.</p>}
        {centers.fields.map((center, index) => (
          <div key={center.id} className={styles.center}>
            <TextField
              label={`Place ${index + 1} name`}
              maxLength={100}
              error={errors.centers?.[index]?.name?.message}
              {...register(`centers.${index}.name`)}
            />
            <FormField label={`Place ${index + 1} kind`}>
              {(props) => (
                <select
                  className="admin-control"
                  {...props}
                  defaultValue={center.type}
                  {...register(`centers.${index}.type`)}
                >
                  <option value="Center">Center</option>
                  <option value="Our Office">Our Office</option>
                </select>
              )}
            </FormField>
            <TextField
              label={`Place ${index + 1} address`}
              maxLength={300}
              className={styles.wide}
              error={errors.centers?.[index]?.address?.message}
              {...register(`centers.${index}.address`)}
            />
            <RemoveRowButton row={`place ${index + 1}`} onRemove={() => centers.remove(index)} />
          </div>
        ))}
        <AddRowButton
          count={centers.fields.length}
          max={20}
          onAdd={() => centers.append({ name: "", type: "Center", address: "" })}
        >
          Add a place
        </AddRowButton>
      </fieldset>
    </SettingsForm>
  );
}
