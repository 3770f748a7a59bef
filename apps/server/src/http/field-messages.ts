// How a failed request is put into words for a shopper: fields named as a person would name them,
// and one sentence summing up the first problem.
import { FIELD_REQUIRED } from "@henna/domain/messages";

/** One field's problem, as the contract's error body lists it. */
export interface FieldError {
  field: string;
  message: string;
}

/** `products.0.quantity` → "Quantity", `fatherName` → "Father name": how a person names the field. */
export function fieldLabel(field: string): string {
  const last =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const words = last
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The sentence to show for a whole failed request: its first problem, naming the field. */
export function summaryMessage(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return "The request is not valid.";
  return first.message === FIELD_REQUIRED ? `${fieldLabel(first.field)} is required.` : first.message;
}
