// A category of the home page's Discover Our Categories: the key products name, the name shown, the
// icon, with the card as the shop will show it.
import { validateCategoryDraft } from "@henna/domain/marketing";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { withDomainRule } from "../../ui/form/domain-form";
import { EditorFrame, PictureField } from "./editor-frame";
import type { ShopCategory } from "./marketing-api";
import { CategoryPreview } from "./previews";
import { useEditorSave } from "./use-editor-save";

interface Values {
  category: string;
  name: string;
  icon: string;
}

const FIELDS = ["category", "name", "icon"];

const schema = withDomainRule(
  object({ category: string().default(""), name: string().default(""), icon: string().default("") }),
  (values) => validateCategoryDraft(values),
);

export function CategoryForm({
  item,
  onSaved,
  onCancel,
}: {
  item: ShopCategory | null;
  onSaved: (category: ShopCategory) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const { register, handleSubmit, formState, setValue, watch, setError } = useYupForm<Values>(schema, {
    category: item?.category ?? "",
    name: item?.name ?? "",
    icon: item?.icon ?? "",
  });
  const editor = useEditorSave({
    item,
    onSaved,
    setError,
    fields: FIELDS,
    statusHint: "Inactive categories are not on the home page.",
  });
  const values = watch();
  const errors = formState.errors;
  const field = bindField(register, errors);
  const used = (item?.products ?? 0) > 0;

  const onSubmit = handleSubmit(async (data) => {
    const body = {
      category: data.category.trim(),
      name: data.name.trim(),
      icon: data.icon,
      status: editor.status,
    };
    await editor.submit(() =>
      item
        ? client.PUT("/admin/marketing/categories/{itemId}", { params: { path: { itemId: item.id } }, body })
        : client.POST("/admin/marketing/categories", { body }),
    );
  });

  return (
    <EditorFrame
      noun="category"
      {...editor.frame}
      onSubmit={onSubmit}
      onCancel={onCancel}
      preview={<CategoryPreview name={values.name} icon={values.icon} />}
    >
      <TextField label="Name shown" required maxLength={100} {...field("name")} />
      <TextField
        label="Key products use"
        required
        maxLength={100}
        readOnly={used}
        hint={
          used
            ? `${item?.products} products use this key, so it stays as it is.`
            : "The product editor's Category; for example: henna"
        }
        {...field("category")}
      />
      <PictureField label="Icon" compact value={values.icon} onChange={(url) => setValue("icon", url)} />
    </EditorFrame>
  );
}
