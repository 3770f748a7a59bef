// The variations of a Variable product: one row each with its SKU, price, sale price, stock (opening
// stock for a new row), picture and a value for each attribute name.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { FormFailure } from "../../ui/form/form-failure";
import { RemoveRowButton } from "../../ui/form/row-buttons";
import { PhotoUpload } from "../../ui/photo-upload";
import { attributeNamesOf, emptyVariation, type ProductDraft, type VariationDraft } from "./product-draft";
import styles from "./product-editor.module.css";

export interface VariationsEditorProps {
  draft: ProductDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<ProductDraft>) => void;
}

export function VariationsEditor({ draft, errors, onChange }: VariationsEditorProps) {
  const names = attributeNamesOf(draft);
  const update = (index: number, patch: Partial<VariationDraft>) =>
    onChange({ variations: draft.variations.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const remove = (index: number) =>
    onChange({ variations: draft.variations.filter((_, at) => at !== index) });

  return (
    <section className="admin-panel" aria-labelledby="variations-title">
      <h2 id="variations-title">Variations</h2>
      <TextField
        label="Attribute names"
        hint="Comma-separated, e.g. Weight, Pack. Each variation gets a value for each."
        value={draft.attributeNames}
        onChange={(event) => onChange({ attributeNames: event.target.value })}
      />
      <FormFailure failure={errors.variations} />
      <ol className={styles.variations}>
        {draft.variations.map((row, index) => {
          const at = `variations.${index}`;
          const name = `Variation ${index + 1}`;
          return (
            <li key={row.key} className={styles.variation}>
              <fieldset className={styles.variationFields}>
                <legend className={styles.variationLegend}>
                  {name}
                  {row.sku ? ` (${row.sku})` : ""}
                </legend>
                <TextField
                  label="SKU"
                  required
                  value={row.sku}
                  error={errors[`${at}.sku`]}
                  onChange={(event) => update(index, { sku: event.target.value })}
                />
                <TextField
                  label="Price (₹)"
                  required
                  inputMode="decimal"
                  value={row.price}
                  error={errors[`${at}.price`]}
                  onChange={(event) => update(index, { price: event.target.value })}
                />
                <TextField
                  label="Sale price (₹)"
                  inputMode="decimal"
                  value={row.salePrice}
                  error={errors[`${at}.salePrice`]}
                  onChange={(event) => update(index, { salePrice: event.target.value })}
                />
                {row.id === undefined ? (
                  <TextField
                    label="Opening stock"
                    inputMode="numeric"
                    value={row.stock}
                    error={errors[`${at}.stock`]}
                    onChange={(event) => update(index, { stock: event.target.value })}
                  />
                ) : (
                  <FormField label="Stock" hint="Change it in the stock panel.">
                    {(control) => (
                      <output {...control} className={styles.readonly}>
                        {row.currentStock ?? 0}
                      </output>
                    )}
                  </FormField>
                )}
                {names.map((attribute) => (
                  <TextField
                    key={attribute}
                    label={attribute}
                    value={row.attributes[attribute] ?? ""}
                    error={errors[`${at}.attributes.${attribute}`]}
                    onChange={(event) =>
                      update(index, { attributes: { ...row.attributes, [attribute]: event.target.value } })
                    }
                  />
                ))}
                <div className={styles.variationPhoto}>
                  <span className={styles.photoLabel}>Photo</span>
                  <PhotoUpload
                    compact
                    label={`${name} photo`}
                    value={row.imageUrl}
                    onChange={(imageUrl) => update(index, { imageUrl })}
                  />
                  {errors[`${at}.imageUrl`] && <p className="error-text">{errors[`${at}.imageUrl`]}</p>}
                </div>
              </fieldset>
              <RemoveRowButton row={name} onRemove={() => remove(index)} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => onChange({ variations: [...draft.variations, emptyVariation()] })}
      >
        Add variation
      </button>
    </section>
  );
}
