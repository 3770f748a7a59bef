// A stylesheet as the first-screen CSS reads it (critical-css.ts parses it, css-tokens.ts writes the
// design tokens into it).

/** One rule of a stylesheet, as the page needs it or not. */
export type StyleRule =
  | {
      kind: "style";
      /** Each selector's classes; the rule can match when every class of one selector is on the page. */
      selectors: string[][];
      /** Every selector needs a pointer or the keyboard on an element (:hover, :focus, :active). */
      interactive: boolean;
      text: string;
    }
  /** @media, @supports, @container, @layer blocks: kept with the rules inside that are kept. */
  | { kind: "group"; prelude: string; rules: StyleRule[] }
  /** Kept when a kept rule names it. */
  | { kind: "keyframes"; name: string; text: string }
  /** Anything else (@font-face, @property, @charset): always kept. */
  | { kind: "other"; text: string };
