// The part an offer card and a slide have alike: the description under the title and the card's own
// picture, which the shop cannot show the card without. One place, so the two cannot drift apart.
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { bindField } from "../../ui/form/bind-field";
import { PictureField } from "./editor-frame";

interface CardValues {
  description: string;
  image: string;
}

export function DescriptionAndPicture<Values extends FieldValues & CardValues>({
  form,
  pictureLabel,
}: {
  form: UseFormReturn<Values>;
  /** "Offer picture", "Slide picture". */
  pictureLabel: string;
}) {
  // react-hook-form cannot name a field of a generic form; these two are in every Values here.
  const { register, setValue, watch, formState } = form as unknown as UseFormReturn<CardValues>;
  const field = bindField(register, formState.errors);
  return (
    <>
      <TextAreaField label="Description" maxLength={500} rows={2} {...field("description")} />
      <PictureField
        label={pictureLabel}
        required
        value={watch("image")}
        onChange={(url) => setValue("image", url, { shouldValidate: formState.isSubmitted })}
        error={formState.errors.image?.message}
      />
    </>
  );
}
