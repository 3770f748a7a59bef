// The About page's words: the story, the accordion's Mission, Vision and Core Values, the six reasons to
// shop with us and three customers' words.

import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import type { AccordionItem } from "./about-accordion";

/** Built when the page renders, so its texts are in that render's language (the server serves both). */
export function purpose(): readonly AccordionItem[] {
  return [
    {
      title: msg("Mission"),
      body: (
        <p>
          {t(
            "To bring pure, skin-safe henna and honest, small-batch chai to every home in India, and to teach the art of mehendi to anyone who wants to learn it, at a fair price.",
          )}
        </p>
      ),
    },
    {
      title: msg("Vision"),
      body: (
        <p>
          {t(
            "A country where every bride, every festival and every evening cup is made with ingredients you can trust, and where mehendi artists trained in our studios earn a good living from their craft.",
          )}
        </p>
      ),
    },
    {
      title: msg("Core Values"),
      body: (
        <ul>
          <li>
            <strong>{t("Purity:")}</strong> {t("no PPD, no chemical dyes, no shortcuts.")}
          </li>
          <li>
            <strong>{t("Freshness:")}</strong> {t("cones rolled every week, tea blended in small batches.")}
          </li>
          <li>
            <strong>{t("Honesty:")}</strong> {t("clear prices, clear policies, real reviews.")}
          </li>
          <li>
            <strong>{t("Craft:")}</strong> {t("we teach what we practise, and we keep learning.")}
          </li>
        </ul>
      ),
    },
  ];
}

export const FEATURES: readonly string[] = [
  msg("100% natural henna: triple-sifted Sojat leaf, no PPD or chemical dye"),
  msg("Cones hand-rolled fresh every week in our Mumbai studio"),
  msg("Small-batch chai blends with whole spices, packed airtight"),
  msg("Secure online payment or pay on delivery"),
  msg("Delivery across India, with tracking on every order"),
  msg("Certified mehendi courses in four centers across Mumbai"),
];

/** A customer's words (English, the catalogue's id); the name stays as the customer wrote it. */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: msg(
      "The bridal cones gave the darkest stain I have ever had, and the paste flowed smoothly for hours of work. My clients noticed the difference.",
    ),
    name: "Priya S.",
    detail: msg("Mehendi artist, Pune"),
  },
  {
    quote: msg(
      "I ordered the masala chai for my mother and now the whole family drinks it. It arrived in three days, packed beautifully.",
    ),
    name: "Rahul M.",
    detail: msg("Customer, Bengaluru"),
  },
  {
    quote: msg(
      "I joined the beginner course at the Malad center with no experience. Eight weeks later I did my cousin's wedding mehendi.",
    ),
    name: "Ayesha K.",
    detail: msg("Academy student, Mumbai"),
  },
];
