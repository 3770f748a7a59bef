// Bulk catalogue for benchmarks and scale tests: `count` extra products that look like the demo shop's
// (cones, henna powder, teas, hampers, aftercare), with prices, stock, variations and bundles, generated
// from a seeded random sequence so runs are repeatable. Rows go in as multi-row INSERTs of BATCH_SIZE.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { bulkInsert } from "../db/bulk-insert.js";
import type { Db } from "../db/database.js";
import {
  type GroupedItem,
  type ProductAttribute,
  type ProductType,
  products,
  productVariations,
  stores,
} from "../db/schema.js";
import { DEMO_MAIN_ID } from "./demo-store.js";

export interface SeedCatalogueOptions {
  mainId?: string;
  count: number;
  /** Same seed, same titles and prices. */
  seed?: number;
  batchSize?: number;
}

export interface SeedCatalogueResult {
  /** Every sku of this run starts with it, followed by the product's number in the run. */
  skuPrefix: string;
  products: number;
  variations: number;
  milliseconds: number;
}

const BATCH_SIZE = 1000;
const DAY_MS = 86_400_000;

// Words that appear in roughly 1 of 4,000 titles each: searches for them are "rare term" benchmarks.
export const RARE_TITLE_WORDS = [
  "Vetiver",
  "Kewra",
  "Mogra",
  "Khus",
  "Sandalwood",
  "Oudh",
  "Champa",
  "Parijat",
];

interface Family {
  category: string;
  weight: number;
  hsn: string;
  nouns: string[];
  prefixes: string[];
  sizes: string[];
  price: [min: number, max: number];
  images: string[];
  short: string[];
  features: string[];
  specs: [string, string][];
}

const FAMILIES: Family[] = [
  {
    category: "cones",
    weight: 35,
    hsn: "3305",
    nouns: ["Henna Cone", "Mehendi Cone", "Henna Cones", "Bridal Cone", "Jagua Cone"],
    prefixes: ["Organic", "Sojat", "Rajasthani", "Arabic", "Dark Stain", "Quick Stain", "Herbal", "Fine Tip"],
    sizes: ["25 g", "Pack of 6", "Pack of 12", "Pack of 24", "Trial Pack"],
    price: [45, 1400],
    images: [
      "organic-henna-cone",
      "organic-henna-cones-12",
      "rajasthani-henna-cone",
      "arabic-dark-stain-cones",
    ],
    short: [
      "Hand-rolled cone with a smooth paste that flows in clean, unbroken lines.",
      "Fresh paste with natural oils for a deep maroon stain in 48 hours.",
      "Chemical-free henna, rolled in small batches and shipped cold.",
    ],
    features: [
      "No chemicals or PPD",
      "Fine tip for detailed work",
      "Ships with an ice gel pack",
      "Deep stain that darkens over two days",
      "Made fresh every week",
    ],
    specs: [
      ["Shelf life", "7 days at room temperature, 3 months frozen"],
      ["Ingredients", "Henna powder, lemon juice, sugar, essential oils"],
      ["Origin", "Sojat, Rajasthan"],
    ],
  },
  {
    category: "bridal-henna",
    weight: 15,
    hsn: "1404",
    nouns: ["Henna Powder", "Bridal Henna Powder", "Mehendi Powder", "Body Art Henna"],
    prefixes: ["Sojat", "Triple Sifted", "Ultra Fine", "Bridal", "Organic", "Pali"],
    sizes: ["100 g", "250 g", "500 g", "1 kg"],
    price: [120, 1600],
    images: ["bridal-henna-powder", "baq-henna-powder"],
    short: [
      "Finely sifted powder from the current season's harvest, tested for dye content.",
      "Body art quality henna that passes through the finest tips without clogging.",
    ],
    features: ["Triple sifted", "High dye content", "Sealed foil pouch", "Lab tested for purity"],
    specs: [
      ["Shelf life", "12 months sealed"],
      ["Origin", "Sojat, Rajasthan"],
    ],
  },
  {
    category: "tea",
    weight: 30,
    hsn: "0902",
    nouns: ["Masala Chai", "Black Tea", "Green Tea", "Chai", "Kahwa", "Herbal Tea", "Leaf Tea"],
    prefixes: [
      "Assam",
      "Darjeeling",
      "Nilgiri",
      "Kangra",
      "Cutting",
      "Elaichi",
      "Adrak",
      "Tulsi",
      "Rose",
      "Saffron",
    ],
    sizes: ["100 g", "250 g", "500 g", "1 kg", "25 Tea Bags"],
    price: [90, 1200],
    images: ["cutting-chai-masala", "assam-ctc-tea", "elaichi-chai", "kashmiri-kahwa", "rose-petal-chai"],
    short: [
      "A full-bodied blend for a strong, milky cup of chai.",
      "Whole spices and garden-fresh leaf, blended in small batches.",
      "A light, fragrant cup that is lovely without milk.",
    ],
    features: [
      "Small-batch blend",
      "Whole spices, no flavouring",
      "Resealable zip pouch",
      "Single-estate leaf",
    ],
    specs: [
      ["Brewing", "1 tsp per cup, 3 to 4 minutes"],
      ["Shelf life", "12 months"],
    ],
  },
  {
    category: "gift-packs",
    weight: 10,
    hsn: "0902",
    nouns: ["Gift Box", "Hamper", "Gift Set", "Return Gift Pack"],
    prefixes: [
      "Diwali",
      "Wedding",
      "Mehendi Night",
      "Haldi",
      "Housewarming",
      "Chai Lovers",
      "Festive",
      "Rakhi",
    ],
    sizes: ["Small", "Medium", "Large", "Set of 10"],
    price: [499, 3500],
    images: ["chai-lovers-gift-box", "mehendi-night-hamper", "festive-tea-hamper"],
    short: [
      "A handmade box of our best-loved teas and henna, with a card for your message.",
      "Thoughtful gifting for weddings and festivals, wrapped at no extra cost.",
    ],
    features: ["Gift wrapped", "Message card included", "Handmade box"],
    specs: [["Packaging", "Reusable box"]],
  },
  {
    category: "aftercare",
    weight: 10,
    hsn: "3304",
    nouns: ["Aftercare Balm", "Mehendi Oil", "Sealant Spray", "Applicator Bottle", "Stain Booster"],
    prefixes: ["Coconut", "Clove", "Eucalyptus", "Lemon Sugar", "Shea", "Cajeput"],
    sizes: ["30 ml", "50 g", "100 ml", "Set of 3"],
    price: [79, 650],
    images: ["henna-aftercare-balm", "lemon-sugar-sealant", "mehendi-oil-blend", "applicator-bottle-set"],
    short: [
      "Helps your stain darken and last longer, with natural oils only.",
      "A small essential for every mehendi artist's kit.",
    ],
    features: ["Natural ingredients", "Travel-friendly size", "Gentle on skin"],
    specs: [["Usage", "Apply after removing the dried paste"]],
  },
];

