// One group of chips per attribute (Size, Weight…). Native radio inputs, so arrow keys move within a
// group and screen readers announce "Weight, 250 g, selected".
import type { Attribute, Variation } from "@henna/domain/json-lists";
import { findVariation, isOutOfStock } from "@henna/domain/variations";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useId } from "react";
import styles from "./attribute-selectors.module.css";
import { type Chosen, chosenTerm } from "./use-variation-choice";

const same = (a: string | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/** The product's attributes with terms; derived from the variations when the product lists none. */
export function selectableAttributes(attributes: readonly Attribute[], variations: readonly Variation[]) {
  const listed = attributes.filter(
    (attribute) => attribute.name !== "" && attribute.selectedTerms.length > 0,
  );
  if (listed.length > 0) return listed;
  const terms = new Map<string, string[]>();
  for (const variation of variations) {
    for (const [name, value] of Object.entries(variation.attributes)) {
      const list = terms.get(name) ?? [];
      if (!list.some((existing) => same(existing, value))) list.push(value);
      terms.set(name, list);
    }
  }
  return [...terms].map(([name, values]) => ({
    name,
    slug: name,
    selectedTerms: values.map((value) => ({ id: value, name: value })),
  }));
}

export interface AttributeSelectorsProps {
  attributes: readonly Attribute[];
  variations: readonly Variation[];
  chosen: Chosen;
  onChoose: (attributeName: string, term: string) => void;
}

export function AttributeSelectors({ attributes, variations, chosen, onChoose }: AttributeSelectorsProps) {
  const baseId = useId();
  return (
    <div className={styles.groups}>
      {attributes.map((attribute, groupIndex) => {
        const current = chosenTerm(chosen, attribute);
        return (
          <fieldset key={attribute.name} className={styles.group}>
            <legend className={styles.legend}>
              {attribute.name}
              {current ? <span className={styles.current}>: {current}</span> : null}
            </legend>
            <div className={styles.chips}>
              {attribute.selectedTerms.map((term) => {
                const exact = findVariation(variations, { ...chosen, [attribute.name]: term.name });
                const any = exact ?? findVariation(variations, { [attribute.name]: term.name });
                const soldOut = any !== null && isOutOfStock(any.stock);
                const inputId = `${baseId}-${groupIndex}-${term.id}`;
                return (
                  <span key={String(term.id)} className={styles.chip}>
                    <input
                      type="radio"
                      id={inputId}
                      name={`${baseId}-${groupIndex}`}
                      className={styles.radio}
                      checked={same(current, term.name)}
                      disabled={any === null}
                      onChange={() => onChoose(attribute.name, term.name)}
                    />
                    <label
                      htmlFor={inputId}
                      className={soldOut ? `${styles.label} ${styles.soldOut}` : styles.label}
                    >
                      {term.name}
                      {soldOut ? <span className="visually-hidden"> {t("(out of stock)")}</span> : null}
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
