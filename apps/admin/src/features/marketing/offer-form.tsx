// An offer card of the home page's Special Offers: picture, title, description and where 'Claim Your
// Offer' goes, with the card as the shop will show it.
import { validateOfferDraft } from "@henna/domain/marketing";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { bindField } from "../../ui/form/bind-field";
import { withDomainRule } from "../../ui/form/domain-form";
import { DescriptionAndPicture } from "./card-fields";
import { EditorFrame } from "./editor-frame";
import type { Offer } from "./marketing-api";
import { OfferPreview } from "./previews";
import { useEditorSave } from "./use-editor-save";

interface Values {
  title: string;
  description: string;
  image: string;
  link: string;
}

const FIELDS = ["title", "description", "image", "link"];

const schema = withDomainRule(
  object({
    title: string().default(""),
    description: string().default(""),
    image: string().default(""),
    link: string().default(""),
  }),
  (values) => validateOfferDraft(values),
);

export function OfferForm({
  item,
  onSaved,
  onCancel,
}: {
  item: Offer | null;
  onSaved: (offer: Offer) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const form = useYupForm<Values>(schema, {
    title: item?.title ?? "",
    description: item?.description ?? "",
    image: item?.image ?? "",
    link: item?.link ?? "",
  });
  const { register, handleSubmit, formState, watch, setError } = form;
  const editor = useEditorSave({
    item,
    onSaved,
    setError,
    fields: FIELDS,
    statusHint: "Inactive offers stay here for later.",
  });
  const values = watch();
  const errors = formState.errors;
  const field = bindField(register, errors);

  const onSubmit = handleSubmit(async (data) => {
    const link = data.link.trim();
    const body = {
      title: data.title.trim(),
      description: data.description.trim(),
      image: data.image,
      link: link === "" ? null : link,
      status: editor.status,
    };
    await editor.submit(() =>
      item
        ? client.PUT("/admin/marketing/offers/{itemId}", { params: { path: { itemId: item.id } }, body })
        : client.POST("/admin/marketing/offers", { body }),
    );
  });

  return (
    <EditorFrame
      noun="offer"
      {...editor.frame}
      onSubmit={onSubmit}
      onCancel={onCancel}
      preview={
        <OfferPreview
          title={values.title}
          description={values.description}
          image={values.image}
          link={values.link}
        />
      }
    >
      <TextField label="Title" required maxLength={150} {...field("title")} />
      <DescriptionAndPicture form={form} pictureLabel="Offer picture" />
      <TextField
        label="Claim Your Offer opens"
        hint="A page of the shop such as /category-detail/Henna, or https://…; empty for no button."
        maxLength={500}
        {...field("link")}
      />
    </EditorFrame>
  );
}
