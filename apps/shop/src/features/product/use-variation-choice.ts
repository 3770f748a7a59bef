// The attribute choice of a Variable Product (spec §4): the first variation is preselected, and each
// choice finds the variation whose attributes contain every chosen value.
import type { Attribute, Variation } from "@henna/domain/json-lists";
import { findVariation, preselectedVariation } from "@henna/domain/variations";
import { useState } from "react";

export type Chosen = Record<string, string>;

export interface VariationChoice {
  chosen: Chosen;
  /** The matching variation; null when the chosen combination does not exist. */
  variation: Variation | null;
  choose: (attributeName: string, term: string) => void;
}

function attributesOf(variation: Variation | null): Chosen {
  return variation ? { ...variation.attributes } : {};
}

export function useVariationChoice(variations: readonly Variation[]): VariationChoice {
  const [chosen, setChosen] = useState<Chosen>(() => attributesOf(preselectedVariation(variations)));

  function choose(attributeName: string, term: string) {
    const wanted = { ...chosen, [attributeName]: term };
    if (findVariation(variations, wanted)) {
      setChosen(wanted);
      return;
    }
    // The other choices do not exist with this term: move to a variation that has it, so a tap on a
    // term never leaves the shopper at a dead end.
    const withTerm = findVariation(variations, { [attributeName]: term });
    setChosen(withTerm ? attributesOf(withTerm) : wanted);
  }

  return { chosen, variation: findVariation(variations, chosen), choose };
}

/** The term chosen for an attribute (attribute names compared as the domain compares them). */
export function chosenTerm(chosen: Chosen, attribute: Pick<Attribute, "name">): string | undefined {
  const key = attribute.name.trim().toLowerCase();
  const entry = Object.entries(chosen).find(([name]) => name.trim().toLowerCase() === key);
  return entry?.[1];
}