const COLLECTIONS = [
  "Gulab",
  "Chandni",
  "Noor",
  "Rangoli",
  "Peacock",
  "Paisley",
  "Mandala",
  "Saawan",
  "Basant",
  "Kesari",
  "Heritage",
  "Studio",
  "Classic",
  "Royal",
  "Everyday",
  "Artist's",
];
const REVIEWERS = [
  "Priya S.",
  "Neha R.",
  "Farah K.",
  "Rohan D.",
  "Kavita J.",
  "Aditi P.",
  "Sana H.",
  "Vikram S.",
];
const COMMENTS = [
  "Exactly as described, and it arrived quickly.",
  "Good quality for the price. Will order again.",
  "Lovely packaging and a really fresh product.",
  "My second order, still as good as the first.",
];

type Random = () => number;

// mulberry32: tiny, fast and good enough to vary test data repeatably.
function randomSequence(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function pickFamily(random: Random): Family {
  const total = FAMILIES.reduce((sum, f) => sum + f.weight, 0);
  let roll = random() * total;
  for (const family of FAMILIES) {
    roll -= family.weight;
    if (roll < 0) return family;
  }
  return pick(random, FAMILIES);
}

export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const started = performance.now();
  const mainId = options.mainId ?? DEMO_MAIN_ID;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const random = randomSequence(options.seed ?? 20240601);
  // Distinct per call, so seeding twice adds twice instead of colliding on sku.
  const run = randomBytes(4).toString("hex").toUpperCase();
  const now = Date.now();

  await db
    .insert(stores)
    .values({ main_id: mainId, orignal_logoname: "Bulk catalogue store" })
    .onConflictDoNothing();

  let productCount = 0;
  let variationCount = 0;
  const recent: GroupedItem[] = [];
  for (let start = 0; start < options.count; start += batchSize) {
    const size = Math.min(batchSize, options.count - start);
    const variationPlans = new Map<string, (typeof productVariations.$inferInsert)[]>();
    const rows: (typeof products.$inferInsert)[] = [];
    for (let i = 0; i < size; i++) {
      const n = start + i;
      const family = pickFamily(random);
      const rare = random() < 0.002 ? `${pick(random, RARE_TITLE_WORDS)} ` : "";
      const sizeLabel = pick(random, family.sizes);
      const title = `${pick(random, COLLECTIONS)} ${rare}${pick(random, family.prefixes)} ${pick(random, family.nouns)}, ${sizeLabel}`;
      const sku = `GEN-${run}-${n}`;
      const image = pick(random, family.images);
      const [low, high] = family.price;
      const price = Math.round(low + random() * (high - low));
      const sale = random() < 0.85 ? Math.round(price * (0.7 + random() * 0.25)) : null;
      const roll = random();
      const type: ProductType =
        roll < 0.1 ? "Variable Product" : roll < 0.14 && recent.length >= 3 ? "Grouped Product" : "Simple";
      const stock = random() < 0.06 ? 0 : Math.floor(random() * 400);
      const created = new Date(now - Math.floor(random() * 730 * DAY_MS));

      let attribute: ProductAttribute[] = [];
      let originalPrice = price;
      let discountPrice = sale;
      let totalStock = stock;
      if (type === "Variable Product") {
        const labels = family.sizes.slice(0, 2 + Math.floor(random() * 2));
        const plans = labels.map((label, index) => {
          const variationPrice = Math.round(price * (1 + index * 0.8));
          return {
            main_id: mainId,
            product_id: 0,
            sku: `${sku}-${index + 1}`,
            price: variationPrice,
            salePrice: Math.round(variationPrice * 0.85),
            stock: random() < 0.2 ? 0 : Math.floor(random() * 200),
            imageUrl: `/images/products/${image}.svg`,
            galleryImages: [`/images/products/${image}.svg`, `/images/products/${image}-2.svg`],
            attributes: { Size: label },
            position: index + 1,
          };
        });
        variationPlans.set(sku, plans);
        attribute = [
          {
            name: "Size",
            slug: "size",
            selectedTerms: labels.map((label, index) => ({ id: index + 1, name: label })),
          },
        ];
        originalPrice = Math.min(...plans.map((p) => p.price));
        discountPrice = Math.min(...plans.map((p) => p.salePrice));
        totalStock = plans.reduce((sum, p) => sum + p.stock, 0);
      }
      rows.push({
        main_id: mainId,
        sku,
        title,
        product_type: type,
        image: `/images/products/${image}.svg`,
        gallery: [`/images/products/${image}.svg`, `/images/products/${image}-2.svg`],
        originalPrice,
        discountPrice,
        stock: totalStock,
        totalStock,
        totalSold: Math.floor(random() * random() * 3000),
        status: random() < 0.05 ? "Inactive" : "Active",
        category: family.category,
        categorytype: roll > 0.95 ? ["Best Sellers"] : roll > 0.9 ? ["Trending"] : [],
        description: `${pick(random, family.short)} ${pick(random, family.short)} Packed in Mumbai and delivered across India.`,
        short_description: pick(random, family.short),
        key_features: [
          pick(random, family.features),
          pick(random, family.features),
          pick(random, family.features),
        ],
        specifications: [["Size", sizeLabel] as [string, string], pick(random, family.specs)].map(
          ([label, value]) => ({
            label,
            value,
          }),
        ),
        attribute,
        grouped_product:
          type === "Grouped Product"
            ? [pick(random, recent), pick(random, recent), pick(random, recent)]
            : [],
        delivery_days: 2 + Math.floor(random() * 6),
        hsn_code: family.hsn,
        reviews:
          random() < 0.4
            ? [
                {
                  user: pick(random, REVIEWERS),
                  comment: pick(random, COMMENTS),
                  rating: 4 + Math.round(random()),
                },
              ]
            : [],
        createdAt: created,
        updatedAt: created,
      });
    }

    const inserted = await bulkInsert(db, products, rows, ["product_id", "sku", "title", "image"]);
    productCount += inserted.length;
    const variations: (typeof productVariations.$inferInsert)[] = [];
    for (const product of inserted) {
      const plans = variationPlans.get(product.sku);
      if (plans) for (const plan of plans) variations.push({ ...plan, product_id: product.product_id });
    }
    if (variations.length > 0) {
      await bulkInsert(db, productVariations, variations);
      variationCount += variations.length;
    }
    // Bundles point at products that already exist; keep a small window of recent ones.
    for (const { product_id, title, image } of inserted.slice(0, 20))
      recent.push({ product_id, title, image });
    if (recent.length > 200) recent.splice(0, recent.length - 200);
  }

  await db
    .update(stores)
    .set({ catalogVersion: sql`${stores.catalogVersion} + 1`, updatedAt: new Date() })
    .where(eq(stores.main_id, mainId));
  // Fresh statistics, so the planner picks the trigram and listing indexes on the new rows at once.
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE product_variations`);
  return {
    skuPrefix: `GEN-${run}-`,
    products: productCount,
    variations: variationCount,
    milliseconds: Math.round(performance.now() - started),
  };
}
