// The pages' JSON-LD (schema.org), typed by schema-dts so a wrong property fails the typecheck:
// Product (with its offers, shipping and return policy) and BreadcrumbList on product pages, Course on
// a course's page, BreadcrumbList on category pages, OnlineStore on the home page.
import { isVariableProduct, pricePoint, productPricing } from "@henna/domain/product-pricing";
import { plainText, RETURN_WINDOW_DAYS } from "@henna/domain/search-listing";
import { isOutOfStock } from "@henna/domain/variations";
import type {
  BreadcrumbList,
  Course,
  ItemAvailability,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  OnlineStore,
  Product,
  Thing,
  WithContext,
} from "schema-dts";
import { type StoreFacts, shippingFor } from "./store-facts.js";

/** What the product page's answer (GET /grouped-product/single) holds that the structured data reads. */
export interface ProductAnswer {
  product_id: number;
  title: string;
  sku: string;
  product_type: string;
  status: string;
  category: string;
  image: string;
  description?: string;
  short_description?: string;
  originalPrice?: number;
  discountPrice?: number | null;
  totalStock?: number;
  delivery_days?: number;
  variation?: {
    sku: string;
    price: number;
    salePrice: number;
    stock: number;
    attributes?: Record<string, string>;
  }[];
}

const availability = (stock: number | undefined): ItemAvailability =>
  isOutOfStock(stock) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";

function shipping(facts: StoreFacts, price: number, days: number): OfferShippingDetails | null {
  const rate = shippingFor(facts, price);
  if (rate === null) return null;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: rate, currency: "INR" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
      transitTime: {
        "@type": "QuantitativeValue",
        minValue: 1,
        maxValue: Math.max(1, days),
        unitCode: "DAY",
      },
    },
  };
}

const RETURN_POLICY: MerchantReturnPolicy = {
  "@type": "MerchantReturnPolicy",
  applicableCountry: "IN",
  returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  merchantReturnDays: RETURN_WINDOW_DAYS,
  returnMethod: "https://schema.org/ReturnByMail",
  returnFees: "https://schema.org/FreeReturn",
};

function offer(input: {
  price: number;
  sku?: string;
  stock: number | undefined;
  url: string;
  facts: StoreFacts;
  days: number;
}): Offer {
  const details = shipping(input.facts, input.price, input.days);
  return {
    "@type": "Offer",
    ...(input.sku ? { sku: input.sku } : {}),
    price: input.price.toFixed(2),
    priceCurrency: "INR",
    availability: availability(input.stock),
    url: input.url,
    ...(details ? { shippingDetails: details } : {}),
  };
}

/**
 * The offers of a product: one, or one per priced variation of a Variable product. Shipping is the
 * same for every variation: the first offer says it once (the page's HTML has a budget); returns are
 * the store's policy, on its OnlineStore (storeData).
 */
export function productOffers(product: ProductAnswer, url: string, facts: StoreFacts): Offer[] {
  const days = product.delivery_days ?? 5;
  const variations = isVariableProduct(product) ? (product.variation ?? []) : [];
  const fromVariations = variations.flatMap((v): Offer[] => {
    const { price } = pricePoint(v.price, v.salePrice);
    if (price === null) return [];
    return [
      {
        "@type": "Offer",
        sku: v.sku,
        price: price.toFixed(2),
        priceCurrency: "INR",
        availability: availability(v.stock),
      },
    ];
  });
  const [first, ...others] = fromVariations;
  if (first) {
    const full = offer({
      price: Number(first.price),
      sku: String(first.sku),
      stock: variations.find((v) => v.sku === first.sku)?.stock,
      url,
      facts,
      days,
    });
    return [full, ...others];
  }
  const { price } = productPricing(product);
  return price === null ? [] : [offer({ price, stock: product.totalStock, url, facts, days })];
}

export function productData(
  product: ProductAnswer,
  input: { url: string; image: string | null; description: string; facts: StoreFacts },
): WithContext<Product> {
  const offers = productOffers(product, input.url, input.facts);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: input.description,
    sku: product.sku,
    ...(input.image ? { image: [input.image] } : {}),
    brand: { "@type": "Brand", name: input.facts.name },
    url: input.url,
    ...(offers.length > 0 ? { offers } : {}),
  };
}

export function courseData(
  product: ProductAnswer,
  input: { url: string; origin: string; description: string; facts: StoreFacts },
): WithContext<Course> {
  const { price } = productPricing(product);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: product.title,
    description: input.description || plainText(product.title),
    url: input.url,
    provider: { "@type": "Organization", name: input.facts.name, sameAs: `${input.origin}/` },
    ...(price !== null
      ? { offers: { "@type": "Offer", category: "Paid", price: price.toFixed(2), priceCurrency: "INR" } }
      : {}),
  };
}

export function breadcrumbData(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function storeData(
  facts: StoreFacts,
  input: { origin: string; logo: string | null },
): WithContext<OnlineStore> {
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: facts.name,
    url: `${input.origin}/`,
    ...(facts.tagline ? { description: facts.tagline } : {}),
    ...(input.logo ? { logo: input.logo } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.phone ? { telephone: facts.phone } : {}),
    // The store's one return policy, said once for all its products (Google reads an organization's
    // policy for the products that name none) rather than in every product page's HTML, whose first
    // round trip has a budget (bench/web, issue 35).
    hasMerchantReturnPolicy: RETURN_POLICY,
    ...(facts.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: facts.address,
            ...(facts.city ? { addressLocality: facts.city } : {}),
            addressCountry: "IN",
          },
        }
      : {}),
  };
}

/** A JSON-LD block for the head (a data block: the page's script policy does not apply to it). */
export function jsonLdTag(data: WithContext<Thing>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
