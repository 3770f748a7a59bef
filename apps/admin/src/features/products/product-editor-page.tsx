// /admin/products/new and /admin/products/:productId: every field of a Simple, Variable or Grouped
// product, the photos, and (once saved) its stock and a link to its page in the shop. The server's
// field problems (`body.variations.0.salePrice`) are shown on the fields they name.
import { productPath } from "@henna/domain/product-path";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { useCategories } from "../../api/use-categories";
import { domainResolver, flatErrors } from "../../ui/form/domain-form";
import { RemoveRowButton } from "../../ui/form/row-buttons";
import { useSave } from "../../ui/form/use-save";
import { PhotoUpload } from "../../ui/photo-upload";
import { ProductPicker } from "../../ui/product-picker/product-picker";
import { usePickedProducts } from "../../ui/product-picker/use-picked-products";
import recordPage from "../../ui/record-page.module.css";
import { ErrorState, Skeleton } from "../../ui/states";
import { CategoryField } from "./category-field";
import {
  type AdminProduct,
  checkDraft,
  DEFAULT_CATEGORY_TYPES,
  draftFromProduct,
  emptyDraft,
  GST_RATES,
  inputFromDraft,
  newKey,
  PRODUCT_TYPES,
  type ProductDraft,
  type SpecificationDraft,
} from "./product-draft";
import styles from "./product-editor.module.css";
import { StockPanel } from "./stock-panel";
import { VariationsEditor } from "./variations-editor";

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  sku: "SKU",
  category: "Category",
  originalPrice: "Price",
  discountPrice: "Sale price",
  variations: "Variations",
  grouped_product_ids: "Grouped items",
};

function describe(key: string): string {
  const variation = /^variations\.(\d+)\.(\w+)/.exec(key);
  if (variation) return `Variation ${Number(variation[1]) + 1}, ${variation[2]}`;
  return FIELD_LABELS[key] ?? key.replaceAll("_", " ");
}

