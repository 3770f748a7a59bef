// The selling rules: which action the product cards show, the payment modes and the pay-on-delivery
// advance, the promo marquee's lines, and the titles and descriptions pages carry.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useFieldArray } from "react-hook-form";
import { useAdminClient } from "../../api/services-context";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import {
  BUTTON_CHOICES,
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
  const payOnDelivery = watch("pay_on_delivery");

  const onSubmit = handleSubmit(async (values) => {
    const result = await save(() => client.PUT("/admin/store-setup/selling", { body: sellingInput(values) }));
    if (result.error) return;
    reset(sellingValues(result.data.data.selling));
    onSaved(result.data.data);
    toast.success("The selling rules are saved");
  });

  return (
    <form
      className={`admin-panel ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="selling-title"
    >
      <h2 id="selling-title">Selling rules</h2>
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
        error={errors.delivery_percentage?.message}
        {...register("delivery_percentage")}
      />
      <fieldset className={styles.list}>
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
              <button type="button" className="btn btn-ghost btn-small" onClick={() => lines.remove(index)}>
                Remove<span className="visually-hidden"> line {index + 1}</span>
              </button>
            </div>
          </div>
        ))}
        {lines.fields.length < 20 && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => lines.append({ text: "" })}
          >
            Add a line
          </button>
        )}
      </fieldset>
      <fieldset className={styles.list}>
        <legend>Page titles and descriptions</legend>
        <div className={styles.grid}>
          <TextField
            label="Shop title"
            maxLength={120}
            error={errors.store_title?.message}
            {...register("store_title")}
          />
          <TextAreaField
            label="Shop description"
            rows={2}
            maxLength={300}
            hint="Every page carries these unless it has its own below."
            error={errors.store_description?.message}
            {...register("store_description")}
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
            <button type="button" className="btn btn-ghost btn-small" onClick={() => pages.remove(index)}>
              Remove<span className="visually-hidden"> page {index + 1}</span>
            </button>
          </div>
        ))}
        {pages.fields.length < 50 && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => pages.append({ route: "", title: "", description: "" })}
          >
            Add a page
          </button>
        )}
      </fieldset>
      <FormFailure failure={failure} />
      <FormActions sticky busy={busy} saveLabel="Save selling rules" />
    </form>
  );
}
