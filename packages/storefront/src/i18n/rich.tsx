// A translated sentence with elements inside it (a link, a bold name): the reader's text is split at
// its {name} placeholders and the elements put in their places, so each language keeps its own word
// order. `tx("Read our {policy} first.", { policy: <Link to="/privacy">{t("privacy policy")}</Link> })`.
import { Fragment, type ReactNode } from "react";
import { catalogueText } from "./i18n";

export function tx(message: string, elements: Record<string, ReactNode>): ReactNode[] {
  return catalogueText(message)
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      // Odd parts are the placeholders' names.
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
      <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? null) : part}</Fragment>
    ));
}