function Editor({
  product,
  onSaved,
}: {
  product: AdminProduct | null;
  onSaved: (product: AdminProduct) => void;
}) {
  const client = useAdminClient();
  const navigate = useNavigate();
  const { categories, categoryNames, categoryTypes } = useCategories();
  const { watch, setValue, handleSubmit, formState, setError, reset } = useForm<ProductDraft>({
    defaultValues: product ? draftFromProduct(product) : emptyDraft(),
    resolver: domainResolver(checkDraft),
    // The summary above the form lists every problem and takes the focus.
    shouldFocusError: false,
  });
  // Every server problem is shown by its path, on its field or in the summary.
  const { busy, failure, save } = useSave({ setError, fields: () => true });
  const draft = watch();
  const grouped = usePickedProducts(draft.groupedIds);
  const errors = flatErrors(formState.errors);
  const summary = useRef<HTMLDivElement>(null);
  const formId = useId();
  const change = (patch: Partial<ProductDraft>) => {
    for (const [key, value] of Object.entries(patch)) setValue(key as keyof ProductDraft, value);
  };
  const changeSpec = (key: string, patch: Partial<SpecificationDraft>) =>
    change({
      specifications: draft.specifications.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    });
  const types = [...new Set([...DEFAULT_CATEGORY_TYPES, ...categoryTypes, ...draft.categorytype])];

  const onSubmit = handleSubmit(
    async (values) => {
      const body = inputFromDraft(values);
      const result = await save(
        () =>
          product
            ? client.PUT("/admin/products/{productId}", {
                params: { path: { productId: product.product_id } },
                body,
              })
            : client.POST("/admin/products", { body }),
        { keepMessage: true },
      );
      if (result.error) {
        summary.current?.focus();
        return;
      }
      const saved = result.data.data;
      toast.success(product ? "Product saved" : "Product added");
      if (product) {
        reset(draftFromProduct(saved));
        onSaved(saved);
      } else navigate(`/products/${saved.product_id}`, { replace: true });
    },
    () => summary.current?.focus(),
  );

  const problems = Object.entries(errors).filter(([, message]) => message);
  return (
    <div className={styles.form}>
      <header className={styles.head}>
        <div>
          <p className={recordPage.crumb}>
            <Link to="/products">Products</Link> /
          </p>
          <h1 id="editor-title">{product ? product.title : "Add product"}</h1>
        </div>
        <div className={styles.headActions}>
          {product && (
            <a
              className="btn btn-secondary btn-small"
              href={productPath(product.title, product.product_id)}
              target="_blank"
              rel="noreferrer"
            >
              View in shop
            </a>
          )}
          <button type="submit" form={formId} className="btn btn-small" disabled={busy}>
            {busy ? "Saving…" : product ? "Save changes" : "Add product"}
          </button>
        </div>
      </header>

      <div ref={summary} tabIndex={-1} className={styles.summary}>
        {(failure || problems.length > 0) && (
          <div role="alert" className={styles.problems}>
            <p>
              <strong>{failure || "Please check the fields marked below."}</strong>
            </p>
            {problems.length > 0 && (
              <ul>
                {problems.map(([key, message]) => (
                  <li key={key}>
                    {describe(key)}: {message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>

      <div className={styles.columns}>
        {/* The stock panel has a form of its own, so the product's form holds only its fields. */}
        <form
          id={formId}
          className={recordPage.column}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="editor-title"
        >
          <section className="admin-panel" aria-labelledby="basics-title">
            <h2 id="basics-title">Basics</h2>
            <TextField
              label="Title"
              required
              maxLength={200}
              value={draft.title}
              error={errors.title}
              onChange={(event) => change({ title: event.target.value })}
            />
            <div className={styles.row}>
              <TextField
                label="SKU"
                required
                maxLength={100}
                value={draft.sku}
                error={errors.sku}
                onChange={(event) => change({ sku: event.target.value })}
              />
              <FormField label="Type" required error={errors.product_type}>
                {(control) => (
                  <select
                    {...control}
                    className="admin-control"
                    value={draft.product_type}
                    onChange={(event) =>
                      change({ product_type: event.target.value as ProductDraft["product_type"] })
                    }
                  >
                    {PRODUCT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Status" error={errors.status}>
                {(control) => (
                  <select
                    {...control}
                    className="admin-control"
                    value={draft.status}
                    onChange={(event) => change({ status: event.target.value as ProductDraft["status"] })}
                  >
                    <option value="Active">Active (shown in the shop)</option>
                    <option value="Inactive">Inactive (hidden)</option>
                  </select>
                )}
              </FormField>
            </div>
            <div className={styles.row}>
              <CategoryField
                value={draft.category}
                keys={categories}
                names={categoryNames}
                error={errors.category}
                onChange={(category) => change({ category })}
              />
              <FormField label="Category types" layout="group" error={errors.categorytype}>
                {() => (
                  <div className={styles.checks}>
                    {types.map((type) => (
                      <label key={type} className={styles.check}>
                        <input
                          type="checkbox"
                          checked={draft.categorytype.includes(type)}
                          onChange={(event) =>
                            change({
                              categorytype: event.target.checked
                                ? [...draft.categorytype, type]
                                : draft.categorytype.filter((other) => other !== type),
                            })
                          }
                        />
                        {type}
                      </label>
                    ))}
                  </div>
                )}
              </FormField>
            </div>
          </section>

          {draft.product_type !== "Grouped Product" && (
            <section className="admin-panel" aria-labelledby="price-title">
              <h2 id="price-title">Price and tax</h2>
              <div className={styles.row}>
                <TextField
                  label={draft.product_type === "Variable Product" ? "Price from (₹)" : "Price (₹)"}
                  required
                  inputMode="decimal"
                  value={draft.originalPrice}
                  error={errors.originalPrice}
                  onChange={(event) => change({ originalPrice: event.target.value })}
                />
                <TextField
                  label="Sale price (₹)"
                  hint="Below the price; leave empty for none."
                  inputMode="decimal"
                  value={draft.discountPrice}
                  error={errors.discountPrice}
                  onChange={(event) => change({ discountPrice: event.target.value })}
                />
                {draft.product_type === "Simple" && !product && (
                  <TextField
                    label="Opening stock"
                    inputMode="numeric"
                    value={draft.stock}
                    error={errors.stock}
                    onChange={(event) => change({ stock: event.target.value })}
                  />
                )}
              </div>
              <div className={styles.row}>
                <FormField label="GST rate" error={errors.gst_rate}>
                  {(control) => (
                    <select
                      {...control}
                      className="admin-control"
                      value={draft.gst_rate}
                      onChange={(event) => change({ gst_rate: event.target.value })}
                    >
                      {GST_RATES.map((rate) => (
                        <option key={rate} value={String(rate)}>
                          {rate}%
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <TextField
                  label="HSN code"
                  maxLength={8}
                  value={draft.hsn_code}
                  error={errors.hsn_code}
                  onChange={(event) => change({ hsn_code: event.target.value })}
                />
                <TextField
                  label="Delivery days"
                  inputMode="numeric"
                  value={draft.delivery_days}
                  error={errors.delivery_days}
                  onChange={(event) => change({ delivery_days: event.target.value })}
                />
              </div>
            </section>
          )}
          {draft.product_type === "Grouped Product" && (
            <section className="admin-panel" aria-labelledby="price-title">
              <h2 id="price-title">Price</h2>
              <TextField
                label="Price shown (₹)"
                required
                inputMode="decimal"
                hint="The group's price in listings; each item keeps its own."
                value={draft.originalPrice}
                error={errors.originalPrice}
                onChange={(event) => change({ originalPrice: event.target.value })}
              />
            </section>
          )}

          {draft.product_type === "Variable Product" && (
            <VariationsEditor draft={draft} errors={errors} onChange={change} />
          )}
          {draft.product_type === "Grouped Product" && (
            <section className="admin-panel" aria-labelledby="grouped-title">
              <h2 id="grouped-title">Grouped items</h2>
              <ProductPicker
                ids={draft.groupedIds}
                picked={grouped}
                max={Number.POSITIVE_INFINITY}
                searchLabel="Find products to add"
                emptyText="No items yet: search for products to add."
                error={errors.grouped_product_ids}
                refuses={(row) =>
                  row.product_type === "Grouped Product" || row.product_id === product?.product_id
                }
                onChange={(groupedIds) => change({ groupedIds })}
              />
            </section>
          )}

          <section className="admin-panel" aria-labelledby="text-title">
            <h2 id="text-title">Descriptions</h2>
            <TextAreaField
              label="Short description"
              maxLength={1000}
              rows={3}
              value={draft.short_description}
              error={errors.short_description}
              onChange={(event) => change({ short_description: event.target.value })}
            />
            <TextAreaField
              label="Description"
              maxLength={20000}
              rows={8}
              value={draft.description}
              error={errors.description}
              onChange={(event) => change({ description: event.target.value })}
            />
            <TextAreaField
              label="Key features"
              hint="One per line."
              rows={4}
              value={draft.keyFeatures}
              error={errors.key_features}
              onChange={(event) => change({ keyFeatures: event.target.value })}
            />
            <h3 className={styles.subTitle}>Specifications</h3>
            {draft.specifications.map((spec, index) => (
              <div key={spec.key} className={styles.specRow}>
                <TextField
                  label={`Specification ${index + 1} name`}
                  value={spec.label}
                  error={errors[`specifications.${index}.label`]}
                  onChange={(event) => changeSpec(spec.key, { label: event.target.value })}
                />
                <TextField
                  label="Value"
                  value={spec.value}
                  error={errors[`specifications.${index}.value`]}
                  onChange={(event) => changeSpec(spec.key, { value: event.target.value })}
                />
                <RemoveRowButton
                  row={`specification ${index + 1}`}
                  onRemove={() =>
                    change({ specifications: draft.specifications.filter((row) => row.key !== spec.key) })
                  }
                />
              </div>
            ))}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() =>
                change({ specifications: [...draft.specifications, { key: newKey(), label: "", value: "" }] })
              }
            >
              Add specification
            </button>
          </section>
        </form>

        <div className={recordPage.column}>
          <section className="admin-panel" aria-labelledby="photos-title">
            <h2 id="photos-title">Photos</h2>
            <h3 className={styles.subTitle}>Main photo</h3>
            <PhotoUpload label="Main photo" value={draft.image} onChange={(image) => change({ image })} />
            {errors.image && <p className="error-text">{errors.image}</p>}
            <h3 className={styles.subTitle}>Gallery</h3>
            <ul className={styles.gallery}>
              {draft.gallery.map((url, index) => (
                <li key={url}>
                  <PhotoUpload
                    compact
                    label={`Gallery photo ${index + 1}`}
                    value={url}
                    onChange={(next) =>
                      change({
                        gallery: next
                          ? draft.gallery.map((other) => (other === url ? next : other))
                          : draft.gallery.filter((other) => other !== url),
                      })
                    }
                  />
                </li>
              ))}
              {draft.gallery.length < 20 && (
                <li>
                  <PhotoUpload
                    compact
                    label="New gallery photo"
                    value=""
                    onChange={(next) => next && change({ gallery: [...draft.gallery, next] })}
                  />
                </li>
              )}
            </ul>
          </section>
          {product && <StockPanel product={product} onChanged={() => onSaved(product)} />}
        </div>
      </div>
    </div>
  );
}

export default function ProductEditorPage() {
  const { productId } = useParams();
  const client = useAdminClient();
  const id = productId ? Number(productId) : null;
  const { state, reload } = useApi(
    () =>
      id === null
        ? Promise.resolve({ data: undefined, error: undefined, response: new Response(null) })
        : client.GET("/admin/products/{productId}", { params: { path: { productId: id } } }),
    [client, id],
  );

  if (id === null) return <Editor product={null} onSaved={() => undefined} />;
  if (state.status === "error")
    return <ErrorState failure={state.error} onRetry={reload} title="The product could not be opened" />;
  if (!state.data) return <Skeleton lines={8} height={44} label="Loading the product" />;
  return <Editor key={state.data.data.updatedAt} product={state.data.data} onSaved={reload} />;
}
