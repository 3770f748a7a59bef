// A slide of the home slider: its words, picture, background, prices and the product Shop Now opens,
// with the slide as the shop will show it.
import { validateSlideDraft } from "@henna/domain/marketing";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { useState } from "react";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { numberOrNull, withDomainRule } from "../../ui/form/domain-form";
import fieldPair from "../../ui/form/field-pair.module.css";
import { ProductPicker } from "../../ui/product-picker/product-picker";
import { usePickedProducts } from "../../ui/product-picker/use-picked-products";
import { DescriptionAndPicture } from "./card-fields";
import { EditorFrame, PictureField } from "./editor-frame";
import styles from "./marketing.module.css";
import type { Slide } from "./marketing-api";
import { SlidePreview } from "./previews";
import { useEditorSave } from "./use-editor-save";

interface Values {
  offer_name: string;
  slider_name: string;
  description: string;
  image: string;
  background_image: string;
  price: string;
  cutOffPrice: string;
}

const FIELDS = [
  "offer_name",
  "slider_name",
  "description",
  "image",
  "background_image",
  "price",
  "cutOffPrice",
];

const schema = withDomainRule(
  object({
    offer_name: string().default(""),
    slider_name: string().default(""),
    description: string().default(""),
    image: string().default(""),
    background_image: string().default(""),
    price: string().default(""),
    cutOffPrice: string().default(""),
  }),
  (values) =>
    validateSlideDraft({
      slider_name: values.slider_name,
      image: values.image,
      price: numberOrNull(values.price),
      cutOffPrice: numberOrNull(values.cutOffPrice),
    }),
);

const text = (value: number | null) => (value === null ? "" : String(value));

export function SlideForm({
  item,
  onSaved,
  onCancel,
}: {
  item: Slide | null;
  onSaved: (slide: Slide) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const form = useYupForm<Values>(schema, {
    offer_name: item?.offer_name ?? "",
    slider_name: item?.slider_name ?? "",
    description: item?.description ?? "",
    image: item?.image ?? "",
    background_image: item?.background_image ?? "",
    price: text(item?.price ?? null),
    cutOffPrice: text(item?.cutOffPrice ?? null),
  });
  const { register, handleSubmit, formState, setValue, watch, setError } = form;
  const editor = useEditorSave({
    item,
    onSaved,
    setError,
    fields: FIELDS,
    statusHint: "Inactive slides stay here for later.",
  });
  const [product, setProduct] = useState<number[]>(item?.product ? [item.product] : []);
  const chosen = usePickedProducts(product);
  const values = watch();
  const errors = formState.errors;
  const field = bindField(register, errors);

  const onSubmit = handleSubmit(async (data) => {
    const body = {
      offer_name: data.offer_name.trim(),
      slider_name: data.slider_name.trim(),
      description: data.description.trim(),
      image: data.image,
      background_image: data.background_image,
      price: numberOrNull(data.price),
      cutOffPrice: numberOrNull(data.cutOffPrice),
      product: product[0] ?? null,
      status: editor.status,
    };
    await editor.submit(() =>
      item
        ? client.PUT("/admin/marketing/sliders/{itemId}", { params: { path: { itemId: item.id } }, body })
        : client.POST("/admin/marketing/sliders", { body }),
    );
  });

  return (
    <EditorFrame
      noun="slide"
      {...editor.frame}
      onSubmit={onSubmit}
      onCancel={onCancel}
      preview={
        <SlidePreview
          offer_name={values.offer_name}
          slider_name={values.slider_name}
          description={values.description}
          image={values.image}
          price={numberOrNull(values.price)}
          cutOffPrice={numberOrNull(values.cutOffPrice)}
        />
      }
    >
      <TextField label="Title" required maxLength={150} {...field("slider_name")} />
      <TextField
        label="Small line above the title"
        hint="For example: Festive offer"
        maxLength={100}
        {...field("offer_name")}
      />
      <DescriptionAndPicture form={form} pictureLabel="Slide picture" />
      <PictureField
        label="Background picture (optional)"
        compact
        value={values.background_image}
        onChange={(url) => setValue("background_image", url)}
      />
      <div className={fieldPair.pair}>
        <TextField label="Price (₹)" inputMode="decimal" {...field("price")} />
        <TextField label="Struck-out price (₹)" inputMode="decimal" {...field("cutOffPrice")} />
      </div>
      <fieldset className={styles.chooser}>
        <legend>Shop Now opens (none: the product list)</legend>
        <ProductPicker
          ids={product}
          picked={chosen}
          max={1}
          searchLabel="Find a product"
          emptyText="None yet: search below."
          onChange={setProduct}
        />
      </fieldset>
    </EditorFrame>
  );
}
