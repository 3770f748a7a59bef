// The demo shop's hard-coded sample products (spec §2 Demo shop page): eight items, not from the API,
// drawn with the store's own pictures. Names stay as they are in every language; a category and a
// description are English catalogue ids, said in the reader's language where they are shown.
import type { DemoProduct } from "@henna/domain/demo-shop";
import { msg } from "@henna/storefront/i18n/i18n.ts";

export interface DemoShopProduct extends DemoProduct {
  image: string;
  description: string;
}

export const DEMO_PRODUCTS: readonly DemoShopProduct[] = [
  {
    id: 1,
    name: "Mehendi Oil Blend",
    category: msg("Oils"),
    price: 1299,
    sold: 320,
    addedAt: "2025-01-10",
    image: "/images/products/mehendi-oil-blend.svg",
    description: msg(
      "Eucalyptus and clove in a cold-pressed base: a warm, green scent that deepens every stain.",
    ),
  },
  {
    id: 2,
    name: "Lemon-Sugar Sealant",
    category: msg("Mists"),
    price: 1850,
    sold: 410,
    addedAt: "2025-03-02",
    image: "/images/products/lemon-sugar-sealant.svg",
    description: msg("A bright citrus mist with a soft sugared finish, light enough for every day."),
  },
  {
    id: 3,
    name: "Henna Aftercare Balm",
    category: msg("Balms"),
    price: 2450,
    sold: 150,
    addedAt: "2025-02-14",
    image: "/images/products/henna-aftercare-balm.svg",
    description: msg(
      "Shea and beeswax with a trace of clove; melts into the skin and keeps the colour rich.",
    ),
  },
  {
    id: 4,
    name: "Applicator Bottle Set",
    category: msg("Oils"),
    price: 3200,
    sold: 90,
    addedAt: "2025-04-20",
    image: "/images/products/applicator-bottle-set.svg",
    description: msg("Three refillable bottles with fine metal tips, for oils and blends you mix yourself."),
  },
  {
    id: 5,
    name: "Clove Steam Pack",
    category: msg("Balms"),
    price: 2000,
    sold: 210,
    addedAt: "2025-05-01",
    image: "/images/products/clove-steam-pack.svg",
    description: msg(
      "Whole cloves for the traditional steam: a smoky, spiced note that lingers on the hands.",
    ),
  },
  {
    id: 6,
    name: "Mehendi Night Hamper",
    category: msg("Gift Sets"),
    price: 4000,
    sold: 60,
    addedAt: "2025-05-18",
    image: "/images/products/mehendi-night-hamper.svg",
    description: msg("Cones, oil, balm and a keepsake box: everything for an evening of mehendi."),
  },
  {
    id: 7,
    name: "Festive Tea Hamper",
    category: msg("Gift Sets"),
    price: 5499,
    sold: 45,
    addedAt: "2025-06-01",
    image: "/images/products/festive-tea-hamper.svg",
    description: msg("Four small-batch teas in a festive box, from saffron chai to Kashmiri kahwa."),
  },
  {
    id: 8,
    name: "Chai Lovers Gift Box",
    category: msg("Gift Sets"),
    price: 6000,
    sold: 130,
    addedAt: "2025-06-12",
    image: "/images/products/chai-lovers-gift-box.svg",
    description: msg("Masala chai, elaichi chai and a pair of clay kulhads, wrapped for giving."),
  },
];

/** The categories the filter offers, in first-seen order. */
export const DEMO_CATEGORIES: readonly string[] = [...new Set(DEMO_PRODUCTS.map((item) => item.category))];

/** The sample product a /product-single-page link names (?item=), else the first one. */
export function demoProductById(value: string | null): DemoShopProduct {
  const id = Number(value);
  const first = DEMO_PRODUCTS[0] as DemoShopProduct;
  return DEMO_PRODUCTS.find((item) => item.id === id) ?? first;
}
