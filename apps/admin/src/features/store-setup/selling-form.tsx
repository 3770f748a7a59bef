// The selling rules: which action the product cards show, the payment modes and the pay-on-delivery
// advance, how GST is charged (prices including it or not, the delivery charge's rate), the promo
// marquee's lines, and the titles and descriptions pages carry.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { SelectField } from "@henna/storefront/forms/select-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useFieldArray } from "react-hook-form";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { bindField } from "../../ui/form/bind-field";
import { AddRowButton, RemoveRowButton } from "../../ui/form/row-buttons";
import rowList from "../../ui/form/row-list.module.css";
import { SettingsForm } from "../../ui/form/settings-form";
import { useSave } from "../../ui/form/use-save";
import {
  BUTTON_CHOICES,
  DELIVERY_GST_RATES,
  type SellingValues,
  type StoreSetup,
  sellingInput,
  sellingSchema,
  sellingValues,
} from "./setup-schemas";
import styles from "./store-setup.module.css";

const FIELDS = new Set([
  "default_button",
  "pay_now",
  "delivery_percentage",
  "delivery_gst_rate",
  "refund_staff_limit",
  "return_window_days",
  "non_returnable_categories",
  "store_title",
  "store_description",
]);

export function SellingForm({ setup, onSaved }: { setup: StoreSetup; onSaved: (setup: StoreSetup) => void }) {
  const client = useAdminClient();
  const form = useYupForm<SellingValues>(sellingSchema, sellingValues(setup.selling));
  const { register, control, handleSubmit, formState, setError, watch, reset } = form;
  const lines = useFieldArray({ control, name: "marquee_lines" });
  const pages = useFieldArray({ control, name: "page_meta" });
  const { busy, failure, save } = useSave({ setError, fields: (field) => FIELDS.has(field) });
  const errors = formState.errors;
  const field = bindField(register, errors);
  const payOnDelivery = watch("pay_on_delivery");
  const { state: categories } = useApi(() => client.GET("/admin/marketing/categories"), [client]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await save(() => client.PUT("/admin/store-setup/selling", { body: sellingInput(values) }));
    if (result.error) return;
    reset(sellingValues(result.data.data.selling));
    onSaved(result.data.data);
    toast.success("The selling rules are saved");
  });

  return (
    <SettingsForm
      titleId="selling-title"
      title="Selling rules"
      className={styles.form}
      onSubmit={onSubmit}
      failure={failure}
      busy={busy}
      saveLabel="Save selling rules"
    >
      <FormField label="Product cards' button" layout="group" error={errors.default_button?.message}>
        {() => (
          <div className={styles.choices}>
            {BUTTON_CHOICES.map((choice) => (
              <label key={choice.id} className={styles.choice}>
                <input type="radio" value={choice.id} {...register("default_button")} />
                <span>
                  <strong>{choice.label}</strong>
                  <span className="muted"> {choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </FormField>
      <FormField label="Payment modes" layout="group" error={errors.pay_now?.message}>
        {() => (
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="checkbox" {...register("pay_now")} />
              <span>Pay now (online)</span>
            </label>
            <label className={styles.choice}>
              <input type="checkbox" {...register("pay_on_delivery")} />
              <span>Pay on delivery</span>
            </label>
          </div>
        )}
      </FormField>
      <TextField
        label="Pay-on-delivery advance (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="0.01"
        className={styles.narrow}
        disabled={!payOnDelivery}
        hint="Paid online before a pay-on-delivery order is placed; 0 for none."
        {...field("delivery_percentage")}
      />
      <FormField label="GST" layout="group" error={errors.prices_exclude_gst?.message}>
        {() => (
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="checkbox" {...register("prices_exclude_gst")} />
              <span>
                <strong>prices exclude GST: add it at checkout</strong>
                <span className="muted">
                  {" "}
                  Off: your prices include GST, and the bill shows the GST inside the total. On: checkout adds
                  each product's GST as a line. Orders already placed keep theirs.
                </span>
              </span>
            </label>
          </div>
        )}
      </FormField>
      <SelectField
        label="GST rate of the delivery charge"
        placeholder="Choose a rate"
        options={DELIVERY_GST_RATES.map(String)}
        className={styles.narrow}
        hint="Delivery is billed as a courier service (SAC 996812), usually at 18 %."
        {...field("delivery_gst_rate")}
      />
      <TextField
        label="Staff refund limit (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        className={styles.narrow}
        hint="Staff may refund up to this much at once; a larger refund needs an owner."
        {...field("refund_staff_limit")}
      />
      <fieldset className={rowList.list}>
        <legend>Returns</legend>
        <TextField
          label="Return window (days after delivery)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step="1"
          className={styles.narrow}
          hint="Customers ask for a return in My Account within this many days; 0 turns returns off."
          {...field("return_window_days")}
        />
        <p className="muted">Categories that cannot be returned:</p>
        {categories.status === "loading" && <p className="muted">Loading the categories…</p>}
        {categories.status === "error" && <p className="muted">The categories could not be loaded.</p>}
        <div className={styles.checks}>
          {(categories.data?.data ?? []).map((category) => (
            <label key={category.category} className={styles.check}>
              <input type="checkbox" value={category.category} {...register("non_returnable_categories")} />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={rowList.list}>
        <legend>Promo marquee</legend>
        {lines.fields.length === 0 && <p className="muted">No lines: the shop shows no marquee.</p>}
        {lines.fields.map((line, index) => (
          <div key={line.id} className={styles.line}>
            <TextField
              label={`Line ${index + 1}`}
              maxLength={200}
              error={errors.marquee_lines?.[index]?.text?.message}
              {...register(`marquee_lines.${index}.text`)}
            />
            <div className={styles.lineActions}>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={index === 0}
                onClick={() => lines.move(index, index - 1)}
              >
                Up<span className="visually-hidden"> line {index + 1}</span>
              </button>
              <RemoveRowButton row={`line ${index + 1}`} onRemove={() => lines.remove(index)} />
            </div>
          </div>
        ))}
        <AddRowButton count={lines.fields.length} max={20} onAdd={() => lines.append({ text: "" })}>
          Add a line
        </AddRowButton>
      </fieldset>
      <fieldset className={rowList.list}>
        <legend>Page titles and descriptions</legend>
        <div className={styles.grid}>
          <TextField label="Shop title" maxLength={120} {...field("store_title")} />
          <TextAreaField
            label="Shop description"
            rows={2}
            maxLength={300}
            hint="Every page carries these unless it has its own below."
            {...field("store_description")}
          />
        </div>
        {pages.fields.map((page, index) => (
          <div key={page.id} className={styles.page}>
            <TextField
              label={`Page ${index + 1} path`}
              placeholder="/about"
              maxLength={200}
              error={errors.page_meta?.[index]?.route?.message}
              {...register(`page_meta.${index}.route`)}
            />
            <TextField
              label={`Page ${index + 1} title`}
              maxLength={120}
              {...register(`page_meta.${index}.title`)}
            />
            <TextField
              label={`Page ${index + 1} description`}
              maxLength={300}
              {...register(`page_meta.${index}.description`)}
            />
            <RemoveRowButton row={`page ${index + 1}`} onRemove={() => pages.remove(index)} />
          </div>
        ))}
        <AddRowButton
          count={pages.fields.length}
          max={50}
          onAdd={() => pages.append({ route: "", title: "", description: "" })}
        >
          Add a page
        </AddRowButton>
      </fieldset>
    </SettingsForm>
  );
}
