// A New Arrivals group of the home page: its heading, a line under it and its products in order,
// with the row as the shop will show it.
import { validateArrivalGroupDraft } from "@henna/domain/marketing";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import type { FieldErrors } from "../../api/settle-answer";
import { bindField } from "../../ui/form/bind-field";
import { withDomainRule } from "../../ui/form/domain-form";
import { ProductPicker } from "../../ui/product-picker/product-picker";
import { usePickedProducts } from "../../ui/product-picker/use-picked-products";
import { EditorFrame } from "./editor-frame";
import styles from "./marketing.module.css";
import type { ArrivalGroup } from "./marketing-api";
import { ArrivalPreview, type PreviewProduct } from "./previews";
import { useEditorSave } from "./use-editor-save";

interface Values {
  category_name: string;
  description: string;
}

const FIELDS = ["category_name", "description"];
const MAX_PRODUCTS = 24;

// The products are checked on submit (they are not a form field); the rule here gives the heading's.
const schema = withDomainRule(
  object({ category_name: string().default(""), description: string().default("") }),
  (values): Record<string, string> => {
    const { category_name } = validateArrivalGroupDraft({
      category_name: values.category_name,
      product_ids: [0],
    });
    return category_name ? { category_name } : {};
  },
);

export function ArrivalForm({
  item,
  onSaved,
  onCancel,
}: {
  item: ArrivalGroup | null;
  onSaved: (group: ArrivalGroup) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const { register, handleSubmit, formState, watch, setError } = useYupForm<Values>(schema, {
    category_name: item?.category_name ?? "",
    description: item?.description ?? "",
  });
  const [ids, setIds] = useState<number[]>(item?.product_ids ?? []);
  const [idsError, setIdsError] = useState("");
  const editor = useEditorSave({
    item,
    onSaved,
    setError,
    fields: FIELDS,
    statusHint: "Inactive groups are not on the home page.",
  });
  const chosen = usePickedProducts(ids);
  const values = watch();
  const errors = formState.errors;
  const field = bindField(register, errors);

  const onSubmit = handleSubmit(async (data) => {
    const problem = validateArrivalGroupDraft({
      category_name: data.category_name,
      product_ids: ids,
    }).product_ids;
    setIdsError(problem ?? "");
    if (problem) return;
    const body = {
      category_name: data.category_name.trim(),
      description: data.description.trim(),
      product_ids: ids,
      status: editor.status,
    };
    // The chosen products' problem shows under the chooser, not in the summary.
    const ownFields = (fields: FieldErrors) => {
      setIdsError(fields.product_ids ?? "");
      return Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith("product_ids")));
    };
    await editor.submit(
      () =>
        item
          ? client.PUT("/admin/marketing/new-arrivals/{itemId}", {
              params: { path: { itemId: item.id } },
              body,
            })
          : client.POST("/admin/marketing/new-arrivals", { body }),
      { ownFields },
    );
  });

  const products = ids.flatMap((id): PreviewProduct[] => {
    const product = chosen.get(id);
    return product ? [product] : [];
  });
  return (
    <EditorFrame
      noun="group"
      title="New Arrivals group"
      {...editor.frame}
      onSubmit={onSubmit}
      onCancel={onCancel}
      preview={
        <ArrivalPreview heading={values.category_name} description={values.description} products={products} />
      }
    >
      <TextField label="Heading" required maxLength={100} {...field("category_name")} />
      <TextField label="Line under the heading" maxLength={300} {...field("description")} />
      <fieldset className={styles.chooser}>
        <legend>Products, in order</legend>
        <ProductPicker
          ids={ids}
          picked={chosen}
          max={MAX_PRODUCTS}
          searchLabel="Find a product"
          emptyText="None yet: search below."
          error={idsError || undefined}
          onChange={(next) => {
            setIds(next);
            setIdsError("");
          }}
        />
      </fieldset>
    </EditorFrame>
  );
}
