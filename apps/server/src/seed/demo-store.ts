// The demo store every fresh install starts with: "Mehendi & Chai", a henna and tea shop with a
// mehendi academy in Malad East, Mumbai. Seeding is one transaction and happens once per store: if the
// store row already exists nothing is touched, so restarts never undo a shop owner's edits.
import type { Db, DbOrTransaction } from "../db/database.js";
import {
  categories,
  classLevels,
  coupons,
  deliveryPriceBands,
  freeDeliveryBands,
  type GroupedItem,
  marquees,
  newArrivalGroups,
  offers,
  type ProductAttribute,
  pincodes,
  products,
  productVariations,
  sliders,
  stores,
} from "../db/schema.js";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type SeedProduct } from "./demo-catalogue.js";
import { demoGstRate } from "./demo-gst-rates.js";
import { insertShopButtons } from "./shop-buttons.js";

export const DEMO_MAIN_ID = "demo-store";

export interface SeedOptions {
  mainId?: string;
}

export interface SeedResult {
  mainId: string;
  /** False when the store already existed and nothing was written. */
  created: boolean;
}

const DAY_MS = 86_400_000;

export const DEMO_OFFICE = {
  address: "Shop 4, Sai Krupa Building, Daftary Road, Malad East, Mumbai 400097",
  city: "Mumbai",
  latitude: 19.1867,
  longitude: 72.8521,
} as const;

export async function seedDemoStore(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const mainId = options.mainId ?? DEMO_MAIN_ID;
  return db.transaction(async (tx) => {
    // Concurrent seeders: the second waits on this row's lock, then finds it taken and stops.
    const created = await tx
      .insert(stores)
      .values(storeRow(mainId))
      .onConflictDoNothing()
      .returning({ main_id: stores.main_id });
    if (created.length === 0) return { mainId, created: false };

    const now = Date.now();
    await tx.insert(categories).values(
      DEMO_CATEGORIES.map((c) => ({
        ...c,
        main_id: mainId,
        icon: `/images/categories/${c.category}.svg`,
      })),
    );
    const ids = await insertProducts(tx, mainId, now);
    const id = (sku: string): number => {
      const productId = ids.get(sku);
      if (productId === undefined) throw new Error(`demo seed: no product with sku ${sku}`);
      return productId;
    };

    await tx.insert(newArrivalGroups).values([
      {
        main_id: mainId,
        position: 1,
        category_name: "Fresh Off the Cone Table",
        description:
          "Cones and bridal essentials we have just added, rolled and packed in our Malad workshop.",
        product_ids: [
          "MC-CONE-ARABIC-12",
          "MC-CONE-GLITTER-6",
          "MC-BRIDAL-KIT",
          "MC-CONE-JAGUA",
          "MC-CONE-KIDS-10",
        ].map(id),
      },
      {
        main_id: mainId,
        position: 2,
        category_name: "New on the Chai Shelf",
        description: "Small-batch blends for slow mornings and long evenings.",
        product_ids: ["MC-TEA-ROSE", "MC-TEA-SAFFRON-PREMIX", "MC-TEA-TULSI", "MC-TEA-KAHWA"].map(id),
      },
      {
        main_id: mainId,
        position: 3,
        category_name: "Gifts for the Wedding Season",
        description: "Hampers and kits that brides, families and guests will actually use.",
        product_ids: ["MC-GIFT-MEHENDI-NIGHT", "MC-GIFT-CHAI-BOX", "MC-GIFT-DIWALI", "MC-BRIDAL-KIT"].map(id),
      },
    ]);

    await tx.insert(sliders).values([
      {
        main_id: mainId,
        position: 1,
        offer_name: "Wedding Season Offer",
        slider_name: "Bridal Henna Kit",
        description: "Sojat powder, oil blend, sealant, bottles and rolling sheets in one keepsake box.",
        image: "/images/sliders/bridal-henna-kit.svg",
        price: 1499,
        cutOffPrice: 1999,
        background_image: "/images/sliders/background-paisley.svg",
        product: id("MC-BRIDAL-KIT"),
      },
      {
        main_id: mainId,
        position: 2,
        offer_name: "Mumbai's Favourite",
        slider_name: "Cutting Chai Masala Tea",
        description: "Strong Assam CTC with ginger and cardamom, just like the tapri near the station.",
        image: "/images/sliders/cutting-chai.svg",
        price: 189,
        cutOffPrice: 220,
        background_image: "/images/sliders/background-tea.svg",
        product: id("MC-TEA-CUTTING"),
      },
      {
        main_id: mainId,
        position: 3,
        offer_name: "New Batch Starting",
        slider_name: "Basic Mehendi Course",
        description: "Twelve classes at our Malad East studio, with every cone and practice sheet included.",
        image: "/images/sliders/basic-mehendi-course.svg",
        price: 4999,
        cutOffPrice: 5999,
        background_image: "/images/sliders/background-leaves.svg",
        product: id("MC-COURSE-BASIC"),
      },
    ]);

    await tx.insert(offers).values([
      {
        main_id: mainId,
        position: 1,
        image: "/images/offers/bridal-season.svg",
        title: "Bridal Season Savings",
        description: "Up to 25% off bridal henna powder, oil blends and kits while the wedding season lasts.",
        link: "/bridal-henna",
      },
      {
        main_id: mainId,
        position: 2,
        image: "/images/offers/flat-100.svg",
        title: "Flat ₹100 Off",
        description: "Use code FLAT100 at checkout on any order above ₹499.",
        link: "/products",
      },
      {
        main_id: mainId,
        position: 3,
        image: "/images/offers/course-early-bird.svg",
        title: "Early Bird Course Fees",
        description: "Join the Basic Mehendi Course this month for ₹4,999 instead of ₹5,999.",
        link: "/course",
      },
    ]);

    await tx
      .insert(marquees)
      .values(
        [
          "Free delivery across Mumbai on orders above ₹999",
          "Fresh organic henna cones rolled every Monday",
          "Use code WELCOME10 for 10% off your first order",
          "New Basic Mehendi Course batches start on the 1st of every month",
          "Bridal mehendi bookings now open for the wedding season",
        ].map((heading, index) => ({ main_id: mainId, heading, position: index + 1 })),
      );

    await tx
      .insert(pincodes)
      .values([
        ...ACTIVE_PINCODES.map((pincode) => ({ main_id: mainId, pincode, status: "Active" as const })),
        ...INACTIVE_PINCODES.map((pincode) => ({ main_id: mainId, pincode, status: "Inactive" as const })),
      ]);

    await tx.insert(deliveryPriceBands).values([
      { main_id: mainId, min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
      { main_id: mainId, min_kilometer: 5, max_kilometer: 15, delivery_price: 80, status: "Active" },
      { main_id: mainId, min_kilometer: 15, max_kilometer: 50, delivery_price: 150, status: "Active" },
      { main_id: mainId, min_kilometer: 50, max_kilometer: 2500, delivery_price: 250, status: "Inactive" },
    ]);
    await tx
      .insert(freeDeliveryBands)
      .values([{ main_id: mainId, min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 }]);

    await tx.insert(coupons).values([
      { main_id: mainId, code: "WELCOME10", percentage_offer: 10, min_amount: 0, status: "Active" },
      {
        main_id: mainId,
        code: "FLAT100",
        price_offer: 100,
        min_amount: 499,
        usage_limit: 100,
        status: "Active",
      },
      {
        main_id: mainId,
        code: "MONSOON25",
        percentage_offer: 25,
        min_amount: 999,
        valid_from: new Date("2024-06-01T00:00:00+05:30"),
        valid_to: new Date("2024-09-30T23:59:59+05:30"),
        status: "Active",
      },
      { main_id: mainId, code: "DIWALI15", percentage_offer: 15, min_amount: 799, status: "Inactive" },
    ]);

    // The demo has its advance share and delivery bands, so it offers pay-on-delivery from the start.
    await insertShopButtons(tx, mainId, true);
    await tx.insert(classLevels).values(
      ["Beginner", "Intermediate", "Advanced"].map((name, index) => ({
        main_id: mainId,
        name,
        position: index + 1,
      })),
    );
    return { mainId, created: true };
  });
}

function storeRow(mainId: string): typeof stores.$inferInsert {
  return {
    main_id: mainId,
    profilePic: "/images/logo.svg",
    orignal_logoname: "Mehendi & Chai",
    tag_line: "Pure henna, slow-brewed chai and the art of mehendi",
    google_address: DEMO_OFFICE.address,
    gstin: "27ABCDE1234F1Z5",
    address: DEMO_OFFICE.address,
    email: "hello@mehendiandchai.in",
    phone: "+91 98200 12345",
    office_address: DEMO_OFFICE.address,
    office_city: DEMO_OFFICE.city,
    office_latitude: DEMO_OFFICE.latitude,
    office_longitude: DEMO_OFFICE.longitude,
    delivery_percentage: 20,
    // Prices include GST (Indian retail prices do); delivery is a courier service at 18 %.
    prices_exclude_gst: false,
    delivery_gst_rate: 18,
    whatsapp_number: "919820012345",
    mobile: "9820012345",
    company_name: "Mehendi & Chai",
    company_color: "#8B3A1E",
    metaTitle: "Mehendi & Chai | Organic Henna Cones, Bridal Henna, Masala Chai and Mehendi Classes",
    metaDescription:
      "Fresh hand-rolled henna cones, Sojat bridal henna powder, small-batch chai blends and mehendi courses from our studio in Malad East, Mumbai. Delivery across India.",
    metaKeywords:
      "henna cones, bridal mehendi, sojat henna powder, masala chai, mehendi course mumbai, malad",
    metaAuthor: "Mehendi & Chai",
    metaIcon: "/images/icon.svg",
    metaScripts: [],
  };
}

async function insertProducts(
  tx: DbOrTransaction,
  mainId: string,
  now: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let termId = 0;
  const row = (p: SeedProduct, groupedProduct: GroupedItem[]): typeof products.$inferInsert => {
    const variations = p.variations ?? [];
    const variable = variations.length > 0;
    const attribute: ProductAttribute[] = [];
    for (const variation of variations) {
      for (const [name, value] of Object.entries(variation.attributes)) {
        let entry = attribute.find((a) => a.name === name);
        if (!entry) {
          entry = { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), selectedTerms: [] };
          attribute.push(entry);
        }
        if (!entry.selectedTerms.some((term) => term.name === value)) {
          termId += 1;
          entry.selectedTerms.push({ id: termId, name: value });
        }
      }
    }
    const stock = variable ? variations.reduce((sum, v) => sum + v.stock, 0) : p.stock;
    const created = new Date(now - p.daysAgo * DAY_MS);
    return {
      main_id: mainId,
      sku: p.sku,
      title: p.title,
      product_type: p.type,
      image: productImage(p.image),
      gallery: [
        productImage(p.image),
        productImage(`${p.image}-2`),
        `/images/products/gallery-${p.category}.svg`,
      ],
      // A variable product is priced from its cheapest variation (§9).
      originalPrice: variable ? Math.min(...variations.map((v) => v.price)) : p.price,
      discountPrice: variable ? Math.min(...variations.map((v) => v.salePrice)) : p.sale,
      stock,
      totalStock: stock,
      totalSold: p.sold,
      status: p.status ?? "Active",
      category: p.category,
      categorytype: p.tags ?? [],
      description: p.description,
      short_description: p.short,
      key_features: p.features,
      specifications: p.specs.map(([label, value]) => ({ label, value })),
      attribute,
      grouped_product: groupedProduct,
      delivery_days: p.days,
      hsn_code: p.hsn,
      gst_rate: demoGstRate(p.hsn),
      reviews: p.reviews.map(([user, comment, rating]) => ({ user, comment, rating })),
      createdAt: created,
      updatedAt: created,
    };
  };

  // Grouped products list their items by id, so the items go in first.
  const plain = DEMO_PRODUCTS.filter((p) => !p.group);
  for (const inserted of await tx
    .insert(products)
    .values(plain.map((p) => row(p, [])))
    .returning({ sku: products.sku, product_id: products.product_id })) {
    ids.set(inserted.sku, inserted.product_id);
  }
  const grouped = DEMO_PRODUCTS.filter((p) => p.group);
  const bySku = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));
  const items = (p: SeedProduct): GroupedItem[] =>
    (p.group ?? []).map((sku) => {
      const item = bySku.get(sku);
      const productId = ids.get(sku);
      if (!item || productId === undefined) throw new Error(`demo seed: ${p.sku} bundles unknown ${sku}`);
      return { product_id: productId, title: item.title, image: productImage(item.image) };
    });
  for (const inserted of await tx
    .insert(products)
    .values(grouped.map((p) => row(p, items(p))))
    .returning({ sku: products.sku, product_id: products.product_id })) {
    ids.set(inserted.sku, inserted.product_id);
  }

  const variationRows = DEMO_PRODUCTS.flatMap((p) =>
    (p.variations ?? []).map((v, index) => {
      const productId = ids.get(p.sku);
      if (productId === undefined) throw new Error(`demo seed: no id for ${p.sku}`);
      // Alternate the two product pictures so choosing a variation visibly swaps the gallery.
      const first = productImage(index % 2 === 0 ? p.image : `${p.image}-2`);
      const second = productImage(index % 2 === 0 ? `${p.image}-2` : p.image);
      return {
        main_id: mainId,
        product_id: productId,
        sku: v.sku,
        price: v.price,
        salePrice: v.salePrice,
        stock: v.stock,
        imageUrl: first,
        galleryImages: [first, second],
        attributes: v.attributes,
        position: index + 1,
      };
    }),
  );
  await tx.insert(productVariations).values(variationRows);
  return ids;
}

function productImage(name: string): string {
  return `/images/products/${name}.svg`;
}

// Mumbai around the Malad office, the western and central suburbs, south Mumbai, plus Thane, Navi
// Mumbai and a few metros further away that the shop ships to by courier.
export const ACTIVE_PINCODES = [
  "400097",
  "400064",
  "400095",
  "400063",
  "400062",
  "400104",
  "400067",
  "400101",
  "400066",
  "400091",
  "400092",
  "400068",
  "400103",
  "400060",
  "400102",
  "400053",
  "400058",
  "400061",
  "400069",
  "400093",
  "400059",
  "400049",
  "400056",
  "400057",
  "400050",
  "400052",
  "400054",
  "400055",
  "400028",
  "400014",
  "400016",
  "400025",
  "400018",
  "400001",
  "400005",
  "400020",
  "400021",
  "400071",
  "400076",
  "400077",
  "400080",
  "400601",
  "400703",
  "401107",
  "411001",
  "411038",
  "110016",
  "560034",
];

export const INACTIVE_PINCODES = ["400065", "400085", "400099", "110085", "302001"];
